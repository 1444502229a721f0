import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import { api } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createEmailApplicant, createEmployer, createJapan, createJob, createLocation, createSignedInEmployer, createSkill, pdfBytes } from '../helpers/factories.js';
import { storeResume } from '../../src/lib/uploads/index.js';
import { errorsOf } from '../helpers/errors.js';

const models = () => testApp().ctx.db.models;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

/**
 * Acme's e-mail job (business-level Japanese, Japan residents only, Go and Kubernetes) and four
 * applicants who fit it differently.
 */
async function world() {
  await createJapan();
  const berlin = await createLocation({ name: 'Berlin', slug: 'berlin' });
  const tokyo = await createLocation({ name: 'Tokyo', slug: 'tokyo', parent_id: 1 });
  const go = await createSkill({ name: 'Go', system_name: 'go' });
  const k8s = await createSkill({ name: 'Kubernetes', system_name: 'kubernetes' });
  const acme = await createCompany({ name: 'Acme' });
  const job = await createJob({ company_id: acme.id, title: 'Platform Engineer', application_url: null, application_email: 'jobs@acme.example', japanese_level_enum: 'business_level', candidate_location: 'japan_only', skills: [go, k8s] });
  const otherJob = await createJob({ company_id: acme.id, title: 'Designer', application_url: null, application_email: 'jobs@acme.example' });
  const applicant = (overrides: Partial<Rows['EmailApplicant']>) => createEmailApplicant({ job_id: job.id, company_id: acme.id, location_id: 1, japanese_level_enum: 'japanese_level_business_level', ...overrides });
  const best = await applicant({ name: 'Best Fit', email: 'best@example.com', skills: ['Go', 'Kubernetes'], email_time: hoursAgo(30), user_state: 'user_state_good_fit', is_user_starred: true });
  const good = await applicant({ name: 'Good Fit', email: 'good@example.com', location_id: tokyo.id, skills: ['Go'], email_time: hoursAgo(20), user_state: 'user_state_maybe' });
  const abroad = await applicant({ name: 'Lives Abroad', email: 'abroad@example.com', location_id: berlin.id, skills: ['Go', 'Kubernetes'], email_time: hoursAgo(10), user_state: 'user_state_hired' });
  const spam = await applicant({ name: 'Possible Spam', email: 'spam@example.com', skills: ['Go', 'Kubernetes'], possible_spam: true, email_time: hoursAgo(1), message: 'Cheap followers, visit my site' });
  const designer = await createEmailApplicant({ job_id: otherJob.id, company_id: acme.id, name: 'Dana Designer', email: 'dana@example.com', skills: ['Figma'], email_time: hoursAgo(5), user_state: 'user_state_not_a_fit' });
  const { authorization } = await createSignedInEmployer({ company_id: acme.id });
  const as = (auth: string) => ({
    get: (url: string) => api().get(url).set('authorization', auth),
    put: (url: string) => api().put(url).set('authorization', auth),
  });
  return { acme, job, otherJob, best, good, abroad, spam, designer, client: as(authorization) };
}

const names = (res: { body: { data: { attributes: { name: string } }[] } }) => res.body.data.map((a) => a.attributes.name);

