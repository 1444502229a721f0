// The page cache: a public page is rendered once, kept in memory and served to every visitor; when
// the API says something it shows changed (see revalidation.mjs) it is rendered again, the old copy
// answering meanwhile. The HTML never depends on who
// asks — pages read no cookies; the signed-in header and saved applicant data come from the
// browser — so one copy serves everyone. See docs/architecture.md ("Page cache").
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { contentSecurityPolicy, inlineHashes } from '../src/lib/content-security-policy.mjs';
import { ByteBoundedMap } from './byte-bounded-map.mjs';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Quality 5: within a few percent of the best size for HTML at a fraction of quality 11's time. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * The pages kept, by path without `/jp`: content everyone sees. Not kept: the employer dashboard,
 * account, apply and sign-in pages (nothing to share, and fewer places for a mistake), and pages
 * whose address is a credential (password reset, e-mail confirmation, unsubscribe, staff preview).
 * A single segment is a landing page (`/go-jobs-in-japan`) or one of the site's own pages. The
 * share images (`/og/…`) are kept too, filed under the tags of what they show like their pages.
 */
const KEPT_PATHS = [
  /^\/$/,
  /^\/jobs$/,
  /^\/jobs\/[^/]+\/(?!apply$)[^/]+$/,
  /^\/companies(\/tags)?\/[^/]+$/,
  /^\/companies$/,
  /^\/blog(\/tags(\/ja_employer)?)?\/[^/]+$/,
  /^\/blog$/,
  /^\/skills\/[^/]+\/(jobs|companies)$/,
  /^\/newsletters\/[^/]+$/,
  /^\/hire(\/.*)?$/,
  /^\/og\/(jobs|companies|blog)\/[^/]+$/,
  /^\/og\/site$/,
  /^\/sitemap\.xml$/,
  /^\/sitemap\/\d+\.xml$/,
  /^\/[^/.]+$/,
];
const NOT_KEPT_SINGLE_SEGMENTS = new Set(['/logout', '/welcome', '/PasswordReset', '/PostCompanyRequest', '/import-job', '/employer', '/user', '/jp']);
/** Answers kept compressed and with a policy of their inline elements: pages and the sitemap. */
const TEXT_TYPE = /^(text\/|application\/xml)/;
/** Answers worth keeping: a page, or the page saying it does not exist or is gone (they change too, and are tagged). */
const KEPT_STATUSES = new Set([200, 404, 410]);
/** Headers that belong to one answer or that the cache writes itself. */
const NOT_KEPT_HEADERS = new Set([
  'cache-control', 'connection', 'content-encoding', 'content-length', 'content-security-policy', 'date', 'etag',
  'keep-alive', 'transfer-encoding', 'vary', 'x-middleware-rewrite', 'x-powered-by', 'set-cookie',
]);
/**
 * A browser asks again each time (max-age=0, answered 304 while the ETag holds); a shared cache in
 * front may keep a page for 5 s, the time a change may take to show anyway.
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=5, must-revalidate';
const NOT_STORED = 'private, no-store';
/**
 * After a change, the tagged pages are marked stale again this much later: an API process other
 * than the one that wrote may have answered the first new rendering a moment before it heard of
 * the change.
 */
const SECOND_STALE_MS = 2_000;
/**
 * How long a visitor of a stale page waits for its new rendering before getting the stale copy:
 * longer than a rendering takes on a busy machine (so the first visitor after a change sees it),
 * short enough that a stream of changes or a slow API never makes pages slow.
 */
const STALE_WAIT_MS = 3_000;
/**
 * With this many renderings under way the renderer is behind (a stream of changes on a busy
 * machine): a visitor of a stale page gets the stale copy at once, since waiting would only queue
 * them behind the backlog. The new rendering is still begun.
 */
const BUSY_RENDERINGS = 8;

/** The path a page is known by: `/jp/jobs` is the Japanese `/jobs`. */
function pagePath(url) {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (path === '/jp') return '/';
  return path.startsWith('/jp/') ? path.slice(3) : path;
}

