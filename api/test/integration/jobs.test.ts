import { expect } from 'chai';
import { api, indexed } from '../helpers/agent.js';
import { createCompany, createJapan, createJob, createLocation, createSkill } from '../helpers/factories.js';
import { SINGLE_VALUE_MESSAGE } from '../../src/lib/http/endpoint.js';
import { errorsOf, refusalOf } from '../helpers/errors.js';

describe('GET /api/v1/jobs', () => {
  it('lists public jobs newest first as JSON:API with the company included', async () => {
    const company = await createCompany({ name: 'Sakura Cloud', slug: 'sakura-cloud', logo_url: '/files/logos/sakura-cloud-128.webp' });
    const go = await createSkill({ name: 'Go', system_name: 'go' });
    const older = await createJob({ company_id: company.id, title: 'Backend Engineer', published_at: new Date('2026-10-01'), skills: [go] });
    const newer = await createJob({ company_id: company.id, title: 'Frontend Engineer', published_at: new Date('2026-11-20') });

    await indexed();
    const res = await api().get('/api/v1/jobs').expect(200);

    expect(res.body.data.map((j: { id: string }) => j.id)).to.deep.equal([String(newer.id), String(older.id)]);
    const backend = res.body.data[1];
    expect(backend.type).to.equal('job');
    expect(backend.attributes).to.include({ title: 'Backend Engineer', slug: older.slug, sponsors_visas: 'no', application_type: 2 });
    expect(backend.attributes.skills).to.deep.equal(['Go']);
    expect(backend.relationships.company.data).to.deep.equal({ id: String(company.id), type: 'company' });
    expect(res.body.included).to.have.length(1);
    expect(res.body.included[0].attributes).to.include({ name: 'Sakura Cloud', slug: 'sakura-cloud', logo_url: '/files/logos/sakura-cloud-128.webp' });
    expect(res.body.meta).to.deep.equal({ total: 2, page: 1, per_page: 20, total_pages: 1 });
  });

  it('hides unpublished, deleted and pending jobs and jobs of unpublished companies', async () => {
    const hidden = await createCompany({ published: false });
    const visible = await createJob({ title: 'Visible' });
    await createJob({ title: 'Closed', published: false });
    await createJob({ title: 'Deleted', is_deleted: true });
    await createJob({ title: 'Pending', published: false, approval_state: 'pending' });
    await createJob({ title: 'Hidden company', company_id: hidden.id });

    await indexed();
    const res = await api().get('/api/v1/jobs').expect(200);

    expect(res.body.data.map((j: { id: string }) => j.id)).to.deep.equal([String(visible.id)]);
  });

  it('pages with page[number] and page[size] and links to the next page', async () => {
    const company = await createCompany();
    for (let i = 0; i < 5; i++) await createJob({ company_id: company.id });

    await indexed();
    const res = await api().get('/api/v1/jobs').query({ 'page[number]': 2, 'page[size]': 2 }).expect(200);

    expect(res.body.data).to.have.length(2);
    expect(res.body.meta).to.deep.equal({ total: 5, page: 2, per_page: 2, total_pages: 3 });
    expect(res.body.links.next).to.equal('/api/v1/jobs?page[number]=3&page[size]=2');
    expect(res.body.links.prev).to.equal('/api/v1/jobs?page[number]=1&page[size]=2');
  });

  it("links to pages with the client's other parameters exactly as sent, so following a link asks the same question", async () => {
    const company = await createCompany();
    const first = await createJob({ company_id: company.id, title: 'C++ Engineer', remote_level: 'full_japan', published_at: new Date('2026-11-20') });
    const second = await createJob({ company_id: company.id, title: 'C++ Game Engineer', remote_level: 'full_japan', published_at: new Date('2026-11-10') });
    await createJob({ company_id: company.id, title: 'C Engineer', remote_level: 'full_japan' });

    await indexed();
    const res = await api().get('/api/v1/searches/jobs?q=c%2B%2B&filter[remote_level]=full_japan&page%5Bsize%5D=1&sort=-published_at').expect(200);

    expect(res.body.data.map((j: { id: string }) => j.id)).to.deep.equal([String(first.id)]);
    expect(res.body.links.next).to.equal('/api/v1/searches/jobs?q=c%2B%2B&filter[remote_level]=full_japan&sort=-published_at&page[number]=2&page[size]=1');
    const next = await api().get(res.body.links.next).expect(200);
    expect(next.body.data.map((j: { id: string }) => j.id)).to.deep.equal([String(second.id)]);
    expect(next.body.links).to.deep.equal({
      self: res.body.links.next,
      next: null,
      prev: '/api/v1/searches/jobs?q=c%2B%2B&filter[remote_level]=full_japan&sort=-published_at&page[number]=1&page[size]=1',
    });
  });

  it('filters by remote level, Japanese level, visa, skills and salary', async () => {
    const python = await createSkill({ name: 'Python', system_name: 'python' });
    const match = await createJob({ remote_level: 'full_japan', japanese_level_enum: 'not_required', sponsors_visas: true, salary_max: 9_000_000, skills: [python] });
    await createJob({ remote_level: 'none', japanese_level_enum: 'not_required', sponsors_visas: true, salary_max: 9_000_000, skills: [python] });
    await createJob({ remote_level: 'full_japan', japanese_level_enum: 'fluent', sponsors_visas: true, salary_max: 9_000_000, skills: [python] });
    await createJob({ remote_level: 'full_japan', japanese_level_enum: 'not_required', sponsors_visas: false, salary_max: 9_000_000, skills: [python] });
    await createJob({ remote_level: 'full_japan', japanese_level_enum: 'not_required', sponsors_visas: true, salary_max: 7_000_000, skills: [python] });
    await createJob({ remote_level: 'full_japan', japanese_level_enum: 'not_required', sponsors_visas: true, salary_max: 9_000_000 });

    await indexed();
    const res = await api()
      .get('/api/v1/jobs')
      .query({
        'filter[remote_level]': 'full_japan,full_worldwide',
        'filter[japanese_level]': 'not_required,conversational',
        'filter[sponsors_visas]': 'yes',
        'filter[skills]': 'python',
        'filter[salary_over]': 8000000,
      })
      .expect(200);

    expect(res.body.data.map((j: { id: string }) => j.id)).to.deep.equal([String(match.id)]);
  });

  it('answers 422 with messages per field for bad parameters', async () => {
    const res = await api().get('/api/v1/jobs').query({ 'filter[remote_level]': 'moon', 'page[size]': 1000, sort: 'DROP TABLE' }).expect(422);
    expect(errorsOf(res.body)).to.have.keys(['filter.remote_level', 'page.size', 'sort']);
    expect(errorsOf(res.body)['page.size']).to.deep.equal(['must be between 1 and 100']);
  });

  it('answers 422, not 500, when a parameter comes as a list or object (a repeated one: the last wins)', async () => {
    const res = await api().get('/api/v1/searches/jobs?filter[remote_level][]=no&filter[skills][a]=b&q[]=go&facets[]=skills').expect(422);
    expect(errorsOf(res.body)).to.deep.equal({
      'filter.remote_level': ['must be a comma-separated list'],
      'filter.skills': ['must be a comma-separated list'],
      q: ['must be text'],
      facets: ['must be a comma-separated list'],
    });
    const single = await api().get('/api/v1/searches/jobs?sort[]=-salary&filter[sponsors_visas][]=yes&page[number][]=2').expect(422);
    expect(errorsOf(single.body)).to.deep.equal({ sort: [SINGLE_VALUE_MESSAGE], 'filter.sponsors_visas': [SINGLE_VALUE_MESSAGE], 'page.number': [SINGLE_VALUE_MESSAGE] });
    const repeated = await api().get('/api/v1/searches/jobs?sort=salary&sort=-salary&page[size]=1').expect(200);
    expect(repeated.body.links.self).to.equal('/api/v1/searches/jobs?sort=salary&sort=-salary&page[number]=1&page[size]=1');
    const tooLong = await api().get('/api/v1/searches/jobs').query({ q: 'x'.repeat(201), facets: 'skills,salary' }).expect(422);
    expect(errorsOf(tooLong.body)).to.deep.equal({ q: ['is too long'], facets: ['must be one or more of: skills, location, category, company'] });
  });

  it('resolves Japanese with lang=jp, falling back to English then to a dash', async () => {
    const tokyo = await createLocation({ name: 'Tokyo', name_ja: '東京', slug: 'tokyo' });
    await createJob({ title: 'Engineer', title_ja: 'エンジニア', intro: 'Join us', intro_ja: null, location_id: tokyo.id });

    await indexed();
    const jp = await api().get('/api/v1/jobs').query({ lang: 'jp' }).expect(200);
    expect(jp.body.data[0].attributes).to.include({ title: 'エンジニア', intro: 'Join us', location: '東京' });

    const en = await api().get('/api/v1/jobs').query({ fLang: 'en' }).expect(200);
    expect(en.body.data[0].attributes).to.include({ title: 'Engineer', location: 'Tokyo' });

    const noIntro = await createJob({ title: 'No intro', intro: null });
    const detail = await api().get(`/api/v1/jobs/${noIntro.id}`).query({ lang: 'jp' }).expect(200);
    expect(detail.body.data.attributes.intro).to.equal('-');
  });
});

