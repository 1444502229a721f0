// How the site hears that pages changed. The API's queued job posts the tags of what changed to
// `POST /_shigoto/revalidate`, signed with the secret both share; this process marks those pages
// stale and, with Redis, tells every other site process to do the same.
import { timingSafeEqual } from 'node:crypto';
import { PAGE_TAGS, SIGNATURE_HEADER, isPageTag, revalidationSignature } from '@shigoto/db/page-tags';

const CHANNEL = 'shigoto:page-revalidations';
/** A signed message older or newer than this is refused: a recorded call cannot be replayed later. */
const MAX_CLOCK_DISTANCE_MS = 5 * 60_000;
const MAX_BODY_BYTES = 16 * 1024;


function isSignedBy(secret, body, header) {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(revalidationSignature(secret, body));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The tags of a well-formed, fresh message; a reason otherwise. */
export function readMessage(body, now = Date.now()) {
  let message;
  try {
    message = JSON.parse(body.toString('utf8'));
  } catch {
    return { error: 'body is not JSON' };
  }
  const { tags, at } = message ?? {};
  if (!Array.isArray(tags) || !tags.length || !tags.every(isPageTag)) {
    return { error: `tags must be a non-empty list of page tags: job:<slug>, company:<slug>, ${PAGE_TAGS.join(', ')}` };
  }
  if (typeof at !== 'number' || Math.abs(now - at) > MAX_CLOCK_DISTANCE_MS) return { stale: true };
  return { tags: [...new Set(tags)] };
}

function answer(res, status, message) {
  const body = message === undefined ? '' : JSON.stringify({ errors: [message] });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(body);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Answers the revalidation endpoint: 204 once the pages are dropped here and the other processes
 * are told; 401 unsigned, wrongly signed or stale; 422 a malformed message; 503 when Redis could not
 * take the news for the other processes (the API's job tries again).
 * @param {{ secret: string | null, publish: (tags: string[]) => Promise<void> }} options
 */
export async function handleRevalidation(req, res, options) {
  if (req.method !== 'POST') return answer(res, 405, 'POST only');
  let body;
  try {
    body = await readBody(req);
  } catch {
    return answer(res, 413, 'body too large');
  }
  if (!options.secret || !isSignedBy(options.secret, body, req.headers[SIGNATURE_HEADER.toLowerCase()])) return answer(res, 401, 'bad signature');
  const message = readMessage(body);
  if (message.stale) return answer(res, 401, 'message too old or from the future');
  if (message.error) return answer(res, 422, message.error);
  try {
    await options.publish(message.tags);
  } catch {
    return answer(res, 503, 'could not tell the other site processes');
  }
  answer(res, 204);
}

/**
 * Where news of changed pages goes: this process's cache, and with Redis every site process's
 * (this one included, through its own subscription — dropping twice costs nothing).
 * A subscription that was cut may have missed news: when it is back, every page is dropped.
 * @param {{ redisUrl: string | null, invalidate: (tags: string[]) => void, invalidateAll: () => void, onError: (error: unknown) => void }} options
 */
export async function createRevalidationBus({ redisUrl, invalidate, invalidateAll, onError }) {
  if (!redisUrl) {
    return { publish: async (tags) => invalidate(tags), close: async () => {} };
  }
  const { Redis } = await import('ioredis');
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (_channel, message) => {
    try {
      invalidate(JSON.parse(message));
    } catch (error) {
      onError(error);
    }
  });
  // Redis away at start does not keep the site from serving: the subscription is made again each
  // time the connection is ready, and every page is dropped then, since news may have been missed.
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).catch(onError);
    invalidateAll();
  });
  await subscriber.subscribe(CHANNEL).catch(onError);
  return {
    async publish(tags) {
      invalidate(tags);
      // While Redis is away the news cannot reach the others now; failing at once lets the API
      // queue a retry instead of waiting through reconnection attempts (and every page is dropped
      // when the subscription is back).
      if (publisher.status !== 'ready') throw new Error('Redis is not connected; the other site processes were not told');
      await publisher.publish(CHANNEL, JSON.stringify(tags));
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
