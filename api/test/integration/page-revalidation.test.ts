import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { expect } from 'chai';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { startBackgroundWork } from '../../src/background.js';
import { createContext, type AppContext } from '../../src/context.js';
import { createQueue, type Queue } from '../../src/lib/queue/index.js';
import { createPageRevalidation } from '../../src/modules/page-revalidation/page-revalidation.service.js';
import type { PageTag } from '../../src/modules/page-revalidation/page-tags.js';
import { signInStaff } from '../helpers/agent.js';
import { testApp, testConfig } from '../helpers/context.js';
import { createCompany, createExperience, createJob, createLocation, createReview, createSkill } from '../helpers/factories.js';
import { waitFor } from '../helpers/smtp.js';

const SECRET = 'revalidation-secret-for-the-test-site-0123456789';
const silent = pino({ level: 'silent' });

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

/**
 * "The site": a real listener on loopback that keeps each request's exact bytes and answers with
 * the statuses it is given in turn (then 204); `null` holds the request unanswered.
 */
async function startSite(answers: (number | null)[] = []) {
  const received: Received[] = [];
  const held: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, raw: Buffer.concat(chunks) });
      const status = answers.length ? answers.shift()! : 204;
      if (status === null) held.push(res);
      else res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The tags of each request, once its signature is checked the way the site checks it. */
    verifiedTags(): PageTag[][] {
      return received.map(({ path, headers, raw }) => {
        expect(path).to.equal('/_shigoto/revalidate');
        expect(headers['content-type']).to.equal('application/json');
        expect(headers['x-shigoto-signature']).to.equal(`sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`);
        const body = JSON.parse(raw.toString('utf8')) as { tags: PageTag[]; at: number };
        expect(body.at).to.be.closeTo(Date.now(), 30_000);
        return body.tags;
      });
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Site = Awaited<ReturnType<typeof startSite>>;

describe('page revalidation: writes tell the site which pages changed', () => {
  let site: Site;
  let ctx: AppContext;
  let app: ReturnType<typeof createApp>;

  /** An API process of its own (inline queue) that revalidates pages on the test site. */
  function start(revalidateSecret: string | undefined) {
    ctx = createContext(testConfig({ DATABASE_URL: testApp().ctx.config.databaseUrl, REDIS_URL: undefined, SITE_INTERNAL_URL: site.url, REVALIDATE_SECRET: revalidateSecret }));
    startBackgroundWork(ctx);
    app = createApp(ctx);
  }

  async function staff(role: 'admin' | 'editor') {
    const { tokens } = await signInStaff(role);
    const authorization = `Bearer ${tokens.access}`;
    return {
      put: (path: string, body: object) => request(app).put(`/admin/api${path}`).set('authorization', authorization).send(body),
      post: (path: string, body: object) => request(app).post(`/admin/api${path}`).set('authorization', authorization).send(body),
    };
  }

  /** Waits for the queued revalidations, then the tags each one sent (signatures checked). */
  async function sent(): Promise<PageTag[][]> {
    await ctx.queue.drain();
    return site.verifiedTags();
  }

  beforeEach(async () => {
    site = await startSite();
  });
  afterEach(async () => {
    await ctx?.close();
    await site.close();
  });

  it('an admin approving, editing and closing a job: one signed revalidation each, of the lists and of that job’s and its company’s own pages', async () => {
    start(SECRET);
    const admin = await staff('admin');
    const company = await createCompany({ slug: 'acme-ledger' });
    const category = await createSkill({ skill_type: 'category' });
    const location = await createLocation();
    const job = await createJob({
      approval_state: 'pending',
      published: false,
      published_at: null,
      category_skill_id: category.id,
      location_id: location.id,
      raw_content: '<p>Build our API.</p>',
      application_url: 'https://careers.acme.example/1',
      company_id: company.id,
      slug: 'senior-engineer-at-acme',
    });
    expect(await sent()).to.deep.equal([]);

    await admin.put(`/jobs/${job.id}`, { approval_state: 'approved', published: true }).expect(200);
    await admin.put(`/jobs/${job.id}`, { title: 'Senior Go Engineer' }).expect(200);
    await admin.put(`/jobs/${job.id}`, { published: false }).expect(200);

    const tags = ['companies', 'company:acme-ledger', 'counts', 'job:senior-engineer-at-acme', 'jobs'];
    expect(await sent()).to.deep.equal([tags, tags, tags]);
  });

  it('an editor publishing a blog post: the blog is revalidated (a draft is nobody’s page yet)', async () => {
    start(SECRET);
    const editor = await staff('editor');
    const { body: post } = await editor.post('/blog_posts', { slug: 'working-in-tokyo', title: 'Working in Tokyo', audience: 'seeker', body_markdown: 'Hello.' }).expect(201);
    expect(await sent()).to.deep.equal([]);

    await editor.put(`/blog_posts/${post.id}`, { ...post, published: true }).expect(200);
    await editor.put(`/blog_posts/${post.id}`, { ...post, published: true, title: 'Working in Tokyo, 2026' }).expect(200);

    expect(await sent()).to.have.deep.members([['blog', 'content', 'counts'], ['blog']]);
  });

  it('an admin approving a review: the reviews and the company’s pages are revalidated', async () => {
    start(SECRET);
    const admin = await staff('admin');
    const review = await createReview({ company_id: (await createCompany()).id, moderation_state: 'pending' });

    await admin.put(`/company_reviews/${review.id}`, { moderation_state: 'approved' }).expect(200);

    expect(await sent()).to.deep.equal([['companies', 'counts', 'reviews']]);
  });

  it('an admin approving, then rejecting, an experience: the company page that shows it is revalidated each time', async () => {
    start(SECRET);
    const admin = await staff('admin');
    const experience = await createExperience({ company_id: (await createCompany()).id, kind: 'designer', moderation_state: 'pending' });
    expect(await sent()).to.deep.equal([]);

    await admin.put(`/company_experiences/${experience.id}`, { moderation_state: 'approved' }).expect(200);
    await admin.put(`/company_experiences/${experience.id}`, { moderation_state: 'rejected', moderation_reason: 'Not about this company.' }).expect(200);

    expect(await sent()).to.deep.equal([
      ['companies', 'counts', 'reviews'],
      ['companies', 'counts', 'reviews'],
    ]);
  });

  it('staff’s other public writes name their own pages: company status, skill, newsletter, blog tag', async () => {
    start(SECRET);
    const admin = await staff('admin');
    const company = await createCompany({ slug: 'verified-co' });
    const skill = await createSkill({ name: 'Go' });

    await admin.post(`/companies/${company.id}/status/verify`, {}).expect(200);
    await admin.put(`/skills/${skill.id}`, { name: 'Golang' }).expect(200);
    const { body: issue } = await admin.post('/newsletters', { subject: 'Jobs this week', published: false }).expect(201);
    await admin.put(`/newsletters/${issue.id}`, { subject: 'Jobs this week', published: true }).expect(200);
    await admin.post('/blog_tags', { system_name: 'visas', name: 'Visas' }).expect(201);

    // Each its own job, so in any order.
    expect(await sent()).to.have.deep.members([
      ['companies', 'company:verified-co', 'counts', 'jobs'],
      ['companies', 'jobs', 'skills'],
      ['newsletters'],
      ['blog', 'content'],
    ]);
  });

  it('without REVALIDATE_SECRET nothing is sent, and the write still succeeds', async () => {
    start(undefined);
    const admin = await staff('admin');
    const job = await createJob();

    const closed = await admin.put(`/jobs/${job.id}`, { published: false }).expect(200);

    expect(closed.body).to.include({ published: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sent()).to.deep.equal([]);
  });
});

describe('page revalidation: the queued job', () => {
  const queues: Queue[] = [];
  const sites: Site[] = [];
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.close()));
    await Promise.all(sites.splice(0).map((site) => site.close()));
  });

  function revalidation(siteUrl: string, options: { logger?: pino.Logger } = {}) {
    const queue = createQueue({ redisUrl: null, logger: silent });
    queues.push(queue);
    const pages = createPageRevalidation({ db: testApp().ctx.db, queue, logger: options.logger ?? silent, siteUrl, secret: SECRET, backoffMs: 20, timeoutMs: 300 });
    return { queue, ...pages };
  }

  it('retries when the site answers 503 until it answers 204, each attempt signed afresh; tags deduplicated and sorted', async () => {
    const site = await startSite([503]);
    sites.push(site);
    const { pagesChanged } = revalidation(site.url);

    await pagesChanged(['jobs', 'counts', 'jobs', 'companies']);

    await waitFor(() => site.received.length === 2);
    expect(site.verifiedTags()).to.deep.equal([
      ['companies', 'counts', 'jobs'],
      ['companies', 'counts', 'jobs'],
    ]);
    const [first, second] = site.received.map(({ raw }) => (JSON.parse(raw.toString('utf8')) as { at: number }).at);
    expect(second).to.be.greaterThan(first);
  });

  it('retries a site that does not answer within the timeout', async () => {
    const site = await startSite([null]);
    sites.push(site);
    const { pagesChanged, queue } = revalidation(site.url);

    await pagesChanged(['blog']);

    await waitFor(() => site.received.length === 2);
    await queue.drain();
    expect(site.verifiedTags()).to.deep.equal([['blog'], ['blog']]);
  });

  it('never fails the caller when the job cannot be queued: the error is reported', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) }));
    const { pagesChanged, queue } = revalidation('http://127.0.0.1:9', { logger });
    await queue.close();

    await pagesChanged(['newsletters']);

    expect(lines).to.have.length(1);
    expect(JSON.parse(lines[0])).to.include({ task: 'enqueue revalidate-pages', msg: 'queue is closed' });
  });
});
