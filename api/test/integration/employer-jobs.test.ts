import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import { api, indexed, signInStaff } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createContract, createEmployer, createJapan, createJob, createLocation, createSignedInEmployer, createSkill } from '../helpers/factories.js';
import { ALREADY_OPEN_ISSUE, NOT_OPEN_ISSUE, PENDING_ISSUE, planLimitIssue, REJECTED_ISSUE } from '../../src/modules/job-lifecycle/job-lifecycle.rules.js';
import { UNCONFIRMED_MESSAGE } from '../../src/modules/employers/employer-access.js';
import { errorsOf, refusalOf } from '../helpers/errors.js';

const models = () => testApp().ctx.db.models;
const titles = (body: { data: { attributes: { title: string } }[] }) => body.data.map((j) => j.attributes.title);
/** The slugs of the companies the company search lists as hiring (with open jobs). */
const hiringCompanies = async () =>
  ((await api().get('/api/v1/searches/companies').query({ 'filter[flags]': 'has_active_jobs' }).expect(200)).body.data as { attributes: { slug: string } }[]).map((c) => c.attributes.slug);
const outbox = async () => {
  await testApp().ctx.queue.drain();
  return (await models().OutboundEmail.findAll({ order: [['id', 'ASC']] })).map((e) => e.get({ plain: true }) as Rows['OutboundEmail']);
};

/** An employer of a published company, its category skill and Japan. */
async function world() {
  await createJapan();
  const category = await createSkill({ name: 'Backend', system_name: 'backend', skill_type: 'category' });
  const go = await createSkill({ name: 'Go', system_name: 'go' });
  const company = await createCompany({ name: 'Acme', slug: 'acme' });
  const { employer, authorization } = await createSignedInEmployer({ company_id: company.id, email: 'hiring@acme.example' });
  const as = (auth: string) => ({
    get: (url: string) => api().get(url).set('authorization', auth),
    post: (url: string) => api().post(url).set('authorization', auth),
    put: (url: string) => api().put(url).set('authorization', auth),
    delete: (url: string) => api().delete(url).set('authorization', auth),
  });
  return { company, employer, category, go, client: as(authorization), as };
}

const form = (category: Rows['Skill'], overrides: Record<string, unknown> = {}) => ({
  title: 'Senior Go Engineer',
  category: category.id,
  employment_type: 'full_time',
  seniority_level: 'senior',
  english_level: 'business_level',
  japanese_level: 'conversational',
  location: 'japan',
  remote_level: 'partial',
  candidate_location: 'anywhere',
  sponsors_visas: 'yes',
  salary_min: 7_000_000,
  salary_max: 10_000_000,
  skills: ['go'],
  raw_content: '<p>Build our <a href="https://evil.example">payments</a> platform.</p><script>alert(1)</script>',
  application_type: 'direct_link',
  application_url: 'https://acme.example/careers/1',
  ...overrides,
});

/** The reason staff give when they reject a job. */
const REJECTION_REASON = 'Please add the yearly salary in JPY.';

async function approve(jobId: number, state: 'approved' | 'rejected' = 'approved') {
  const { tokens } = await signInStaff('admin');
  const reason = state === 'rejected' ? { rejection_reason: REJECTION_REASON } : {};
  return api().put(`/admin/api/jobs/${jobId}`).set('authorization', `Bearer ${tokens.access}`).send({ approval_state: state, memo: 'Checked the salary band', ...reason });
}

