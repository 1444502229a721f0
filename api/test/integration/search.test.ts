import { expect } from 'chai';
import { api, indexed } from '../helpers/agent.js';
import { createCompany, createJob, createLocation, createSkill } from '../helpers/factories.js';
import { testApp, testConfig } from '../helpers/context.js';
import { createContext } from '../../src/context.js';
import { errorsOf } from '../helpers/errors.js';

const titles = (body: { data: { attributes: { title: string } }[] }) => body.data.map((j) => j.attributes.title);

describe('GET /api/v1/searches/jobs', () => {
  /** The relevance set: each query must find exactly what a seeker would expect. */
  async function world() {
    const skills = Object.fromEntries(
      await Promise.all(
        [['go', 'Go', ['golang']], ['ai', 'AI', []], ['qa', 'QA', []], ['ux', 'UX', []], ['c', 'C', []], ['r', 'R', []], ['python', 'Python', []], ['ios', 'iOS', []]].map(
          async ([system_name, name, aliases]) => [system_name, await createSkill({ system_name: system_name as string, name: name as string, aliases: aliases as string[] })],
        ),
      ),
    );
    const company = await createCompany({ name: 'Gotanda Airflow Labs', slug: 'gotanda-airflow' });
    await createJob({ company_id: company.id, title: 'Backend Engineer', skills: [skills.go], remote_level: 'full_japan', salary_max: 9_000_000 });
    await createJob({ company_id: company.id, title: 'Machine Learning Engineer', skills: [skills.ai, skills.python], remote_level: 'partial', salary_max: 12_000_000 });
    await createJob({ company_id: company.id, title: 'Test Automation Engineer', skills: [skills.qa], remote_level: 'none', japanese_level_enum: 'business_level' });
    await createJob({ company_id: company.id, title: 'Product Designer', skills: [skills.ux], remote_level: 'full_worldwide', salary_min: 6_500_000 });
    await createJob({ company_id: company.id, title: 'Embedded Engineer', skills: [skills.c], japanese_level_enum: 'fluent' });
    await createJob({ company_id: company.id, title: 'Statistician', skills: [skills.r] });
    await createJob({ company_id: company.id, title: 'iOS Developer', skills: [skills.ios], remote_level: 'partial' });
    await createJob({ company_id: company.id, title: 'ソフトウェアエンジニア', title_ja: 'ソフトウェアエンジニア', japanese_level_enum: 'native' });
    await indexed();
  }

  const cases: [string, string[]][] = [
    ['Go', ['Backend Engineer']],
    ['golang', ['Backend Engineer']],
    ['AI', ['Machine Learning Engineer']],
    ['QA', ['Test Automation Engineer']],
    ['UX', ['Product Designer']],
    ['C', ['Embedded Engineer']],
    ['R', ['Statistician']],
    ['iOS', ['iOS Developer']],
    ['エンジニア', ['ソフトウェアエンジニア']],
    ['pyhton', ['Machine Learning Engineer']],
    ['desig', ['Product Designer']],
    ['machine learning', ['Machine Learning Engineer']],
  ];
  for (const [q, expected] of cases) {
    it(`"${q}" finds ${expected.join(', ')}`, async () => {
      await world();
      const res = await api().get('/api/v1/searches/jobs').query({ q }).expect(200);
      expect(titles(res.body)).to.deep.equal(expected);
    });
  }

  it('finds jobs by what their facts read as on the site, in English and Japanese', async () => {
    const company = await createCompany({ name: 'Minato Ledger' });
    await createJob({ company_id: company.id, title: 'Data Analyst', employment_type: 'intern', seniority_level: 'new_grad', remote_level: 'none' });
    await createJob({ company_id: company.id, title: 'Platform Engineer', employment_type: 'full_time', seniority_level: 'senior', remote_level: 'full_worldwide' });
    await createJob({ company_id: company.id, title: 'QA Specialist', employment_type: 'contract', seniority_level: 'junior', remote_level: 'partial' });
    await indexed();
    const found: Record<string, string[]> = {};
    for (const q of ['インターンシップ', 'internship', '新卒', 'new graduate', '正社員', 'フルリモート', '契約社員', 'contract']) {
      found[q] = titles((await api().get('/api/v1/searches/jobs').query({ q }).expect(200)).body);
    }
    expect(found).to.deep.equal({
      インターンシップ: ['Data Analyst'],
      internship: ['Data Analyst'],
      新卒: ['Data Analyst'],
      'new graduate': ['Data Analyst'],
      正社員: ['Platform Engineer'],
      フルリモート: ['Platform Engineer'],
      契約社員: ['QA Specialist'],
      contract: ['QA Specialist'],
    });
  });

  it('counts facets for each filter value, ignoring the facet’s own filter', async () => {
    await world();
    const res = await api().get('/api/v1/searches/jobs').query({ 'filter[remote_level]': 'partial' }).expect(200);
    // Jobs without a stated remote level get the factory's "partial".
    expect(res.body.meta.total).to.equal(5);
    expect(res.body.meta.facets.remote_level).to.deep.equal({ partial: 5, full_japan: 1, full_worldwide: 1, none: 1 });
    expect(res.body.meta.facets.salary_over).to.deep.equal({ '6000000': 1, '8000000': 1, '10000000': 1 });
  });

  it('filters by "Japanese level at most" and salary band, and sorts by salary', async () => {
    await world();
    const atMost = await api().get('/api/v1/searches/jobs').query({ 'filter[japanese_level_max]': 'business_level' }).expect(200);
    expect(titles(atMost.body)).to.not.include.members(['Embedded Engineer', 'ソフトウェアエンジニア']);
    expect(titles(atMost.body)).to.include('Test Automation Engineer');

    const rich = await api().get('/api/v1/searches/jobs').query({ 'filter[salary_over]': '6000000', sort: '-salary' }).expect(200);
    expect(titles(rich.body)).to.deep.equal(['Machine Learning Engineer', 'Backend Engineer', 'Product Designer']);
  });

  it('lists featured jobs first in the default order (newest first, no words), not in relevance or salary order', async () => {
    const company = await createCompany({ name: 'Hinode Systems' });
    const job = (title: string, days: number, fields: Record<string, unknown> = {}) =>
      createJob({ company_id: company.id, title, published_at: new Date(Date.now() - days * 86_400_000), ...fields });
    await job('Newest Engineer', 1, { salary_max: 7_000_000 });
    await job('Featured Old Engineer', 30, { featured: true, salary_max: 6_500_000 });
    const promoted = await job('Plain Older Designer', 10, { salary_max: 12_000_000 });
    await job('Featured Newer Designer', 5, { featured: true, salary_max: 9_000_000 });
    await indexed();

    const newest = ['Featured Newer Designer', 'Featured Old Engineer', 'Newest Engineer', 'Plain Older Designer'];
    expect(titles((await api().get('/api/v1/searches/jobs').expect(200)).body)).to.deep.equal(newest);
    expect(titles((await api().get('/api/v1/jobs').query({ sort: '-published_at' }).expect(200)).body)).to.deep.equal(newest);
    expect(titles((await api().get('/api/v1/jobs').query({ sort: '-salary' }).expect(200)).body)).to.deep.equal([
      'Plain Older Designer',
      'Featured Newer Designer',
      'Newest Engineer',
      'Featured Old Engineer',
    ]);
    // Relevance: a title match outranks a featured job; equal scores stay newest first.
    expect(titles((await api().get('/api/v1/searches/jobs').query({ q: 'designer' }).expect(200)).body)).to.deep.equal([
      'Featured Newer Designer',
      'Plain Older Designer',
    ]);
    expect(titles((await api().get('/api/v1/searches/jobs').query({ q: 'engineer' }).expect(200)).body)).to.deep.equal(['Newest Engineer', 'Featured Old Engineer']);

    // Featuring a job later moves it up at once (the index slots the change into its order).
    await testApp().ctx.db.models.Job.update({ featured: true }, { where: { id: promoted.id } });
    await testApp().ctx.services.search.changed({ jobIds: [promoted.id] });
    expect(titles((await api().get('/api/v1/searches/jobs').expect(200)).body)).to.deep.equal([
      'Featured Newer Designer',
      'Plain Older Designer',
      'Featured Old Engineer',
      'Newest Engineer',
    ]);
  });

  it('shows a change within the same process right away', async () => {
    await world();
    const job = await createJob({ title: 'Kotlin Engineer' });
    await testApp().ctx.services.search.changed({ jobIds: [job.id] });
    expect(titles((await api().get('/api/v1/searches/jobs').query({ q: 'kotlin' })).body)).to.deep.equal(['Kotlin Engineer']);

    await testApp().ctx.db.models.Job.update({ published: false }, { where: { id: job.id } });
    await testApp().ctx.services.search.changed({ jobIds: [job.id] });
    expect(titles((await api().get('/api/v1/searches/jobs').query({ q: 'kotlin' })).body)).to.deep.equal([]);
  });
});

