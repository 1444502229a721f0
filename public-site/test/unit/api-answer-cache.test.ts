import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { createApiAnswerCache, sharedMaxAge } from '../../server/api-answer-cache.mjs';
import { forward, upstreamAgent } from '../../server/forward.mjs';

const DOWN = () => ({ type: 'text/plain; charset=utf-8', body: 'down' });

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function ask(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (answer) => {
      let body = '';
      answer.on('data', (chunk) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode!, headers: answer.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the API answers kept at the site', () => {
  let upstream: http.Server;
  let front: http.Server;
  let frontUrl: string;
  /** How many requests reached the upstream, by path and query. */
  let reached: Map<string, number>;
  let clock: number;
  let cache: ReturnType<typeof createApiAnswerCache>;
  /** What the upstream answers: each request gets a body naming how many times its address was asked. */
  let answerHeaders: (url: string) => Record<string, string>;
  let status: number;

  beforeEach(async () => {
    reached = new Map();
    clock = 1_000_000;
    status = 200;
    answerHeaders = () => ({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=10, stale-while-revalidate=60', vary: 'Accept', etag: 'W/"v1"' });
    upstream = http.createServer((req, res) => {
      const count = (reached.get(req.url!) ?? 0) + 1;
      reached.set(req.url!, count);
      res.writeHead(status, { ...answerHeaders(req.url!), 'x-request-id': `upstream-${count}` });
      res.end(JSON.stringify({ url: req.url, count, accept: req.headers.accept ?? null }));
    });
    const origin = new URL(await listen(upstream));
    const agent = upstreamAgent();
    cache = createApiAnswerCache({ maxBytes: 1024 * 1024, now: () => clock });
    front = http.createServer((req, res) => {
      if (cache.serve(req, res)) return;
      forward(req, res, origin, agent, DOWN, { keep: cache.keeper(req) });
    });
    frontUrl = await listen(front);
  });
  afterEach(async () => {
    front.closeAllConnections();
    upstream.closeAllConnections();
    await Promise.all([close(front), close(upstream)]);
  });

  /** Asks `path` until the answer is kept (from the second request on), returning the kept body. */
  async function keep(path: string, headers: Record<string, string> = {}): Promise<string> {
    await ask(`${frontUrl}${path}`, headers);
    return (await ask(`${frontUrl}${path}`, headers)).body;
  }

  it('answers a public JSON answer from the second request on without asking the API, with its age and headers', async () => {
    const kept = await keep('/api/v1/searches/jobs?q=go');
    clock += 3_000;
    const third = await ask(`${frontUrl}/api/v1/searches/jobs?q=go`);

    expect(reached.get('/api/v1/searches/jobs?q=go')).to.equal(2);
    expect(third.body).to.equal(kept);
    expect(third.headers).to.include({ age: '3', etag: 'W/"v1"', vary: 'Accept', 'cache-control': 'public, max-age=10, stale-while-revalidate=60' });
    expect(third.headers['content-length']).to.equal(String(Buffer.byteLength(kept)));
    // One request's id is not every later visitor's.
    expect(third.headers).to.not.have.property('x-request-id');
  });

  it('answers a conditional request whose ETag matches with 304, and a HEAD without a body', async () => {
    await keep('/api/v1/jobs');
    expect((await ask(`${frontUrl}/api/v1/jobs`, { 'if-none-match': 'W/"v1"' })).status).to.equal(304);
    const head = await ask(`${frontUrl}/api/v1/jobs`, {}, 'HEAD');
    expect([head.status, head.body]).to.deep.equal([200, '']);
    expect(reached.get('/api/v1/jobs')).to.equal(2);
  });

  it('never answers a request that may be signed in from what it keeps, nor keeps its answer', async () => {
    await keep('/api/v1/jobs');
    const credentials: Record<string, string>[] = [{ authorization: 'Bearer token' }, { cookie: 'theme=dark; jwt_access=token' }, { cookie: 'jwt_access=token' }];
    for (const headers of credentials) {
      await ask(`${frontUrl}/api/v1/companies`, headers);
      await ask(`${frontUrl}/api/v1/companies`, headers);
      expect((await ask(`${frontUrl}/api/v1/jobs`, headers)).headers).to.not.have.property('age');
    }
    expect(reached.get('/api/v1/jobs')).to.equal(5);
    expect(reached.get('/api/v1/companies')).to.equal(6);
    // Another cookie is no credential.
    expect((await ask(`${frontUrl}/api/v1/jobs`, { cookie: 'theme=dark' })).headers).to.have.property('age');
  });

  it('keeps one copy per value of the headers the answer varies by', async () => {
    await keep('/api/v1/jobs', { accept: 'application/json' });
    const other = await ask(`${frontUrl}/api/v1/jobs`, { accept: 'application/vnd.api+json' });
    expect(JSON.parse(other.body)).to.include({ accept: 'application/vnd.api+json', count: 3 });
    expect(other.headers).to.not.have.property('age');
  });

  it('keeps nothing the API does not mark public for a while, nor failures, nor other than JSON', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/private', { 'content-type': 'application/json', 'cache-control': 'private, max-age=10' }],
      ['/no-store', { 'content-type': 'application/json', 'cache-control': 'no-store' }],
      ['/no-age', { 'content-type': 'application/json', 'cache-control': 'public' }],
      ['/vary-all', { 'content-type': 'application/json', 'cache-control': 'public, max-age=10', vary: '*' }],
      ['/cookie', { 'content-type': 'application/json', 'cache-control': 'public, max-age=10', 'set-cookie': 'a=b' }],
      ['/image', { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' }],
    ];
    answerHeaders = (url) => cases.find(([path]) => path === url)![1];
    for (const [path] of cases) {
      for (let i = 0; i < 3; i++) await ask(`${frontUrl}${path}`);
      expect(reached.get(path), path).to.equal(3);
    }
    answerHeaders = () => ({ 'content-type': 'application/json', 'cache-control': 'public, max-age=10' });
    status = 404;
    for (let i = 0; i < 3; i++) await ask(`${frontUrl}/api/v1/jobs?page[number]=999`);
    expect(reached.get('/api/v1/jobs?page[number]=999')).to.equal(3);
  });

  it('asks the API again once the answer is older than its max-age', async () => {
    await keep('/api/v1/jobs');
    clock += 9_999;
    expect((await ask(`${frontUrl}/api/v1/jobs`)).headers).to.have.property('age', '9');
    clock += 1;
    expect(JSON.parse((await ask(`${frontUrl}/api/v1/jobs`)).body)).to.include({ count: 3 });
  });

  it('drops everything at news of a change, and keeps no answer asked for before the news', async () => {
    await keep('/api/v1/jobs');
    cache.invalidate();
    expect(JSON.parse((await ask(`${frontUrl}/api/v1/jobs`)).body)).to.include({ count: 3 });

    // An answer on its way while the news arrives may show what was before: it is sent, not kept.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let hold = false;
    const slow = http.createServer(async (_req, res) => {
      if (hold) await held;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=10' });
      res.end('{"before":true}');
    });
    const slowOrigin = new URL(await listen(slow));
    const slowFront = http.createServer((req, res) => {
      if (cache.serve(req, res)) return;
      forward(req, res, slowOrigin, upstreamAgent(), DOWN, { keep: cache.keeper(req) });
    });
    const slowUrl = await listen(slowFront);
    try {
      await ask(`${slowUrl}/slow`);
      hold = true;
      const pending = ask(`${slowUrl}/slow`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      cache.invalidate();
      release();
      expect((await pending).body).to.equal('{"before":true}');
      hold = false;
      expect((await ask(`${slowUrl}/slow`)).headers).to.not.have.property('age');
    } finally {
      slowFront.closeAllConnections();
      slow.closeAllConnections();
      await Promise.all([close(slowFront), close(slow)]);
    }
  });

  it('keeps within its size, dropping the oldest first', async () => {
    const small = createApiAnswerCache({ maxBytes: 80, now: () => clock });
    front.removeAllListeners('request');
    const origin = new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    const agent = upstreamAgent();
    front.on('request', (req, res) => {
      if (small.serve(req, res)) return;
      forward(req, res, origin, agent, DOWN, { keep: small.keeper(req) });
    });
    await keep('/a');
    await keep('/b');
    await keep('/c');
    expect((await ask(`${frontUrl}/c`)).headers).to.have.property('age');
    expect((await ask(`${frontUrl}/a`)).headers).to.not.have.property('age');
  });
});

describe('how long a shared cache may keep an answer', () => {
  it('reads s-maxage before max-age, only for public answers', () => {
    expect(sharedMaxAge('public, max-age=10, stale-while-revalidate=60')).to.equal(10);
    expect(sharedMaxAge('public, max-age=0, s-maxage=5, must-revalidate')).to.equal(5);
    expect(sharedMaxAge('Public, Max-Age=30')).to.equal(30);
    expect(sharedMaxAge('public, max-age=0')).to.equal(null);
    expect(sharedMaxAge('max-age=10')).to.equal(null);
    expect(sharedMaxAge('public, max-age=10, no-cache')).to.equal(null);
    expect(sharedMaxAge('private, no-store')).to.equal(null);
    expect(sharedMaxAge(undefined)).to.equal(null);
  });
});
