import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { REVALIDATION_PATH, SIGNATURE_HEADER, revalidationSignature as signature } from '@shigoto/db/page-tags';
import { createRevalidationBus, handleRevalidation } from '../../server/revalidation.mjs';
import { readSiteConfig } from '../../server/site-config.mjs';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('the revalidation endpoint', () => {
  let server: http.Server;
  let url: string;
  let published: string[][];
  let publishFails = false;

  before(async () => {
    server = http.createServer((req, res) =>
      handleRevalidation(req, res, {
        secret: SECRET,
        publish: async (tags: string[]) => {
          if (publishFails) throw new Error('redis down');
          published.push(tags);
        },
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${REVALIDATION_PATH}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    published = [];
    publishFails = false;
  });

  const post = (body: string, sign = signature(SECRET, body)) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign }, body });

  it('drops the named pages when the message is signed with the shared secret', async () => {
    const answer = await post(JSON.stringify({ tags: ['jobs', 'counts', 'jobs'], at: Date.now() }));
    expect(answer.status).to.equal(204);
    expect(published).to.deep.equal([['jobs', 'counts']]);
  });

  it('takes the tags of one job or company, and no other shape of tag', async () => {
    expect((await post(JSON.stringify({ tags: ['job:go-engineer-at-acme', 'company:acme'], at: Date.now() }))).status).to.equal(204);
    expect(published).to.deep.equal([['job:go-engineer-at-acme', 'company:acme']]);
    for (const tag of ['job:', 'user:1', 'company:../x', 'job:a b']) expect((await post(JSON.stringify({ tags: [tag], at: Date.now() }))).status, tag).to.equal(422);
  });

  it('refuses a message signed with another secret, or not signed, and drops nothing', async () => {
    const body = JSON.stringify({ tags: ['jobs'], at: Date.now() });
    expect((await post(body, signature('another-secret-of-thirty-two-characters!', body))).status).to.equal(401);
    expect((await fetch(url, { method: 'POST', body })).status).to.equal(401);
    expect(published).to.deep.equal([]);
  });

  it('refuses a signed message replayed later than five minutes', async () => {
    expect((await post(JSON.stringify({ tags: ['jobs'], at: Date.now() - 6 * 60_000 }))).status).to.equal(401);
    expect(published).to.deep.equal([]);
  });

  it('answers 422 to tags the site does not know and 503 when the other processes could not be told', async () => {
    expect((await post(JSON.stringify({ tags: ['everything'], at: Date.now() }))).status).to.equal(422);
    publishFails = true;
    expect((await post(JSON.stringify({ tags: ['blog'], at: Date.now() }))).status).to.equal(503);
  });
});

describe('the site server’s settings', () => {
  it('names every wrong setting at once', () => {
    expect(() => readSiteConfig({ REVALIDATE_SECRET: 'short', REDIS_URL: 'http://x', PAGE_CACHE_MB: '-1', API_INTERNAL_URL: 'ftp://api' }))
      .to.throw(/REVALIDATE_SECRET must be at least 32 characters[\s\S]*API_INTERNAL_URL[\s\S]*REDIS_URL[\s\S]*PAGE_CACHE_MB/);
  });

  it('caches no pages without the secret the API signs with', () => {
    expect(readSiteConfig({}).revalidateSecret).to.equal(null);
    expect(readSiteConfig({ REVALIDATE_SECRET: SECRET, REDIS_URL: 'redis://127.0.0.1:6379/0' })).to.include({ revalidateSecret: SECRET, redisUrl: 'redis://127.0.0.1:6379/0', port: 3000 });
  });
});

describe('news of changed pages between site processes (Redis)', function () {
  before(function () {
    if (!process.env.REDIS_URL) this.skip();
  });

  it('reaches every site process, the one that was told included', async () => {
    const heard: string[][][] = [[], []];
    const buses = await Promise.all(
      heard.map((list) => createRevalidationBus({ redisUrl: process.env.REDIS_URL!, invalidate: (tags: string[]) => list.push(tags), invalidateAll: () => {}, onError: () => {} })),
    );
    try {
      await buses[0].publish(['blog']);
      const deadline = Date.now() + 2000;
      while (heard[1].length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard[1]).to.deep.equal([['blog']]);
      expect(heard[0]).to.deep.include(['blog']);
    } finally {
      await Promise.all(buses.map((bus) => bus.close()));
    }
  });
});

describe('news of changed pages while Redis is away', () => {
  it('starts anyway, reporting the problem, so the site serves its pages', async () => {
    const problems: unknown[] = [];
    const started = Date.now();
    const dropped: string[][] = [];
    const bus = await createRevalidationBus({ redisUrl: 'redis://127.0.0.1:1/0', invalidate: (tags: string[]) => dropped.push(tags), invalidateAll: () => {}, onError: (error: unknown) => problems.push(error) });
    try {
      expect(Date.now() - started).to.be.below(5000);
      expect(problems).to.not.be.empty;
      // News of a change drops this process's pages at once and fails at once for the others (the
      // API queues a retry), instead of holding the writer's answer through reconnection attempts.
      const publishing = Date.now();
      let refused = false;
      await bus.publish(['job:platform-engineer']).catch(() => (refused = true));
      expect(refused).to.equal(true);
      expect(Date.now() - publishing).to.be.below(100);
      expect(dropped).to.deep.equal([['job:platform-engineer']]);
    } finally {
      await bus.close();
    }
  });
});