describe('job neighbours and redirections', () => {
  it('lists related jobs by shared skills, never the job itself', async () => {
    const go = await createSkill({ system_name: 'go', name: 'Go' });
    const k8s = await createSkill({ system_name: 'kubernetes', name: 'Kubernetes' });
    const tokyo = await createLocation({ slug: 'tokyo', name: 'Tokyo' });
    const job = await createJob({ title: 'Go SRE', skills: [go, k8s], location_id: tokyo.id });
    await createJob({ title: 'Go and k8s', skills: [go, k8s] });
    await createJob({ title: 'Go only', skills: [go] });
    await createJob({ title: 'Unrelated', seniority_level: 'junior' });
    await indexed();

    const res = await api().get(`/api/v1/jobs/${job.slug}/related_jobs`).expect(200);
    expect(titles(res.body)).to.deep.equal(['Go and k8s', 'Go only']);
  });

  it('lists the same company’s other jobs', async () => {
    const company = await createCompany();
    const job = await createJob({ company_id: company.id, title: 'One' });
    await createJob({ company_id: company.id, title: 'Two' });
    await createJob({ title: 'Elsewhere' });
    await indexed();
    const res = await api().get(`/api/v1/jobs/${job.slug}/same_company_jobs`).expect(200);
    expect(titles(res.body)).to.deep.equal(['Two']);
  });

  it('redirects to the application URL with source=shigoto, or gives it as JSON', async () => {
    const job = await createJob({ application_url: 'https://careers.example.com/apply?id=7' });
    const browser = await api().get(`/api/v1/job_redirections/${job.slug}`).set('accept', 'text/html').expect(302);
    expect(browser.headers.location).to.equal('https://careers.example.com/apply?id=7&source=shigoto');
    const client = await api().get(`/api/v1/job_redirections/${job.slug}`).expect(200);
    expect(client.body.data.attributes).to.deep.equal({ url: 'https://careers.example.com/apply?id=7&source=shigoto', application_type: 1 });
    const bad = await api().get('/api/v1/job_redirections/a.b').expect(422);
    expect(errorsOf(bad.body)).to.deep.equal({ slug: ['is not a valid id or slug'] });
    const nul = await api().get('/api/v1/job_redirections/%00').expect(400);
    expect(errorsOf(nul.body)).to.deep.equal(['The path parameter "slug" contains a control character (only tabs and line and page breaks are allowed)']);
  });

  it('answers a search of punctuation alone ("-", "!!") like no text, newest first', async () => {
    const company = await createCompany({ name: 'Dash Works' });
    await createJob({ title: 'Older', company_id: company.id, published_at: new Date('2026-10-01') });
    await createJob({ title: 'Newer', company_id: company.id, published_at: new Date('2026-11-01') });
    await indexed();
    for (const q of ['-', '!!', '%']) {
      const jobs = await api().get('/api/v1/searches/jobs').query({ q }).expect(200);
      expect(titles(jobs.body), q).to.deep.equal(['Newer', 'Older']);
      const companies = await api().get('/api/v1/searches/companies').query({ q }).expect(200);
      expect(companies.body.data.map((c: { attributes: { name: string } }) => c.attributes.name), q).to.deep.equal(['Dash Works']);
    }
  });
});

