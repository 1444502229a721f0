import { expect } from 'chai';
import express from 'express';
import request from 'supertest';
import { responseCache } from '../../src/lib/cache/response-cache.js';

/** A bare app whose answers name the URL and the data version they were made at. */
function cachedApp(maxEntries: number) {
  const state = { version: 1, made: 0 };
  const app = express();
  app.get('/items', responseCache({ version: () => state.version, maxEntries }), (req, res) => {
    state.made++;
    res.json({ url: req.originalUrl, version: state.version });
  });
  return { app, state };
}

async function cacheHeader(app: express.Express, url: string) {
  const res = await request(app).get(url).expect(200);
  return res.headers['x-cache'];
}

describe('response cache', () => {
  it('keeps a URL from its second request on, until the data version changes', async () => {
    const { app, state } = cachedApp(10);
    expect(await cacheHeader(app, '/items?a=1')).to.equal('miss');
    expect(await cacheHeader(app, '/items?a=1')).to.equal('miss');
    expect(await cacheHeader(app, '/items?a=1')).to.equal('hit');
    expect(state.made).to.equal(2);
    state.version++;
    expect(await cacheHeader(app, '/items?a=1')).to.equal('miss');
  });

  it('remembers a URL asked once while at least twice maxEntries other URLs follow, not forever', async () => {
    const maxEntries = 5;
    const { app } = cachedApp(maxEntries);
    const askOthers = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++) await cacheHeader(app, `/items?other=${i}`);
    };
    await cacheHeader(app, '/items?kept=1');
    await askOthers(0, 2 * maxEntries - 1);
    await cacheHeader(app, '/items?kept=1');
    expect(await cacheHeader(app, '/items?kept=1'), 'remembered after 2×maxEntries others').to.equal('hit');

    await cacheHeader(app, '/items?forgotten=1');
    await askOthers(100, 4 * maxEntries);
    await cacheHeader(app, '/items?forgotten=1');
    expect(await cacheHeader(app, '/items?forgotten=1'), 'forgotten after 4×maxEntries others').to.equal('miss');
  });

  it('gives equal bodies equal ETags and answers 304 to a matching If-None-Match', async () => {
    const { app } = cachedApp(10);
    const first = await request(app).get('/items?b=1').expect(200);
    expect(first.headers.etag).to.match(/^W\/"[\w-]{27}"$/);
    await request(app).get('/items?b=1').set('if-none-match', first.headers.etag).expect(304);
    const other = await request(app).get('/items?b=2').expect(200);
    expect(other.headers.etag).to.not.equal(first.headers.etag);
  });
});
