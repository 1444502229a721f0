import { hash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

/** A body already serialized to UTF-8 JSON, in pieces (e.g. cached fragments): hashed by the pieces' digests, joined once to send. */
class JsonParts {
  constructor(readonly parts: Buffer[]) {}
}

const CACHING = Symbol('responseCache');

/** Digests of long-lived JSON fragments (kept card and company bytes), taken once. */
const fragmentDigests = new WeakMap<Buffer, Buffer>();

/**
 * Marks bytes that many answers are made of: an answer's ETag then hashes their digest instead of
 * their bytes (hashing every 35 KB answer was ~6 % of a search request in the search benchmark).
 * Still a hash of the content, so every API process gives the same answer the same ETag.
 */
export function jsonFragment(bytes: Buffer): Buffer {
  fragmentDigests.set(bytes, hash('sha1', bytes, 'buffer'));
  return bytes;
}

/** One hash call over the parts' digests: an update per part cost more than the hashing itself. */
function etagOf(parts: Buffer[]): string {
  const digests = Buffer.concat(parts.map((part) => fragmentDigests.get(part) ?? part));
  return `W/"${hash('sha1', digests, 'base64url').slice(0, 27)}"`;
}

/** Writes JSON pieces as one response (the header as Express would set it, without its lookups). */
function writeParts(res: Response, parts: Buffer[]): void {
  const body = Buffer.concat(parts);
  // A client that asked for the JSON:API media type has it set already.
  if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** Sends already-serialized JSON, through the response cache when it handles this request. */
export function sendJsonParts(res: Response, parts: Buffer[]): void {
  if (res.locals[CACHING as unknown as string]) res.json(new JsonParts(parts));
  else writeParts(res, parts);
}

/** FNV-1a of a string's UTF-16 code units, cut to 30 bits so V8 keeps it as a small integer. */
function hash30(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash & 0x3fffffff;
}

/**
 * Caches anonymous GET responses in memory while `version()` stays the same (the search index
 * bumps it on every change), and gives them an ETag so repeat reads can answer 304. Signed-in
 * requests are never cached. The ETag is the body's hash alone, so every API process gives the
 * same answer the same ETag.
 *
 * A URL's body is kept from its second request on: most search URLs are asked once, and keeping
 * each of them (tens of KB apiece, thousands a minute under load) churned memory enough to force
 * full garbage collections every few seconds, the main cause of slow responses at 100k jobs.
 */
export function responseCache(options: { version: () => number; maxEntries?: number; maxAgeSeconds?: number }): RequestHandler {
  const maxEntries = options.maxEntries ?? 2000;
  const entries = new Map<string, { version: number; body: Buffer; etag: string }>();
  /**
   * URLs answered once at the given version, by a 30-bit hash of the URL, in two generations: the
   * next request for one is kept. When the newer generation is full the older one is dropped whole
   * (evicting one URL at a time from the front of a Map made every later eviction skip the holes
   * left, ~2 µs a request). Holding the URLs themselves kept every unique search's URL string alive
   * for a second or two, long enough to move it to the old generation, a quarter of what full
   * garbage collections had to clear under the search mix; numbers this small are not objects.
   * Two URLs sharing a hash only means one is kept from its first request.
   */
  let seenOnce = new Map<number, number>();
  let seenBefore = new Map<number, number>();
  const cacheControl = `public, max-age=${options.maxAgeSeconds ?? 10}, stale-while-revalidate=60`;

  function admit(key: string, version: number, parts: Buffer[], etag: string) {
    const seenKey = hash30(key);
    if ((seenOnce.get(seenKey) ?? seenBefore.get(seenKey)) !== version) {
      seenOnce.set(seenKey, version);
      if (seenOnce.size >= maxEntries * 2) [seenBefore, seenOnce] = [seenOnce, new Map()];
      return;
    }
    seenOnce.delete(seenKey);
    seenBefore.delete(seenKey);
    entries.set(key, { version, body: Buffer.concat(parts), etag });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return (req, res, next) => {
    if (req.method !== 'GET' || req.get('authorization') || req.account) return next();
    res.setHeader('Cache-Control', cacheControl);
    const key = req.originalUrl;
    const version = options.version();
    const hit = entries.get(key);
    if (hit && hit.version === version) {
      entries.delete(key);
      entries.set(key, hit);
      res.setHeader('ETag', hit.etag);
      res.setHeader('X-Cache', 'hit');
      if (req.fresh) return res.status(304).end();
      writeParts(res, [hit.body]);
      return;
    }
    const json = res.json.bind(res);
    res.locals[CACHING as unknown as string] = true;
    res.json = (body: unknown) => {
      if (body instanceof JsonParts && res.statusCode !== 200) return writeParts(res, body.parts) as never;
      if (res.statusCode !== 200) return json(body);
      const parts = body instanceof JsonParts ? body.parts : [Buffer.from(JSON.stringify(body))];
      const etag = etagOf(parts);
      admit(key, version, parts, etag);
      res.setHeader('ETag', etag);
      res.setHeader('X-Cache', 'miss');
      if (req.fresh) return res.status(304).end() as never;
      return writeParts(res, parts) as never;
    };
    next();
  };
}
