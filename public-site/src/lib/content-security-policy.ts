/** The request header through which the proxy hands a page's nonce to the layout, for MUI's style cache. */
export const NONCE_HEADER = 'x-nonce';

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The pages' Content-Security-Policy, with the response's nonce.
 * - Scripts run only with the nonce (Next reads it from the request's policy header and puts it on
 *   its own scripts) or when loaded by such a script ('strict-dynamic'; 'self' serves browsers
 *   that predate it).
 * - `<style>` elements need the nonce as well: MUI's emotion cache writes it on every style element
 *   it renders on the server and inserts in the browser.
 * - Style attributes stay allowed (`style-src-attr`): MUI renders some (`style="--Paper-shadow:…"`)
 *   and an attribute can neither run script nor, under default-src, load anything from elsewhere.
 * - In development React needs eval for its debugging aids and Next's dev server injects styles
 *   without a nonce; a nonce in style-src would switch 'unsafe-inline' off, so it is left out there.
 * Images, fonts and fetches come from the site's own origin (default-src); no plugins, no other
 * base URL or form target, and no one may frame the site.
 * - Frames show the site's own pages and `blob:` documents: an employer reads an applicant's PDF
 *   resume in the page, fetched with their token (a private download) and framed from an object URL.
 */
export function contentSecurityPolicy(nonce: string, { development }: { development: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", development ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}
