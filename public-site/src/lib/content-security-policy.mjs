// Plain JavaScript: server.mjs (outside Next's build) writes the policy of cached pages with it, and
// src/proxy.ts the policy of pages rendered for one visitor.
import { createHash } from 'node:crypto';

/** The request header through which the proxy hands a page's nonce to the layout, for MUI's style cache. */
export const NONCE_HEADER = 'x-nonce';

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** `'sha256-…'` of an inline element's text, as browsers hash it (its UTF-8 bytes). */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * MUI's emotion cache adds styles in the browser by creating an empty `<style>` element and
 * inserting rules into its sheet (CSSOM insertions are not subject to the policy); allowing the
 * empty element's hash lets exactly that through on a cached page, which carries no nonce.
 */
const EMPTY_STYLE_HASH = hashSource('');

/**
 * The pages' Content-Security-Policy. A page is either rendered for one response, with its nonce,
 * or rendered once and cached for everyone, with the hashes of its inline scripts and styles:
 * a nonce shared by every visitor of a cached page would be no secret.
 * - Scripts run only with the nonce (Next reads it from the request's policy header and puts it on
 *   its own scripts) or when loaded by such a script ('strict-dynamic'; 'self' serves browsers
 *   that predate it). On a cached page: the inline scripts with their hashes, and the site's own
 *   script files ('self' — no 'strict-dynamic', which would switch 'self' off).
 * - `<style>` elements need the nonce (MUI's emotion cache writes it on every style element it
 *   renders on the server and inserts in the browser) or, on a cached page, their hashes.
 * - Style attributes stay allowed (`style-src-attr`): MUI renders some (`style="--Paper-shadow:…"`)
 *   and an attribute can neither run script nor, under default-src, load anything from elsewhere.
 * - In development React needs eval for its debugging aids and Next's dev server injects styles
 *   without a nonce; a nonce in style-src would switch 'unsafe-inline' off, so it is left out there.
 * Images, fonts and fetches come from the site's own origin (default-src); no plugins, no other
 * base URL or form target, and no one may frame the site.
 * - Frames show the site's own pages and `blob:` documents: an employer reads an applicant's PDF
 *   resume in the page, fetched with their token (a private download) and framed from an object URL.
 *
 * @param {{ nonce: string } | { scriptHashes: string[]; styleHashes: string[] }} sources
 * @param {{ development: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy(sources, { development }) {
  const scriptSources =
    'nonce' in sources ? [`'nonce-${sources.nonce}'`, "'strict-dynamic'"] : [...new Set(sources.scriptHashes)];
  const styleSources = development
    ? ["'unsafe-inline'"]
    : 'nonce' in sources
      ? [`'nonce-${sources.nonce}'`]
      : [...new Set([...sources.styleHashes, EMPTY_STYLE_HASH])];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSources, ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", ...styleSources],
    'style-src-attr': ["'unsafe-inline'"],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([directive, list]) => `${directive} ${list.join(' ')}`)
    .join('; ');
}

/** Scripts the browser runs (not JSON data blocks such as JSON-LD, which no policy governs). */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript']);
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const SOURCE_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]*)/i;

/**
 * The hashes of a rendered page's inline scripts and style elements. Script and style are raw-text
 * elements: what stands between the tags is exactly the text the browser hashes.
 * @param {string} html
 * @returns {{ scriptHashes: string[]; styleHashes: string[] }}
 */
export function inlineHashes(html) {
  const scriptHashes = [];
  const styleHashes = [];
  for (const [, element, attributes, text] of html.matchAll(INLINE_ELEMENT)) {
    if (element.toLowerCase() === 'style') {
      styleHashes.push(hashSource(text));
      continue;
    }
    const type = (TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (SOURCE_ATTRIBUTE.test(attributes) || !EXECUTABLE_SCRIPT_TYPES.has(type)) continue;
    scriptHashes.push(hashSource(text));
  }
  return { scriptHashes, styleHashes };
}
