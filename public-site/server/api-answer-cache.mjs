// The API's public answers kept for a moment in this process, as a CDN in front of the site would
// keep them: a JSON answer the API marks `public, max-age=N` (its job and company lists and
// searches) is answered from here to anonymous visitors for N seconds at most, and dropped as soon
// as the API says anything changed (the news that makes pages stale). A visitor who may be signed
// in always reaches the API. See docs/architecture.md ("API answers at the site's origin").
import { ACCESS_COOKIE } from '@shigoto/db/access-cookie';
import { ByteBoundedMap } from './byte-bounded-map.mjs';

const JSON_TYPE = /^application\/(vnd\.api\+)?json\b/i;
/** Answers larger than this are not kept: lists and searches are tens of KB. */
const MAX_ANSWER_BYTES = 512 * 1024;
/** How many addresses asked once are remembered: an address is kept from its second request on. */
const MAX_SEEN = 5_000;
/**
 * After news of a change, everything kept is dropped again this much later: an API process other
 * than the one that wrote may have answered a moment before it heard of the change.
 */
const SECOND_CLEAR_MS = 2_000;
/** Headers that belong to one answer or one connection, not to what is kept. */
const NOT_KEPT_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'age', 'x-request-id', 'x-cache']);
const ACCESS_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${ACCESS_COOKIE}=`);

/** Whether a request may be signed in: it carries a bearer token or the access cookie. */
function mayBeSignedIn(req) {
  return req.headers.authorization !== undefined || ACCESS_COOKIE_PATTERN.test(req.headers.cookie ?? '');
}

/** Seconds a shared cache may keep an answer, from its Cache-Control; null when it may not. */
export function sharedMaxAge(cacheControl) {
  if (typeof cacheControl !== 'string') return null;
  const directives = cacheControl.toLowerCase().split(',').map((directive) => directive.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return null;
  const age = (name) => directives.find((d) => d.startsWith(`${name}=`))?.slice(name.length + 1);
  const seconds = Number(age('s-maxage') ?? age('max-age'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/** The request headers an answer varies by (its `Vary`), lower-cased; null for `Vary: *`. */
function varyNames(vary) {
  if (!vary) return [];
  const names = String(vary).toLowerCase().split(',').map((name) => name.trim()).filter(Boolean);
  return names.includes('*') ? null : names;
}

/**
 * @param {{ maxBytes: number, now?: () => number }} options
 */
export function createApiAnswerCache({ maxBytes, now = Date.now }) {
  /** By address, oldest first: status 200 answers, each with the request header values it was given for. */
  const entries = new ByteBoundedMap(maxBytes);
  let seen = new Set();
  /** Counts the news of changes: an answer asked for before the latest news is not kept. */
  let generation = 0;

  function clear() {
    entries.clear();
    seen = new Set();
    generation++;
  }

  return {
    /** Answers the request from what is kept, if anything fits it; false when the API must answer. */
    serve(req, res) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || mayBeSignedIn(req) || req.headers.range) return false;
      const entry = entries.get(req.url);
      if (!entry) return false;
      if (now() >= entry.expiresAt) {
        entries.delete(req.url);
        return false;
      }
      if (!entry.vary.every(([name, value]) => req.headers[name] === value)) return false;
      const headers = { ...entry.headers, age: String(Math.floor((now() - entry.storedAt) / 1000)) };
      if (entry.etag && req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === entry.etag)) {
        res.writeHead(304, headers);
        res.end();
        return true;
      }
      res.writeHead(200, { ...headers, 'content-length': entry.body.length });
      res.end(req.method === 'HEAD' ? undefined : entry.body);
      return true;
    },

    /**
     * What keeps the API's answer to a request this cache may answer next time: a function to
     * give the upstream answer to (it reads the answer alongside whoever sends it on), or null.
     */
    keeper(req) {
      if (req.method !== 'GET' || mayBeSignedIn(req) || req.headers.range) return null;
      const url = req.url;
      if (!seen.has(url)) {
        if (seen.size >= MAX_SEEN) seen = new Set();
        seen.add(url);
        return null;
      }
      const askedAt = generation;
      return (answer) => {
        const maxAge = sharedMaxAge(answer.headers['cache-control']);
        const vary = varyNames(answer.headers.vary);
        if (answer.statusCode !== 200 || maxAge === null || vary === null || answer.headers['set-cookie'] || !JSON_TYPE.test(answer.headers['content-type'] ?? '')) return;
        const chunks = [];
        let size = 0;
        answer.on('data', (chunk) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        answer.on('end', () => {
          if (!answer.complete || size > MAX_ANSWER_BYTES || askedAt !== generation) return;
          const headers = {};
          for (const name in answer.headers) if (!NOT_KEPT_HEADERS.has(name)) headers[name] = answer.headers[name];
          const storedAt = now();
          const body = Buffer.concat(chunks);
          entries.set(url, {
            body,
            bytes: body.length,
            headers,
            etag: answer.headers.etag ?? null,
            vary: vary.map((name) => [name, req.headers[name]]),
            storedAt,
            expiresAt: storedAt + maxAge * 1000,
          });
        });
      };
    },

    /** News that something changed: everything kept is dropped now, and once more a moment later. */
    invalidate() {
      clear();
      setTimeout(clear, SECOND_CLEAR_MS).unref();
    },
  };
}