describe('GET /api/v1/employers/email_applicants', () => {
  it('ranks by fit by default (eligible, matching skills, not spam), with counts per filter', async () => {
    const { client } = await world();
    const res = await client.get('/api/v1/employers/email_applicants').expect(200);
    // Dana fits her own job (no Japanese or residence needed); Good Fit lives in Tokyo, which is in
    // Japan; Lives Abroad misses the residence rule.
    expect(names(res)).to.deep.equal(['Best Fit', 'Good Fit', 'Dana Designer', 'Lives Abroad', 'Possible Spam']);
    expect(res.body.meta.counts).to.deep.equal({ all: 5, new: 1, in_progress: 2, finished: 2, starred: 1, good_fit: 1, maybe: 1, hired: 1, not_a_fit: 1 });
    const first = res.body.data[0].attributes;
    expect(first).to.include({ email: 'best@example.com', user_state: 'user_state_good_fit', is_user_starred: true, possible_spam: false });
    expect(first.fit).to.deep.equal({ japanese_ok: true, location_ok: true, matching_skills: ['Go', 'Kubernetes'] });
    expect(first.job).to.include({ title: 'Platform Engineer' });
    expect(res.body.data[3].attributes.fit).to.include({ location_ok: false });
  });

  it('filters by each state and by job, and sorts newest or oldest', async () => {
    const { client, otherJob } = await world();
    const filtered = async (state: string) => names(await client.get(`/api/v1/employers/email_applicants?filter[state]=${state}&sort=newest`).expect(200));
    expect(await filtered('new')).to.deep.equal(['Possible Spam']);
    expect(await filtered('in_progress')).to.deep.equal(['Good Fit', 'Best Fit']);
    expect(await filtered('finished')).to.deep.equal(['Dana Designer', 'Lives Abroad']);
    expect(await filtered('starred')).to.deep.equal(['Best Fit']);
    expect(await filtered('good_fit')).to.deep.equal(['Best Fit']);
    expect(await filtered('maybe')).to.deep.equal(['Good Fit']);
    expect(await filtered('hired')).to.deep.equal(['Lives Abroad']);
    expect(await filtered('not_a_fit')).to.deep.equal(['Dana Designer']);
    expect(names(await client.get('/api/v1/employers/email_applicants?sort=oldest').expect(200))).to.deep.equal(['Best Fit', 'Good Fit', 'Lives Abroad', 'Dana Designer', 'Possible Spam']);
    expect(names(await client.get(`/api/v1/employers/email_applicants?filter[job_id]=${otherJob.id}`).expect(200))).to.deep.equal(['Dana Designer']);
    const paged = await client.get('/api/v1/employers/email_applicants?sort=newest&page[size]=2&page[number]=2').expect(200);
    expect(names(paged)).to.deep.equal(['Lives Abroad', 'Good Fit']);
    expect(paged.body.meta).to.include({ total: 5, total_pages: 3 });
    const bad = await client.get('/api/v1/employers/email_applicants?filter[state]=ghosted&sort=random').expect(422);
    expect(errorsOf(bad.body)).to.have.keys('filter.state', 'sort');
  });
});

describe('GET /api/v1/employers/email_applicants/search', () => {
  it('finds applicants by name, e-mail, skill and message', async () => {
    const { client } = await world();
    const search = async (q: string) => names(await client.get(`/api/v1/employers/email_applicants/search?q=${encodeURIComponent(q)}&sort=newest`).expect(200));
    expect(await search('dana')).to.deep.equal(['Dana Designer']);
    expect(await search('good@example')).to.deep.equal(['Good Fit']);
    expect(await search('figma')).to.deep.equal(['Dana Designer']);
    expect(await search('followers')).to.deep.equal(['Possible Spam']);
    expect(await search('kubernetes')).to.deep.equal(['Possible Spam', 'Lives Abroad', 'Best Fit']);
    const res = await client.get('/api/v1/employers/email_applicants/search?q=kubernetes&filter[state]=hired').expect(200);
    expect(names(res)).to.deep.equal(['Lives Abroad']);
    expect(res.body.meta.counts).to.include({ all: 3, hired: 1 });
  });
});