describe('employer jobs: lifecycle pending → approved → published ⇄ closed', () => {
  it('creates a pending job, cleans it, tells staff, and will not edit or publish it until approved', async () => {
    const { client, category } = await world();
    const created = await client.post('/api/v1/employers/jobs').send({ job: form(category) }).expect(201);
    expect(created.body.meta.message).to.equal('Job created successfuly');
    const job = created.body.data.attributes;
    expect(job).to.include({ title: 'Senior Go Engineer', status: 'pending', approval_state: 'pending', published: false, public_url: null });
    expect(job.raw_content).to.equal('<p>Build our payments platform.</p>');
    expect(job.application_url).to.equal('https://acme.example/careers/1?source=shigoto');
    expect(job.skills).to.deep.equal(['go']);
    expect(job.publish_issues).to.deep.equal([PENDING_ISSUE]);
    expect((await outbox()).map((e) => e.template)).to.deep.equal(['job_pending']);

    const edit = await client.put(`/api/v1/employers/jobs/${job.slug}`).send({ job: { title: 'Changed' } }).expect(422);
    expect(refusalOf(edit.body)).to.deep.equal({ errors: { base: [PENDING_ISSUE] }, message: 'Your job could not be updated. Please fix the below issues and re-submit:' });
    const publish = await client.post('/api/v1/employers/job_publishings').send({ slug: job.slug }).expect(422);
    expect(refusalOf(publish.body)).to.deep.equal({ errors: { base: [PENDING_ISSUE] }, message: 'Your job could not be published. Please fix the below issues first and try again:' });
    expect((await models().Job.findOne({ where: { slug: job.slug } }))?.title).to.equal('Senior Go Engineer');
  });

  it('answers a failed creation in the product’s words ("Your job could not be created...") and each field', async () => {
    const { client, category } = await world();
    const res = await client.post('/api/v1/employers/jobs').send({ job: form(category, { title: undefined, remote_level: 'moon' }) }).expect(422);
    expect(errorsOf(res.body).remote_level[0]).to.match(/must be one of/);
    const missing = await client.post('/api/v1/employers/jobs').send({ job: form(category, { title: undefined }) }).expect(422);
    expect(refusalOf(missing.body)).to.deep.equal({ errors: { title: ['is required'] }, message: 'Your job could not be created...' });
    const backwards = await client.post('/api/v1/employers/jobs').send({ job: form(category, { salary_min: 9_000_000, salary_max: 5_000_000 }) }).expect(422);
    expect(errorsOf(backwards.body)).to.deep.equal({ salary_max: ['must be at least the minimum salary'] });
    // The way of applying names the field the job then needs: the link, or the address by e-mail.
    const noLink = await client.post('/api/v1/employers/jobs').send({ job: form(category, { application_url: undefined }) }).expect(422);
    expect(errorsOf(noLink.body)).to.deep.equal({ application_url: ['is required'] });
    const noAddress = await client.post('/api/v1/employers/jobs').send({ job: form(category, { application_type: 'email_forwarding', application_url: undefined }) }).expect(422);
    expect(errorsOf(noAddress.body)).to.deep.equal({ application_email: ['is required'] });
    await createLocation({ name: 'Elsewhere outside Japan', slug: 'outside-japan' });
    const elsewhere = await client.post('/api/v1/employers/jobs').send({ job: form(category, { location: 'outside-japan' }) }).expect(422);
    expect(errorsOf(elsewhere.body)).to.deep.equal({ location: ['is where applicants live, not a place for a job'] });
    expect(await models().Job.count()).to.equal(0);
  });

  it('goes through approval (submitter e-mailed), publish, close and reopen without being bumped', async () => {
    const { client, category, company } = await world();
    const slug = (await client.post('/api/v1/employers/jobs').send({ job: form(category) }).expect(201)).body.data.attributes.slug;
    const id = (await models().Job.findOne({ where: { slug } }))!.id;
    const review = await approve(id);
    expect(review.status).to.equal(200);
    expect(review.body).to.include({ approval_state: 'approved', memo: 'Checked the salary band' });
    const approvedMail = (await outbox()).find((e) => e.template === 'job_approved');
    expect(approvedMail).to.include({ to_address: 'hiring@acme.example' });
    expect(approvedMail?.subject).to.equal('Your job "Senior Go Engineer" was approved');

    const ready = (await client.get(`/api/v1/employers/jobs/${slug}`).expect(200)).body.data.attributes;
    expect(ready).to.include({ status: 'ready' });
    expect(ready.publish_issues).to.deep.equal([]);

    const published = await client.post('/api/v1/employers/job_publishings').send({ slug }).expect(200);
    expect(published.body.meta.message).to.equal('Job published successfully');
    expect(published.body.data.attributes).to.include({ status: 'open', published: true, public_url: `http://localhost:3000/jobs/acme/${slug}` });
    const firstPublishedAt = published.body.data.attributes.published_at;
    expect((await models().Company.findByPk(company.id))?.has_active_jobs).to.equal(true);
    expect(await hiringCompanies()).to.include('acme');
    await api().get(`/api/v1/jobs/${slug}`).expect(200);

    const again = await client.post('/api/v1/employers/job_publishings').send({ slug }).expect(422);
    expect(errorsOf(again.body).base).to.deep.equal([ALREADY_OPEN_ISSUE]);

    const edited = await client.put(`/api/v1/employers/jobs/${slug}`).send({ job: { title: 'Staff Go Engineer', salary_max: 12_000_000 } }).expect(200);
    expect(edited.body.meta.message).to.equal('Job updated successfuly');
    expect(edited.body.data.attributes).to.include({ title: 'Staff Go Engineer', salary_max: 12_000_000, status: 'open', published_at: firstPublishedAt });

    const closed = await client.delete(`/api/v1/employers/job_publishings/${slug}`).expect(200);
    expect(closed.body.meta.message).to.equal('Job closed successfully');
    expect(closed.body.data.attributes).to.include({ status: 'closed', published: false });
    expect((await models().Company.findByPk(company.id))?.has_active_jobs).to.equal(false);
    expect(await hiringCompanies(), 'the company search still lists the company as hiring').not.to.include('acme');
    const notOpen = await client.delete(`/api/v1/employers/job_publishings/${slug}`).expect(422);
    expect(refusalOf(notOpen.body)).to.deep.equal({ errors: { base: [NOT_OPEN_ISSUE] }, message: 'Your job could not be closed...' });

    const reopened = await client.post('/api/v1/employers/job_publishings').send({ slug }).expect(200);
    expect(reopened.body.data.attributes).to.include({ status: 'open', published_at: firstPublishedAt });

    const actions = (await models().AuditLog.findAll({ order: [['id', 'ASC']] })).map((a) => `${a.actor_type}:${a.action}`);
    expect(actions).to.deep.equal(['employer:job.submit', 'staff:job.edit', 'staff:job.approve', 'employer:job.publish', 'employer:job.edit', 'employer:job.close', 'employer:job.publish']);
    expect(company.id).to.equal((await models().Job.findOne({ where: { slug } }))!.company_id);
  });

  it('sends a rejected job back to staff when edited', async () => {
    const { client, category } = await world();
    const slug = (await client.post('/api/v1/employers/jobs').send({ job: form(category) }).expect(201)).body.data.attributes.slug;
    const jobId = (await models().Job.findOne({ where: { slug } }))!.id;
    // A rejection says why: without a reason it is refused, and nothing changes.
    const { tokens } = await signInStaff('admin');
    const unexplained = await api().put(`/admin/api/jobs/${jobId}`).set('authorization', `Bearer ${tokens.access}`).send({ approval_state: 'rejected', rejection_reason: ' ' }).expect(422);
    expect(unexplained.body).to.deep.equal({ errors: { rejection_reason: ['is required when rejecting'] }, message: 'Your request was unsuccessful.' });
    expect((await models().Job.findByPk(jobId))?.approval_state).to.equal('pending');

    expect((await approve(jobId, 'rejected')).status).to.equal(200);
    const mail = (await outbox()).find((e) => e.template === 'job_rejected');
    expect(mail?.text_body).to.include(`The reason:\n${REJECTION_REASON}`);
    expect((await client.get(`/api/v1/employers/jobs/${slug}`).expect(200)).body.data.attributes).to.include({ status: 'rejected', rejection_reason: REJECTION_REASON });
    const refused = await client.post('/api/v1/employers/job_publishings').send({ slug }).expect(422);
    expect(errorsOf(refused.body).base).to.deep.equal([REJECTED_ISSUE]);
    const edited = await client.put(`/api/v1/employers/jobs/${slug}`).send({ job: { title: 'Senior Go Engineer (remote)' } }).expect(200);
    // Sent back for review, the job is no longer rejected: the reason is not shown, and approval clears it.
    expect(edited.body.data.attributes).to.include({ status: 'pending', approval_state: 'pending', rejection_reason: null });
    expect((await outbox()).filter((e) => e.template === 'job_pending')).to.have.length(2);
    await approve(jobId);
    expect((await models().Job.findByPk(jobId))?.rejection_reason).to.equal(null);
  });

  it("names the skills and the place in the dashboard's language, keeping the skills' system names for the form", async () => {
    const { client, company } = await world();
    const rails = await createSkill({ name: 'Ruby on Rails', system_name: 'ruby_on_rails', display_name: 'Rails', display_name_ja: 'Rails（ルビー）' });
    const osaka = await createLocation({ name: 'Osaka', name_ja: '大阪', slug: 'osaka' });
    const job = await createJob({ company_id: company.id, title: 'Rails Engineer', skills: [rails], location_id: osaka.id });
    const english = (await client.get(`/api/v1/employers/jobs/${job.slug}`).expect(200)).body.data.attributes;
    expect(english).to.include({ location: 'Osaka' });
    expect([english.skills, english.skill_names]).to.deep.equal([['ruby_on_rails'], ['Rails']]);
    const japanese = (await client.get(`/api/v1/employers/jobs?lang=jp`).expect(200)).body.data[0].attributes;
    expect(japanese).to.include({ location: '大阪' });
    expect([japanese.skills, japanese.skill_names]).to.deep.equal([['ruby_on_rails'], ['Rails（ルビー）']]);
  });

  it('takes a published job off the board when staff reject it', async () => {
    const { client, company, go } = await world();
    const job = await createJob({ company_id: company.id, title: 'Go Platform Engineer', skills: [go] });
    await models().Company.update({ has_active_jobs: true }, { where: { id: company.id } });
    await indexed();
    expect(titles((await api().get('/api/v1/searches/jobs?q=platform').expect(200)).body)).to.deep.equal(['Go Platform Engineer']);

    expect((await approve(job.id, 'rejected')).body).to.include({ approval_state: 'rejected', published: false });
    const gone = await api().get(`/api/v1/jobs/${job.slug}`).expect(410);
    expect(refusalOf(gone.body)).to.deep.equal({ errors: ['This job is no longer available.'] });
    expect(titles((await api().get('/api/v1/searches/jobs?q=platform').expect(200)).body)).to.deep.equal([]);
    expect((await models().Company.findByPk(company.id))?.has_active_jobs).to.equal(false);
    const audit = await models().AuditLog.findAll({ where: { subject_type: 'job' }, order: [['id', 'ASC']] });
    expect(audit.map((a) => [a.action, a.changes])).to.deep.equal([
      ['job.edit', { memo: 'Checked the salary band' }],
      ['job.reject', { approval_state: 'rejected', published: false, featured: false, rejection_reason: REJECTION_REASON }],
    ]);
    expect((await client.get(`/api/v1/employers/jobs/${job.slug}`).expect(200)).body.data.attributes).to.include({ status: 'rejected', published: false });
    const refused = await client.post('/api/v1/employers/job_publishings').send({ slug: job.slug }).expect(422);
    expect(errorsOf(refused.body).base).to.deep.equal([REJECTED_ISSUE]);
  });

  it('lists what is missing before an approved job can be published', async () => {
    const { client, company } = await world();
    const job = await createJob({ company_id: company.id, published: false, published_at: null, category_skill_id: null, remote_level: null, raw_content: null, application_url: null });
    const res = await client.post('/api/v1/employers/job_publishings').send({ slug: job.slug }).expect(422);
    expect(errorsOf(res.body).base).to.deep.equal(['Category is required', 'Working location is required', 'Remote level is required', 'Description is required', 'Application link or e-mail is required']);
  });

  it('holds the plan’s active-job allowance: Starter 2, Plus 4, Unlimited; also under concurrent publishes', async () => {
    const { client, company, category } = await world();
    const ready = async () =>
      createJob({ company_id: company.id, published: false, published_at: null, category_skill_id: category.id, location_id: 1, raw_content: 'Build things.', application_url: 'https://acme.example/jobs' });
    await createJob({ company_id: company.id });
    const jobs = [await ready(), await ready(), await ready()];
    // No contract: free posting with the Starter allowance (2); one is open already.
    const answers = await Promise.all(jobs.map((job) => client.post('/api/v1/employers/job_publishings').send({ slug: job.slug })));
    expect(answers.map((r) => r.status).sort()).to.deep.equal([200, 422, 422]);
    expect(errorsOf(answers.find((r) => r.status === 422)?.body).base).to.deep.equal([planLimitIssue(2)]);
    expect(await models().Job.count({ where: { company_id: company.id, published: true } })).to.equal(2);

    await createContract({ company_id: company.id, plan: 'plus' });
    const list = await client.get('/api/v1/employers/jobs').expect(200);
    expect(list.body.meta.active_jobs).to.deep.equal({ count: 2, limit: 4, plan: 'plus' });
    for (const job of jobs) await client.post('/api/v1/employers/job_publishings').send({ slug: job.slug });
    expect(await models().Job.count({ where: { company_id: company.id, published: true } })).to.equal(4);

    await models().CompanyContract.update({ plan: 'unlimited' }, { where: { company_id: company.id } });
    const more = await ready();
    await client.post('/api/v1/employers/job_publishings').send({ slug: more.slug }).expect(200);
  });

  it('filters the list: all, open, drafts (pending, rejected, ready), closed — with counts', async () => {
    const { client, company } = await world();
    const open = await createJob({ company_id: company.id });
    const pending = await createJob({ company_id: company.id, approval_state: 'pending', published: false, published_at: null });
    const rejected = await createJob({ company_id: company.id, approval_state: 'rejected', published: false, published_at: null });
    const closed = await createJob({ company_id: company.id, published: false, closed_at: new Date() });
    await createJob({ company_id: company.id, is_deleted: true });
    await createJob();
    const slugs = async (status?: string) =>
      (await client.get(`/api/v1/employers/jobs${status ? `?filter[status]=${status}` : ''}`).expect(200)).body.data.map((j: { attributes: { slug: string } }) => j.attributes.slug).sort();
    expect(await slugs()).to.deep.equal([open, pending, rejected, closed].map((j) => j.slug).sort());
    expect(await slugs('open')).to.deep.equal([open.slug]);
    expect(await slugs('drafts')).to.deep.equal([pending.slug, rejected.slug].sort());
    expect(await slugs('closed')).to.deep.equal([closed.slug]);
    const res = await client.get('/api/v1/employers/jobs').expect(200);
    expect(res.body.meta.counts).to.deep.equal({ all: 4, open: 1, drafts: 2, closed: 1 });
    await client.get('/api/v1/employers/jobs?filter[status]=archived').expect(422);
  });

  it('keeps unconfirmed employers at the unconfirmed state', async () => {
    const { company } = await world();
    await createEmployer({ company_id: company.id, email: 'new@acme.example', password: 'password-123' });
    const session = await api().post('/api/v1/employer_sessions').send({ user: { email: 'new@acme.example', password: 'password-123' } }).expect(201);
    const res = await api().get('/api/v1/employers/jobs').set('authorization', `Bearer ${session.body.meta.access}`).expect(403);
    expect(errorsOf(res.body)).to.deep.equal([UNCONFIRMED_MESSAGE]);
    const current = await api().get('/api/v1/employers/current').set('authorization', `Bearer ${session.body.meta.access}`).expect(200);
    expect(current.body.data.attributes).to.include({ confirmed: false });
  });
});

