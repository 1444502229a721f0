import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

/** A body already serialized to UTF-8 JSON (e.g. assembled from cached fragments): sent as is. */
class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

const CACHING = Symbol('responseCache');

/** Sends already-serialized JSON, through the response cache when it handles this request. */
export function sendJsonBytes(res: Response, bytes: Buffer): void {
  if (res.locals[CACHING as unknown as string]) res.json(new JsonBytes(bytes));
  else res.type('application/json').send(bytes);
}

/**
 * Caches anonymous GET responses in memory while `version()` stays the same (the search index
 * bumps it on every change), and gives them an ETag so repeat reads can answer 304. Signed-in
 * requests are never cached. The ETag is the body's hash alone, so every API process gives the
 * same answer the same ETag. A body is encoded to UTF-8 once: hashed, kept and sent as bytes.
 */
export function responseCache(options: { version: () => number; maxEntries?: number; maxAgeSeconds?: number }): RequestHandler {
  const maxEntries = options.maxEntries ?? 2000;
  const entries = new Map<string, { version: number; body: Buffer; etag: string }>();
  const cacheControl = `public, max-age=${options.maxAgeSeconds ?? 10}, stale-while-revalidate=60`;

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
      res.type('application/json').send(hit.body);
      return;
    }
    const json = res.json.bind(res);
    res.locals[CACHING as unknown as string] = true;
    res.json = (body: unknown) => {
      if (body instanceof JsonBytes && res.statusCode !== 200) return res.type('application/json').send(body.bytes);
      if (res.statusCode === 200) {
        const bytes = body instanceof JsonBytes ? body.bytes : Buffer.from(JSON.stringify(body));
        const etag = `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`;
        entries.set(key, { version, body: bytes, etag });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        res.setHeader('ETag', etag);
        res.setHeader('X-Cache', 'miss');
        if (req.fresh) return res.status(304).end() as never;
        return res.type('application/json').send(bytes);
      }
      return json(body);
    };
    next();
  };
}