describe('GET/PUT /api/v1/employers/email_applicants/{id}', () => {
  it('shows everything of the applicant, with resume and attachment downloads for the owner only', async () => {
    const { client, best } = await world();
    const resume = await storeResume(testApp().ctx, { field: 'resume', clientName: 'Best Fit CV.pdf', bytes: pdfBytes('Best resume') }, 'pdf');
    const portfolio = await storeResume(testApp().ctx, { field: 'resume', clientName: 'ポートフォリオ.pdf', bytes: pdfBytes('Portfolio') }, 'pdf');
    await models().EmailApplicant.update({ resume_file_id: resume.id, attachment_file_ids: [portfolio.id], links: ['https://github.example/best'], languages: ['English', 'Japanese'] }, { where: { id: best.id } });
    const res = await client.get(`/api/v1/employers/email_applicants/${best.id}`).expect(200);
    const attributes = res.body.data.attributes;
    expect(attributes).to.deep.include({ name: 'Best Fit', location: 'Japan', location_id: 1, japanese_level_enum: 'japanese_level_business_level', profile_links: ['https://github.example/best'], languages: ['English', 'Japanese'] });
    expect(attributes.resume).to.deep.equal({ name: 'Best Fit CV.pdf', content_type: 'application/pdf', size: pdfBytes('Best resume').length, url: `/api/v1/employers/email_applicants/${best.id}/resume` });
    expect(attributes.attachments).to.have.length(1);
    // A Japanese page asks with lang=jp: the location is named as Japanese pages name it.
    const japanese = await client.get(`/api/v1/employers/email_applicants/${best.id}?lang=jp`).expect(200);
    expect(japanese.body.data.attributes.location).to.equal('日本');

    const file = await client.get(attributes.resume.url).buffer(true).expect(200);
    expect(file.headers['content-type']).to.equal('application/pdf');
    expect(file.headers['content-disposition']).to.equal(`attachment; filename="Best Fit CV.pdf"; filename*=UTF-8''Best%20Fit%20CV.pdf`);
    expect(file.headers['x-content-type-options']).to.equal('nosniff');
    expect(file.headers['cache-control']).to.equal('private, no-store');
    expect(Buffer.compare(file.body as Buffer, pdfBytes('Best resume'))).to.equal(0);
    const attachment = await client.get(attributes.attachments[0].url).buffer(true).expect(200);
    expect(attachment.headers['content-disposition']).to.match(/^attachment; filename="_+\.pdf"; filename\*=UTF-8''%E3%83%9D/);
    // A stored file that is not this applicant's is not served through it.
    await client.get(`/api/v1/employers/email_applicants/${best.id}/attachments/${resume.id + portfolio.id + 1}`).expect(404);
    await api().get(attributes.resume.url).expect(401);
  });

  it('names the same person’s other applications to the same job, never another job’s or another company’s', async () => {
    const { acme, job, otherJob, client, good } = await world();
    const again = await createEmailApplicant({ job_id: job.id, company_id: acme.id, name: 'Good Fit', email: 'GOOD@example.com', email_time: hoursAgo(2) });
    await createEmailApplicant({ job_id: otherJob.id, company_id: acme.id, name: 'Good Fit', email: 'good@example.com' });
    const elsewhere = await createCompany({ name: 'Elsewhere' });
    const theirJob = await createJob({ company_id: elsewhere.id, application_url: null, application_email: 'jobs@elsewhere.example' });
    await createEmailApplicant({ job_id: theirJob.id, company_id: elsewhere.id, name: 'Good Fit', email: 'good@example.com' });

    const first = (await client.get(`/api/v1/employers/email_applicants/${good.id}`).expect(200)).body.data.attributes;
    const second = (await client.get(`/api/v1/employers/email_applicants/${again.id}`).expect(200)).body.data.attributes;
    // Dated as the application itself is (MariaDB keeps whole seconds).
    expect(first.other_applications).to.deep.equal([{ id: again.id, applied_at: second.applied_at }]);
    expect(second.other_applications).to.deep.equal([{ id: good.id, applied_at: first.applied_at }]);
    // The list does not carry them: they are the detail's.
    const list = await client.get('/api/v1/employers/email_applicants').expect(200);
    expect(list.body.data[0].attributes).to.not.have.property('other_applications');
  });

  it('rates, stars and tags an applicant, audit-logged; refuses wrong values', async () => {
    const { client, spam } = await world();
    const res = await client.put(`/api/v1/employers/email_applicants/${spam.id}`).send({ email_applicant: { user_state: 'user_state_not_a_fit', is_user_starred: true, tags: ['spam', 'follow-up'] } }).expect(200);
    expect(res.body.data.attributes).to.deep.include({ user_state: 'user_state_not_a_fit', is_user_starred: true, tags: ['spam', 'follow-up'] });
    await client.put(`/api/v1/employers/email_applicants/${spam.id}`).send({ email_applicant: { is_user_starred: false } }).expect(200);
    expect(await models().EmailApplicant.findByPk(spam.id)).to.include({ user_state: 'user_state_not_a_fit', is_user_starred: false });
    const audit = await models().AuditLog.findAll({ where: { action: 'email_applicant.update' }, order: [['id', 'ASC']] });
    expect(audit.map((a) => a.changes)).to.deep.equal([{ user_state: 'user_state_not_a_fit', is_user_starred: true, tags: ['spam', 'follow-up'] }, { is_user_starred: false }]);
    const bad = await client.put(`/api/v1/employers/email_applicants/${spam.id}`).send({ email_applicant: { user_state: 'user_state_superstar', is_user_starred: 'yes', tags: Array(11).fill('x') } }).expect(422);
    expect(errorsOf(bad.body)).to.have.keys('user_state', 'is_user_starred', 'tags');
  });
});