/** Whether a visitor's request may be answered from the cache: a document (not Next's in-app navigation data) of a kept page. */
export function isKeptRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const headers = req.headers;
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-router-state-tree'] || headers['next-action']) return false;
  if (req.url.includes('_rsc=')) return false;
  const path = pagePath(req.url);
  if (NOT_KEPT_SINGLE_SEGMENTS.has(path)) return false;
  return KEPT_PATHS.some((pattern) => pattern.test(path));
}

function preferredEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * A rendering's answer with the page tags it noted, which arrive separately (over IPC from the
 * renderer) as the rendering ends: they are awaited for `timeoutMs` from the page's last byte, not
 * from the start, since a rendering slowed by a busy machine is no reason to throw it away (thrown
 * away, it is begun again at the next visit and feeds the backlog that slowed it).
 * @template T
 * @param {Promise<T>} page
 * @param {Promise<Set<string>>} tags
 * @param {{ timeoutMs: number, url: string }} options
 * @returns {Promise<T & { tags: Set<string> }>}
 */
export async function withPageTags(page, tags, { timeoutMs, url }) {
  const answer = await page;
  let timer;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no page tags from the renderer for ${url}`)), timeoutMs)));
  try {
    return { ...answer, tags: await Promise.race([tags, late]) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * @param {{
 *   render: (req: import('node:http').IncomingMessage) => Promise<{ status: number, headers: Record<string, string | string[]>, body: Buffer, tags: Set<string> }>,
 *   maxBytes: number,
 *   maxAgeMs: number,
 *   staleWaitMs?: number,
 *   busyRenderings?: number,
 *   development?: boolean,
 *   onError?: (error: unknown) => void,
 * }} options
 */
export function createPageCache(options) {
  /** url → entry, least recently used first. An entry may be stale: shown while its new rendering is made. */
  const entries = new ByteBoundedMap(options.maxBytes);
  /** url → the rendering under way, shared by the visitors who ask meanwhile. */
  const rendering = new Map();
  /** tag → the change count when it last changed: a rendering begun before then is kept stale. */
  const changedAt = new Map();
  let changes = 0;

  function markTaggedStale(tags) {
    for (const entry of entries.values()) if (tags.some((tag) => entry.tags.has(tag))) entry.stale = true;
  }

  async function fill(req) {
    const begunAt = changes;
    const page = await options.render(req);
    // A cookie is for one visitor: such an answer is rendered again for each.
    if (page.headers['set-cookie']) return null;
    const keepable = KEPT_STATUSES.has(page.status);
    const entry = await entryOf(page, page.tags, keepable);
    // Begun before a change to what it shows: newer than the copy it replaces, but to be rendered
    // again at the next visit.
    entry.stale = [...page.tags].some((tag) => (changedAt.get(tag) ?? -1) > begunAt);
    if (keepable) entries.set(req.url, entry);
    return entry;
  }

  /** The rendering of a URL under way, or a new one; at most one at a time per URL. */
  function renderingOf(req) {
    let pending = rendering.get(req.url);
    if (!pending) {
      pending = fill(req).finally(() => {
        if (rendering.get(req.url) === pending) rendering.delete(req.url);
      });
      rendering.set(req.url, pending);
    }
    return pending;
  }

  /**
   * A rendered answer as it is sent: kept ones with the shared caching headers and an ETag; the
   * others (a redirect, an error page — the API may be down) go to the visitors who waited for
   * them, marked not to be stored.
   */
  async function entryOf(page, tags, keepable) {
    const headers = {};
    for (const [name, value] of Object.entries(page.headers)) if (!NOT_KEPT_HEADERS.has(name)) headers[name] = value;
    const vary = String(page.headers.vary ?? '');
    headers.vary = /accept-encoding/i.test(vary) ? vary : [vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    headers['cache-control'] = keepable ? CACHE_CONTROL : NOT_STORED;
    if (keepable) headers.etag = `W/"${createHash('sha1').update(page.body).digest('base64url').slice(0, 27)}"`;
    // A share image (PNG) is already compressed and runs nothing: it is kept as it is.
    if (!TEXT_TYPE.test(String(page.headers['content-type'] ?? ''))) {
      return { status: page.status, headers, bodies: { identity: page.body }, tags, storedAt: Date.now(), bytes: page.body.length };
    }
    headers['content-security-policy'] = contentSecurityPolicy(inlineHashes(page.body.toString('utf8')), { development: Boolean(options.development) });
    const [gzipped, brotlied] = await Promise.all([gzip(page.body), brotli(page.body, BROTLI_OPTIONS)]);
    return {
      status: page.status,
      headers,
      bodies: { identity: page.body, gzip: gzipped, br: brotlied },
      tags,
      storedAt: Date.now(),
      bytes: page.body.length + gzipped.length + brotlied.length,
    };
  }

  /** @param {'hit' | 'stale' | 'miss'} source */
  function send(req, res, entry, source) {
    const accepted = preferredEncoding(req.headers['accept-encoding']);
    const encoding = accepted && entry.bodies[accepted] ? accepted : null;
    const body = entry.bodies[encoding ?? 'identity'];
    const headers = { ...entry.headers, 'x-cache': source };
    if (encoding) headers['content-encoding'] = encoding;
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && entry.headers.etag && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.headers.etag)) {
      // The browser updates its copy's headers from these: the page's own policy replaces the
      // baseline one every answer starts with, or the copy would run under `default-src 'none'`.
      const { etag, vary, 'content-security-policy': policy } = entry.headers;
      res.writeHead(304, { etag, vary, 'cache-control': CACHE_CONTROL, ...(policy && { 'content-security-policy': policy }), 'x-cache': headers['x-cache'] });
      return res.end();
    }
    headers['content-length'] = body.length;
    res.writeHead(entry.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** The page's new rendering if it is done within `ms`, else null (it goes on for the next visitors). */
  function newRenderingWithin(req, ms) {
    const pending = renderingOf(req).catch((error) => {
      options.onError?.(error);
      return null;
    });
    if (ms === Infinity) return pending;
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, ms, null)));
    return Promise.race([pending, late]).finally(() => clearTimeout(timer));
  }

  return {
    /**
     * Answers a kept page from the cache, rendering it first if there is no copy. For a stale copy
     * (something it shows changed, or it is older than the safety expiry) one new rendering is
     * made, shared by everyone who asks meanwhile; a visitor waits for it a few seconds at most and
     * then gets the stale copy (at once while the renderer is behind; a page that answered 404 or
     * 410 is waited for in full), so an editor who publishes and looks sees the change, and under a
     * stream of changes or a slow API nobody queues behind renderings (nor gets an error page where
     * a copy exists). False when the answer sets a cookie (or the rendering failed): the caller
     * renders it for this visitor.
     */
    async serve(req, res) {
      const kept = entries.touch(req.url);
      if (kept) {
        const expired = Date.now() - kept.storedAt >= options.maxAgeMs;
        if (!kept.stale && !expired) {
          send(req, res, kept, 'hit');
          return true;
        }
        // A page that did not exist is worth nothing stale: its visitor waits for the new rendering
        // (the post just published must not answer 404).
        const busy = rendering.size >= (options.busyRenderings ?? BUSY_RENDERINGS);
        const waitMs = kept.status !== 200 ? Infinity : busy ? 0 : (options.staleWaitMs ?? STALE_WAIT_MS);
        const fresh = await newRenderingWithin(req, waitMs);
        if (fresh && KEPT_STATUSES.has(fresh.status)) send(req, res, fresh, 'miss');
        else send(req, res, kept, 'stale');
        return true;
      }
      let entry;
      try {
        entry = await renderingOf(req);
      } catch (error) {
        options.onError?.(error);
        return false;
      }
      if (!entry) return false;
      send(req, res, entry, 'miss');
      return true;
    },

    /** Marks every page showing any of the tags stale, now and once more shortly after. */
    invalidate(tags) {
      changes++;
      for (const tag of tags) changedAt.set(tag, changes);
      markTaggedStale(tags);
      setTimeout(() => markTaggedStale(tags), SECOND_STALE_MS).unref();
    },

    /** Marks every page stale: news may have been missed (Redis was unreachable for a while). */
    clear() {
      changes++;
      for (const entry of entries.values()) entry.stale = true;
    },

    get size() {
      return { pages: entries.size, bytes: entries.bytes };
    },
  };
}