describe('employer jobs: another company’s job is not found (IDOR)', () => {
  it('answers 404 for every job endpoint with the other company’s slug, and changes nothing', async () => {
    const { client, category } = await world();
    const other = await createCompany({ name: 'Rival', slug: 'rival' });
    const theirs = await createJob({ company_id: other.id, title: 'Rival job', published: false, published_at: null, category_skill_id: category.id, location_id: 1, raw_content: 'x', application_url: 'https://rival.example' });
    const theirOpen = await createJob({ company_id: other.id, title: 'Rival open job' });
    await client.get(`/api/v1/employers/jobs/${theirs.slug}`).expect(404);
    await client.put(`/api/v1/employers/jobs/${theirs.slug}`).send({ job: { title: 'Hijacked' } }).expect(404);
    await client.post('/api/v1/employers/job_publishings').send({ slug: theirs.slug }).expect(404);
    await client.delete(`/api/v1/employers/job_publishings/${theirOpen.slug}`).expect(404);
    const list = await client.get('/api/v1/employers/jobs').expect(200);
    expect(list.body.data).to.deep.equal([]);
    expect((await models().Job.findByPk(theirs.id))).to.include({ title: 'Rival job', published: false });
    expect((await models().Job.findByPk(theirOpen.id))).to.include({ published: true });
    // A company_id in the form is never trusted.
    const created = await client.post('/api/v1/employers/jobs').send({ job: form(category, { company_id: other.id }) }).expect(201);
    expect((await models().Job.findByPk(Number(created.body.data.id)))?.company_id).to.not.equal(other.id);
  });
});