describe('PUT /api/v1/employers/email_applicants/bulk_update', () => {
  it('rates several applicants at once, audit-logged', async () => {
    const { client, good, spam, designer } = await world();
    const res = await client.put('/api/v1/employers/email_applicants/bulk_update').send({ ids: [spam.id, good.id, spam.id], email_applicant: { user_state: 'user_state_not_a_fit' } }).expect(200);
    expect(res.body.meta).to.deep.equal({ updated: 2, ids: [good.id, spam.id].sort((a, b) => a - b) });
    expect((await models().EmailApplicant.findAll({ where: { user_state: 'user_state_not_a_fit' } })).map((a) => a.id).sort()).to.deep.equal([good.id, spam.id, designer.id].sort((a, b) => a - b));
    expect(await models().AuditLog.count({ where: { action: 'email_applicant.bulk_update' } })).to.equal(1);
    const bad = await client.put('/api/v1/employers/email_applicants/bulk_update').send({ ids: [], email_applicant: { user_state: 'nope' } }).expect(422);
    expect(errorsOf(bad.body)).to.have.keys('ids', 'user_state');
    await client.put('/api/v1/employers/email_applicants/bulk_update').send({ ids: Array.from({ length: 201 }, (_, i) => i + 1), email_applicant: { is_user_starred: true } }).expect(422);
  });
});

describe('GET /api/v1/employers/applicants', () => {
  it('lists every application made through Shigoto to the company’s jobs, newest first', async () => {
    const { client, acme, job } = await world();
    const linkJob = await createJob({ company_id: acme.id, title: 'Backend Engineer' });
    const submit = (name: string, jobId: number, hours: number) =>
      models().Applicant.create({ job_id: jobId, company_id: acme.id, name, email: `${name.toLowerCase()}@example.com`, location_id: 1, japanese_level_enum: 'japanese_level_native', created_at: hoursAgo(hours) });
    await submit('Kenji', linkJob.id, 2);
    await submit('Mika', job.id, 1);
    await models().Applicant.create({ job_id: (await createJob()).id, company_id: (await createCompany()).id, name: 'Elsewhere', email: 'e@example.com' });
    const res = await client.get('/api/v1/employers/applicants').expect(200);
    expect(names(res)).to.deep.equal(['Mika', 'Kenji']);
    expect(res.body.data[1].attributes.job).to.include({ title: 'Backend Engineer' });
    expect(names(await client.get(`/api/v1/employers/applicants?filter[job_id]=${linkJob.id}`).expect(200))).to.deep.equal(['Kenji']);
  });

  it('is for confirmed employers only', async () => {
    const { acme } = await world();
    await createEmployer({ company_id: acme.id, email: 'new@acme.example', password: 'password-123' });
    const session = await api().post('/api/v1/employer_sessions').send({ user: { email: 'new@acme.example', password: 'password-123' } }).expect(201);
    await api().get('/api/v1/employers/email_applicants').set('authorization', `Bearer ${session.body.meta.access}`).expect(403);
    await api().get('/api/v1/employers/applicants').expect(401);
  });
});