describe('GET /api/v1/jobs/:id', () => {
  it('finds a job by id or slug with its detail texts and derived fields', async () => {
    await createJapan();
    const job = await createJob({
      slug: 'senior-go-engineer',
      details: 'What you will do',
      application_url: 'https://careers.example.com/1',
      japanese_level_enum: 'business_level',
      candidate_location: 'japan_only',
    });

    const bySlug = await api().get('/api/v1/jobs/senior-go-engineer').expect(200);
    const byId = await api().get(`/api/v1/jobs/${job.id}`).expect(200);

    expect(byId.body.data.id).to.equal(bySlug.body.data.id);
    expect(bySlug.body.data.attributes).to.include({
      details: 'What you will do',
      application_type: 1,
      japanese_required: true,
      newly_published: true,
      application_conditions: 'You must live in Japan to apply\nYou must speak Japanese to apply',
    });
    expect(bySlug.body.included[0].type).to.equal('company');
  });

  it('says a closed job is no longer available, and an unknown one is not found', async () => {
    const closed = await createJob({ published: false, closed_at: new Date() });
    const gone = await api().get(`/api/v1/jobs/${closed.slug}`).expect(410);
    expect(refusalOf(gone.body)).to.deep.equal({ errors: ['This job is no longer available.'] });

    const missing = await api().get('/api/v1/jobs/no-such-job').expect(404);
    expect(refusalOf(missing.body)).to.deep.equal({ errors: ['Job not found'] });
  });
});