describe('company endpoints', () => {
  it('finds a company by id and by slug with its tags', async () => {
    const company = await createCompany({ name: 'Kaizen Works', slug: 'kaizen-works' });
    await testApp().ctx.db.models.CompanyTag.create({ company_id: company.id, tag: 'fintech' });
    await indexed();
    const byId = await api().get(`/api/v1/companies/${company.id}`).expect(200);
    const bySlug = await api().get('/api/v1/slug_companies/kaizen-works').expect(200);
    expect(byId.body).to.deep.equal(bySlug.body);
    expect(bySlug.body.data.attributes).to.include({ name: 'Kaizen Works' });
    expect(bySlug.body.data.attributes.tags).to.deep.equal(['fintech']);

    const tagged = await api().get('/api/v1/companies/tags/fintech').expect(200);
    expect(tagged.body.data.map((c: { id: string }) => c.id)).to.deep.equal([String(company.id)]);
    await api().get('/api/v1/slug_companies/nope').expect(404);
  });

  it('finds a company by its tags’ names in both languages, and by a tag no name is known for', async () => {
    const startup = await createCompany({ name: 'Kaizen Works' });
    const lab = await createCompany({ name: 'Hikari Lab' });
    await testApp().ctx.db.models.CompanyTag.bulkCreate([
      { company_id: startup.id, tag: 'startup' },
      { company_id: startup.id, tag: 'english-first' },
      { company_id: lab.id, tag: 'quantum-computing' },
    ]);
    await indexed();
    const found: Record<string, string[]> = {};
    for (const q of ['スタートアップ', 'startup', '英語中心', 'english-first', 'quantum-computing']) {
      found[q] = (await api().get('/api/v1/searches/companies').query({ q }).expect(200)).body.data.map((c: { attributes: { name: string } }) => c.attributes.name);
    }
    expect(found).to.deep.equal({
      スタートアップ: ['Kaizen Works'],
      startup: ['Kaizen Works'],
      英語中心: ['Kaizen Works'],
      'english-first': ['Kaizen Works'],
      'quantum-computing': ['Hikari Lab'],
    });
  });

  it('searches companies with AND-ed flags and facet counts', async () => {
    await createCompany({ name: 'Startup SaaS', is_startup: true, has_saas: true });
    await createCompany({ name: 'Startup Agency', is_startup: true });
    await indexed();
    const res = await api().get('/api/v1/searches/companies').query({ 'filter[flags]': 'is_startup,has_saas' }).expect(200);
    expect(res.body.data.map((c: { attributes: { name: string } }) => c.attributes.name)).to.deep.equal(['Startup SaaS']);
    expect(res.body.meta.facets.has_saas).to.deep.equal({ true: 1, false: 1 });
  });
});

