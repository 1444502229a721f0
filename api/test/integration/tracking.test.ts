import { expect } from 'chai';
import { createApp } from '../../src/app.js';
import { createContext } from '../../src/context.js';
import { createTrackingWriter, looksLikeTestData, toTrackingRow } from '../../src/modules/submissions/tracking.js';
import request from 'supertest';
import { api, signInStaff } from '../helpers/agent.js';
import { testApp, testConfig } from '../helpers/context.js';
import { errorsOf } from '../helpers/errors.js';

let address = 0;
const track = (data: unknown, options: { userAgent?: string; query?: string; ip?: string } = {}) =>
  api()
    .post(`/api/v1/trackings${options.query ?? ''}`)
    .set('x-forwarded-for', options.ip ?? `192.0.2.${(++address % 250) + 1}`)
    .set('user-agent', options.userAgent ?? 'Mozilla/5.0 (Macintosh) Safari/605.1.15')
    .send({ data });

const events = () => testApp().ctx.db.models.TrackingEvent.findAll({ order: [['id', 'ASC']] });

describe('POST /api/v1/trackings {data}', () => {
  afterEach(() => testApp().ctx.services.tracking.flush());

  it('accepts an event at once and writes it with the next flush', async () => {
    const res = await track({
      type: 'LEAD_SUBMISSION',
      origin: 'job-modal',
      page_location: 'https://shigoto.example/jobs/go-engineer',
      email: 'seeker@mail.example',
      exit_intent: true,
      ab_tests: { hero: 'b' },
      utm: { source: 'twitter', medium: 'social', campaign: 'spring' },
      fbclid: 'fb-1',
      twclid: 'tw-1',
    }).expect(202);
    expect(res.body).to.deep.equal({ meta: { tracked: true } });
    await testApp().ctx.services.tracking.flush();
    const rows = (await events()).map((e) => e.get({ plain: true }));
    expect(rows).to.have.length(1);
    expect(rows[0]).to.deep.include({
      type: 'LEAD_SUBMISSION',
      origin: 'job-modal',
      email: 'seeker@mail.example',
      exit_intent: true,
      ab_tests: { hero: 'b' },
      utm_source: 'twitter',
      utm_medium: 'social',
      utm_campaign: 'spring',
      fbclid: 'fb-1',
      twclid: 'tw-1',
    });
  });

  it('skips bots, beta testers and test data without writing (202, tracked: false)', async () => {
    const skipped = [
      await track({ type: 'PAGE_VIEW' }, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
      await track({ type: 'PAGE_VIEW' }, { userAgent: 'Mozilla/5.0 HeadlessChrome/120.0' }),
      await track({ type: 'PAGE_VIEW', beta: true }),
      await track({ type: 'PAGE_VIEW' }, { query: '?betaCode=spring' }),
      await track({ type: 'APPLICANT_DATA_SUBMISSION', email: 'qa+1@example.com' }),
      await track({ type: 'APPLICANT_DATA_SUBMISSION', email: 'test+apply@mail.example' }),
      await track({ type: 'PAGE_VIEW', origin: 'test+smoke' }),
    ];
    expect(skipped.map((r) => [r.status, r.body.meta.tracked])).to.deep.equal(Array(7).fill([202, false]));
    await track({ type: 'PAGE_VIEW', beta: false }).expect(202, { meta: { tracked: true } });
    await testApp().ctx.services.tracking.flush();
    expect((await events()).map((e) => e.type)).to.deep.equal(['PAGE_VIEW']);
  });

  it("takes the site's own page on any host (localhost in development), never a non-http link", async () => {
    await track({ type: 'PAGE_VIEW', page_location: 'http://localhost:3000/jobs?utm_source=x' }).expect(202, { meta: { tracked: true } });
    const res = await track({ type: 'PAGE_VIEW', page_location: 'javascript:alert(1)' }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ page_location: ['must be an http(s) link'] });
    await testApp().ctx.services.tracking.flush();
    expect((await events()).map((e) => e.page_location)).to.deep.equal(['http://localhost:3000/jobs?utm_source=x']);
  });

  it('lets staff admins read the events by campaign and type, and no one else', async () => {
    await track({ type: 'PAGE_VIEW', page_location: 'https://shigoto.example/jobs', utm: { source: 'x', campaign: 'spring' } }).expect(202);
    await track({ type: 'LEAD_SUBMISSION', email: 'aiko@mail.example', utm: { campaign: 'spring' } }).expect(202);
    await track({ type: 'PAGE_VIEW', utm: { campaign: 'autumn' } }).expect(202);
    await testApp().ctx.services.tracking.flush();
    const { tokens } = await signInStaff('admin');
    const list = (filter: object) =>
      api().get('/admin/api/tracking_events').query({ filter: JSON.stringify(filter), sort: JSON.stringify(['id', 'ASC']) }).set('authorization', `Bearer ${tokens.access}`).expect(200);
    const spring = await list({ utm_campaign: 'spring' });
    expect(spring.headers['content-range']).to.equal('tracking_events 0-1/2');
    expect(spring.body.map((e: { type: string; utm_source: string | null }) => [e.type, e.utm_source])).to.deep.equal([['PAGE_VIEW', 'x'], ['LEAD_SUBMISSION', null]]);
    expect((await list({ type: 'LEAD_SUBMISSION' })).body.map((e: { email: string }) => e.email)).to.deep.equal(['aiko@mail.example']);
    expect((await list({ q: 'shigoto.example/jobs' })).body).to.have.length(1);
    const { tokens: editor } = await signInStaff('editor');
    await api().get('/admin/api/tracking_events').set('authorization', `Bearer ${editor.access}`).expect(403);
    await api().get('/admin/api/tracking_events').expect(401);
  });

  it('answers mistakes on their field', async () => {
    const res = await track({ type: 'CLICK', exit_intent: 'maybe', ab_tests: ['a'] }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({
      type: ['must be one of: JOB_APPLICATION_CLICK, APPLICANT_DATA_SUBMISSION, LEAD_SUBMISSION, PAGE_VIEW, MODAL_VIEW, MODAL_CLOSE, SOCIAL_BUTTON_CLICK'],
      exit_intent: ['must be true or false'],
      ab_tests: ['must be an object of at most 20 test names and variants'],
    });
  });

  it('takes 120 events per address per minute', async function () {
    this.timeout(30_000);
    const ip = '198.18.1.1';
    for (let i = 0; i < 120; i++) await track({ type: 'PAGE_VIEW' }, { ip }).expect(202);
    await track({ type: 'PAGE_VIEW' }, { ip }).expect(429);
    await testApp().ctx.services.tracking.flush();
    expect(await testApp().ctx.db.models.TrackingEvent.count()).to.equal(120);
  });

  it('writes what is still buffered when the context closes', async () => {
    const ctx = createContext(testConfig({ DATABASE_URL: testApp().ctx.config.databaseUrl }));
    const app = createApp(ctx);
    await request(app).post('/api/v1/trackings').set('user-agent', 'Mozilla/5.0').send({ data: { type: 'MODAL_VIEW' } }).expect(202, { meta: { tracked: true } });
    expect(await testApp().ctx.db.models.TrackingEvent.count()).to.equal(0);
    await ctx.close();
    expect((await events()).map((e) => e.type)).to.deep.equal(['MODAL_VIEW']);
  });
});

describe('tracking writer', () => {
  const writer = (batchSize: number) => createTrackingWriter({ db: testApp().ctx.db, logger: testApp().ctx.logger }, { intervalMs: 60_000, batchSize });

  it('writes a batch once it is full, and nothing before', async () => {
    const tracking = writer(3);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
    tracking.add(toTrackingRow({ type: 'PAGE_VIEW' }));
    tracking.add(toTrackingRow({ type: 'MODAL_VIEW' }));
    await settle();
    expect(await testApp().ctx.db.models.TrackingEvent.count()).to.equal(0);
    tracking.add(toTrackingRow({ type: 'MODAL_CLOSE' }));
    await settle();
    expect((await events()).map((e) => e.type)).to.deep.equal(['PAGE_VIEW', 'MODAL_VIEW', 'MODAL_CLOSE']);
    await tracking.close();
  });

  it('writes on its interval without being asked', async () => {
    const tracking = createTrackingWriter({ db: testApp().ctx.db, logger: testApp().ctx.logger }, { intervalMs: 50 });
    tracking.add(toTrackingRow({ type: 'SOCIAL_BUTTON_CLICK' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await events()).map((e) => e.type)).to.deep.equal(['SOCIAL_BUTTON_CLICK']);
    await tracking.close();
  });

  it('recognises test data by one marker', () => {
    expect(['test+1@mail.example', 'someone@example.com', 'Test+QA'].map(looksLikeTestData)).to.deep.equal([true, true, true]);
    expect(['someone@mail.example', 'contest@acme.example', undefined].map(looksLikeTestData)).to.deep.equal([false, false, false]);
  });
});
