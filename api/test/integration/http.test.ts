import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage, Server } from 'node:http';
import { expect } from 'chai';
import pino from 'pino';
import { DatabaseError } from 'sequelize';
import { api, indexed } from '../helpers/agent.js';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { createContext } from '../../src/context.js';
import { createHttpServer } from '../../src/lib/http/http-server.js';
import { toAppError, UNAVAILABLE_MESSAGE } from '../../src/lib/errors/index.js';
import { testApp, testConfig } from '../helpers/context.js';

describe('HTTP basics', () => {
  it('answers healthz and readyz (database, and Redis when configured)', async () => {
    expect((await api().get('/api/healthz').expect(200)).body).to.deep.equal({ status: 'ok' });
    const ready = await api().get('/api/readyz').expect(200);
    expect(ready.body.checks.database).to.equal('ok');
    expect(ready.body.checks.search).to.equal('ok');
    expect(ready.body.checks.redis).to.equal(testApp().ctx.redis ? 'ok' : undefined);
  });

  it('stays ready while Redis is away, reporting it down', async () => {
    const withLostRedis = createContext(testConfig({ DATABASE_URL: testApp().ctx.config.databaseUrl, REDIS_URL: 'redis://127.0.0.1:1/0' }));
    try {
      await withLostRedis.services.search.start();
      const res = await request(createApp(withLostRedis)).get('/api/readyz').expect(200);
      expect(res.body.checks).to.deep.include({ database: 'ok', search: 'ok', redis: 'down' });
      // A write's news to the other processes does not wait on ioredis's retries (they poll meanwhile).
      const started = Date.now();
      await withLostRedis.services.search.changed({ jobIds: [1] });
      expect(Date.now() - started).to.be.below(500);
    } finally {
      await withLostRedis.close();
    }
  });

  it('is not ready while the search index is still being built', async () => {
    const fresh = createContext(testConfig({ DATABASE_URL: testApp().ctx.config.databaseUrl }));
    try {
      const res = await request(createApp(fresh)).get('/api/readyz').expect(503);
      expect(res.body).to.deep.include({ status: 'unavailable' });
      expect(res.body.checks.search).to.equal('building');
    } finally {
      await fresh.close();
    }
  });

  it('answers unknown paths with a JSON 404 naming the path', async () => {
    const res = await api().get('/api/v1/no-such-thing').expect(404);
    expect(res.body).to.deep.equal({ errors: [{ status: '404', title: 'Not Found', detail: 'Page not found: /api/v1/no-such-thing' }] });
  });

  it('answers an unknown console API call with a JSON 404, not the console page', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'shigoto-console-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const withConsole = createContext(testConfig({ DATABASE_URL: testApp().ctx.config.databaseUrl, ADMIN_DIST_DIR: distDir }));
    try {
      const app = createApp(withConsole);
      const res = await request(app).get('/admin/api/no-such-resource').expect(404);
      expect(res.headers['content-type']).to.match(/^application\/json/);
      expect(res.headers['content-security-policy']).to.equal("default-src 'none'; frame-ancestors 'none'");
      expect(res.body).to.deep.equal({ errors: ['Page not found: /admin/api/no-such-resource'] });
      // The console's own client-side routes still get its page, under the console's policy.
      const page = await request(app).get('/admin/jobs').expect(200);
      expect(page.text).to.contain('<div id="root">');
      expect(page.headers['content-security-policy']).to.contain("script-src 'self'");
    } finally {
      await withConsole.close();
    }
  });

  it('treats a malformed session cookie as no session, not as an error', async () => {
    const res = await api().get('/api/v1/users/current').set('cookie', 'jwt_access=%E0%A4%A').expect(401);
    expect(res.body).to.deep.equal({ errors: [{ status: '401', title: 'Unauthorized', detail: 'You need to sign in' }] });
  });

  it('answers refused input as a JSON:API error document: each message with its field, where it was read and the product’s intro', async () => {
    const signUp = await api().post('/api/v1/users').send({ user: { email: 'not-an-email' } }).expect(422);
    expect(signUp.body.errors).to.deep.include({ status: '422', title: 'Validation failed', detail: 'is not a valid e-mail address', source: { pointer: '/user/email' }, meta: { field: 'email' } });
    expect(signUp.body.errors).to.deep.include({ status: '422', title: 'Validation failed', detail: 'is required', source: { pointer: '/user/password' }, meta: { field: 'password' } });
    const query = await api().get('/api/v1/company_reviews').query({ company_id: 'x' }).expect(422);
    expect(query.body).to.deep.equal({ errors: [{ status: '422', title: 'Validation failed', detail: 'must be a company id', source: { parameter: 'company_id' }, meta: { field: 'company_id' } }] });
    const page = await api().get('/api/v1/jobs?page[number]=0').expect(422);
    expect(page.body.errors[0]).to.deep.include({ source: { parameter: 'page[number]' }, meta: { field: 'page.number' } });
    // A field a service refuses is found in the request by its name.
    const job = await api().post('/api/v1/jobs').send({ job: { title: 'Senior Go Engineer' } }).expect(422);
    expect(job.body.errors.find((e: { meta: { field: string } }) => e.meta.field === 'submitter_email')).to.deep.include({
      title: 'Your job could not be created...',
      source: { pointer: '/job/submitter_email' },
    });
  });

  it('answers the spec’s one exception, applicant_validations, with messages keyed by field', async () => {
    const res = await api().post('/api/v1/applicant_validations').send({ applicant: {} }).expect(422);
    expect(res.body.errors).to.be.an('object').and.not.an('array');
    expect(res.body.errors.name).to.deep.equal(['is required']);
    // Anything but refused fields is a JSON:API error document there too.
    const include = await api().post('/api/v1/applicant_validations?include=job').send({ applicant: {} }).expect(400);
    expect(include.body.errors[0]).to.include({ status: '400' });
  });

  it('speaks the JSON:API media type: bodies sent in it are read, answers are given in it to clients that ask', async () => {
    // JSON:API allows no media type parameter but ext and profile: no charset either.
    const asked = await api().get('/api/v1/locations').set('accept', 'application/vnd.api+json').expect(200);
    expect(asked.headers['content-type']).to.equal('application/vnd.api+json');
    expect(asked.headers.vary).to.match(/Accept/);
    expect(asked.body.data).to.be.an('array');
    const plain = await api().get('/api/v1/locations').set('accept', 'application/json').expect(200);
    expect(plain.headers['content-type']).to.equal('application/json; charset=utf-8');
    const either = await api().get('/api/v1/locations').set('accept', 'application/vnd.api+json, application/json;q=0.9').expect(200);
    expect(either.headers['content-type']).to.equal('application/vnd.api+json');
    const missing = await api().get('/api/v1/no-such-thing').set('accept', 'application/vnd.api+json').expect(404);
    expect(missing.headers['content-type']).to.equal('application/vnd.api+json');
    expect(missing.body.errors[0]).to.include({ status: '404' });

    const sent = await api()
      .post('/api/v1/sessions')
      .set('content-type', 'application/vnd.api+json')
      .set('accept', 'application/vnd.api+json')
      .send(JSON.stringify({ user: { email: 'nobody@example.com' } }))
      .expect(422);
    expect(sent.headers['content-type']).to.equal('application/vnd.api+json');
    expect(new Set(sent.body.errors.map((e: { meta: { field: string } }) => e.meta.field))).to.deep.equal(new Set(['password']));
    // Answers the response cache keeps (a URL from its second request on) and repeats carry the type too.
    await indexed();
    const answers: string[] = [];
    while (!answers.includes('hit') && answers.length < 5) {
      const search = await api().get('/api/v1/searches/jobs?q=media-type').set('accept', 'application/vnd.api+json').expect(200);
      expect(search.headers['content-type']).to.equal('application/vnd.api+json');
      expect(search.body.data).to.be.an('array');
      answers.push(search.headers['x-cache']);
    }
    expect(answers).to.include('hit');
    // Media type parameters other than ext and profile are refused, as JSON:API requires.
    await api().post('/api/v1/sessions').set('content-type', 'application/vnd.api+json; version=2').send('{}').expect(415);
    const unacceptable = await api().get('/api/v1/locations').set('accept', 'application/vnd.api+json; version=2').expect(406);
    expect(unacceptable.body.errors[0]).to.include({ status: '406' });
    await api().get('/api/v1/locations').set('accept', 'application/vnd.api+json; profile="https://example.com/p"').expect(200);
  });

  it('refuses include (400): every answer already has its related resources', async () => {
    const res = await api().get('/api/v1/jobs?include=company').expect(400);
    expect(res.body).to.deep.equal({
      errors: [{ status: '400', title: 'Bad Request', detail: 'is not supported: every answer already includes its related resources', source: { parameter: 'include' }, meta: { field: 'include' } }],
    });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await api().post('/admin/api/sessions').set('content-type', 'application/json').send('{"email":').expect(400);
    expect(res.body).to.deep.equal({ errors: ['The request body is not valid JSON'] });
  });

  it('hides unexpected failures behind the default text ("System error occurred")', async () => {
    const { ctx } = testApp();
    const original = ctx.db.models.Location.findAll;
    ctx.db.models.Location.findAll = (() => Promise.reject(new Error('SELECT secret FROM internals'))) as never;
    try {
      const res = await api().get('/api/v1/locations').expect(500);
      expect(res.body).to.deep.equal({ errors: [{ status: '500', title: 'Internal Server Error', detail: 'System error occurred' }] });
    } finally {
      ctx.db.models.Location.findAll = original;
    }
  });

  it('answers 503 with Retry-After while the database cannot be reached, never the system error', async () => {
    const unreachable = createContext(testConfig({ DATABASE_URL: 'mysql://shigoto@127.0.0.1:1/shigoto' }));
    try {
      const app = createApp(unreachable);
      const res = await request(app).get('/api/v1/locations').expect(503);
      expect(res.headers['retry-after']).to.equal('5');
      expect(res.body).to.deep.equal({ errors: [{ status: '503', title: 'Service Unavailable', detail: UNAVAILABLE_MESSAGE }] });
      const staff = await request(app).post('/admin/api/sessions').send({ email: 'admin@example.com', password: 'a password' }).expect(503);
      expect(staff.body).to.deep.equal({ errors: [UNAVAILABLE_MESSAGE] });
    } finally {
      await unreachable.close();
    }
    // A connection that broke under a query (MariaDB restarting) is the same moment's unavailability.
    const lost = new DatabaseError(Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST', sql: 'SELECT 1' }));
    expect(toAppError(lost)).to.include({ status: 503, message: UNAVAILABLE_MESSAGE });
    const closed = new DatabaseError(Object.assign(new Error("Can't add new command when connection is in closed state"), { fatal: true, sql: 'COMMIT' }));
    expect(toAppError(closed)).to.include({ status: 503 });
    const refused = new DatabaseError(Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY', sql: 'INSERT' }));
    expect(toAppError(refused)).to.equal(null);
  });

  it('tags every response with a request id and nosniff', async () => {
    const res = await api().get('/api/healthz').set('x-request-id', 'abc-123').expect(200);
    expect(res.headers['x-request-id']).to.equal('abc-123');
    expect(res.headers['x-content-type-options']).to.equal('nosniff');
  });

  it('answers health checks as res.json would, from an answer made once: headers, ETag, 304 and HEAD', async () => {
    const res = await api().get('/api/healthz').expect(200);
    expect(res.headers['x-request-id']).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(res.headers).to.include({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-type': 'application/json; charset=utf-8',
      'content-length': '15',
      // The ETag Express gives {"status":"ok"}.
      etag: 'W/"f-VaSQ4oDUiZblZNAEkkN+sX+q3Sg"',
    });
    expect(res.text).to.equal('{"status":"ok"}');
    const unchanged = await api().get('/api/healthz').set('if-none-match', res.headers.etag).expect(304);
    expect(unchanged.text).to.equal('');
    const head = await api().head('/api/healthz').expect(200);
    expect(head.headers['content-length']).to.equal('15');
    expect(head.text).to.equal(undefined);
  });

  it('sends Strict-Transport-Security only over HTTPS, as a trusted proxy reports it', async () => {
    const hsts = async (app: ReturnType<typeof createApp>, proto?: string) => {
      const req = request(app).get('/api/healthz');
      return (await (proto ? req.set('x-forwarded-proto', proto) : req).expect(200)).headers['strict-transport-security'];
    };
    // The test client is on loopback, which the app trusts.
    expect(await hsts(testApp().app, 'https')).to.equal('max-age=31536000; includeSubDomains');
    expect(await hsts(testApp().app, 'http')).to.equal(undefined);
    expect(await hsts(testApp().app)).to.equal(undefined);
    const trustingNoOne = createApp(testApp().ctx);
    trustingNoOne.set('trust proxy', false);
    expect(await hsts(trustingNoOne, 'https')).to.equal(undefined);
  });

  it('serves public files but never paths outside public storage', async () => {
    const { ctx } = testApp();
    await ctx.storage.put('public/logos/test-128.webp', Buffer.from('RIFF0000WEBP'));
    await ctx.storage.put('private/resume.pdf', Buffer.from('%PDF-1.7'));
    const res = await api().get('/files/logos/test-128.webp').expect(200);
    expect(res.headers['content-type']).to.equal('image/webp');
    await api().get('/files/../private/resume.pdf').expect(404);
    await api().get('/files/logos/%2e%2e/%2e%2e/private/resume.pdf').expect(404);
  });
});

describe("The API's HTTP server", () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  async function serve(app: ReturnType<typeof createApp>) {
    server = createHttpServer(app);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('makes each request and response with the app prototypes before Express sees them', async () => {
    const app = createApp(testApp().ctx);
    const base = await serve(app);
    const arrived: object[] = [];
    server!.prependListener('request', (req: IncomingMessage, res) => arrived.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res)));
    await fetch(`${base}/api/healthz`);
    expect(arrived).to.deep.equal([app.request, app.response]);
  });

  it('makes its request and response classes anonymous (tsx would redefine a name, and V8 then never optimizes making them)', async () => {
    const app = createApp(testApp().ctx);
    await serve(app);
    expect([app.request.constructor.name, app.response.constructor.name]).to.deep.equal(['', '']);
  });

  it('answers as the app does: JSON bodies, request ids, ETags and JSON 404s', async () => {
    const base = await serve(createApp(testApp().ctx));
    const health = await fetch(`${base}/api/healthz`, { headers: { 'x-request-id': 'through-the-server' } });
    expect(health.status).to.equal(200);
    expect(health.headers.get('x-request-id')).to.equal('through-the-server');
    expect(await health.json()).to.deep.equal({ status: 'ok' });
    const jobs = await fetch(`${base}/api/v1/jobs`);
    expect(jobs.status).to.equal(200);
    expect(jobs.headers.get('etag')).to.match(/^W\/"/);
    expect(jobs.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    expect(jobs.headers.get('cache-control')).to.equal('public, max-age=10, stale-while-revalidate=60');
    expect(((await jobs.json()) as { data: unknown }).data).to.be.an('array');
    const missing = await fetch(`${base}/api/v1/no-such-thing`);
    expect(missing.status).to.equal(404);
    expect(await missing.json()).to.deep.equal({ errors: [{ status: '404', title: 'Not Found', detail: 'Page not found: /api/v1/no-such-thing' }] });
  });

  it("logs each request once, and what went wrong in it, under the request's id", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const base = await serve(createApp({ ...testApp().ctx, logger }));
    await fetch(`${base}/api/v1/no-such-thing`, { headers: { 'x-request-id': 'trace-me' } });
    const mine = lines.filter((line) => line.reqId === 'trace-me');
    expect(mine.map((line) => line.msg)).to.deep.equal(['request refused', 'request completed']);
    expect(mine[1]).to.deep.include({ res: { statusCode: 404 }, req: { method: 'GET', url: '/api/v1/no-such-thing' } });
  });
});