describe('response caching', () => {
  it('answers repeat reads from cache with an ETag and 304, and drops the cache on a change', async () => {
    const job = await createJob({ title: 'Cached Engineer' });
    await indexed();
    const first = await api().get('/api/v1/jobs').expect(200);
    expect(first.headers['x-cache']).to.equal('miss');
    expect(first.headers['cache-control']).to.match(/^public, max-age=\d+/);
    // A URL is kept from its second request on (most search URLs are asked once).
    const second = await api().get('/api/v1/jobs').expect(200);
    expect(second.headers['x-cache']).to.equal('miss');
    expect(second.headers.etag).to.equal(first.headers.etag);
    const third = await api().get('/api/v1/jobs').expect(200);
    expect(third.headers['x-cache']).to.equal('hit');
    expect(third.body).to.deep.equal(first.body);
    await api().get('/api/v1/jobs').set('if-none-match', first.headers.etag).expect(304);
    // The ETag is the body's hash, so a miss (as in another API process) still answers 304.
    const sameBody = await api().get('/api/v1/jobs?page[number]=1').set('if-none-match', first.headers.etag).expect(304);
    expect(sameBody.headers['x-cache']).to.equal('miss');

    await testApp().ctx.db.models.Job.update({ title: 'Renamed Engineer' }, { where: { id: job.id } });
    await testApp().ctx.services.search.changed({ jobIds: [job.id] });
    const after = await api().get('/api/v1/jobs').set('if-none-match', first.headers.etag).expect(200);
    expect(titles(after.body)).to.deep.equal(['Renamed Engineer']);
  });
});

describe('search freshness across API processes', () => {
  it('another process sees a change within seconds (Redis pub/sub when configured, polling otherwise)', async function () {
    this.timeout(20_000);
    const { ctx } = testApp();
    const other = createContext(testConfig({ DATABASE_URL: ctx.config.databaseUrl }));
    try {
      await other.services.search.start();
      const job = await createJob({ title: 'Elixir Engineer' });
      await ctx.services.search.changed({ jobIds: [job.id] });
      const started = Date.now();
      let found = 0;
      while (!found && Date.now() - started < 8000) {
        found = (await other.services.search.searchJobs({ text: 'elixir', offset: 0, limit: 5 })).total;
        if (!found) await new Promise((r) => setTimeout(r, 100));
      }
      expect(found, 'the other process never saw the new job').to.equal(1);
      expect(Date.now() - started).to.be.below(ctx.redis ? 1000 : 6000);
    } finally {
      await other.close();
    }
  });
});

describe('search updates under a burst of writes', () => {
  it('applies changes that arrive together in at most two batches, each writer finding its own job when its call returns', async () => {
    const { ctx } = testApp();
    const search = ctx.services.search;
    await search.ready();
    const jobs = await Promise.all(Array.from({ length: 12 }, (_, i) => createJob({ title: `Burst Engineer ${i} zanzibar` })));
    const before = search.version;
    const seen = await Promise.all(
      jobs.map(async (job) => {
        await search.changed({ jobIds: [job.id] });
        return (await search.searchJobs({ text: 'zanzibar', offset: 0, limit: 20 })).cards.some((card) => card.job.id === job.id);
      }),
    );
    expect(seen.every(Boolean), 'a writer did not find its own job').to.equal(true);
    expect(search.version - before, 'applies for 12 changes').to.be.within(1, 2);
  });
});
