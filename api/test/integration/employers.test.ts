import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import { api } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createContract, createEmailApplicant, createJob, createSignedInEmployer } from '../helpers/factories.js';
import { CONTRACT_LENGTH_NOTE_MESSAGE } from '../../src/modules/employers/employers.validators.js';
import { errorsOf } from '../helpers/errors.js';

const models = () => testApp().ctx.db.models;
const outbox = async () => {
  await testApp().ctx.queue.drain();
  return (await models().OutboundEmail.findAll({ order: [['id', 'ASC']] })).map((e) => e.get({ plain: true }) as Rows['OutboundEmail']);
};
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 3600_000).toISOString().slice(0, 10);

async function signedIn(company: Partial<Rows['Company']> = {}) {
  const acme = await createCompany({ name: 'Acme', slug: 'acme', homepage_url: 'https://acme.example', membership_code: 'acme-colleagues-123', ...company });
  const { employer, authorization } = await createSignedInEmployer({ company_id: acme.id, email: 'hiring@acme.example', name: 'Hana' });
  const as = (auth: string) => ({
    get: (url: string) => api().get(url).set('authorization', auth),
    post: (url: string) => api().post(url).set('authorization', auth),
  });
  return { company: acme, employer, client: as(authorization), as };
}

describe('GET/POST /api/v1/employers/current', () => {
  it('shows the employer, the company and the colleagues’ signup link, which joins the company', async () => {
    const { client, company } = await signedIn();
    const res = await client.get('/api/v1/employers/current').expect(200);
    expect(res.body.data.attributes).to.include({ email: 'hiring@acme.example', name: 'Hana', company_id: company.id, confirmed: true });
    expect(res.body.data.relationships.company.data).to.deep.equal({ id: String(company.id), type: 'company' });
    expect(res.body.included).to.have.length(1);
    expect(res.body.included[0]).to.deep.include({ id: String(company.id), type: 'company' });
    expect(res.body.included[0].attributes).to.deep.include({ name: 'Acme', slug: 'acme', membership_signup_url: 'http://localhost:3000/employer/signup?code=acme-colleagues-123' });

    const colleague = await api().post('/api/v1/employer_users').send({ user: { email: 'ken@acme.example', password: 'password-123', membership_code: 'acme-colleagues-123' } }).expect(201);
    expect(colleague.body.data.attributes.company_id).to.equal(company.id);
  });

  it('updates the name and language; a new password needs the current one and ends the old sessions', async () => {
    const { client, employer, as } = await signedIn();
    const renamed = await client.post('/api/v1/employers/current').send({ user: { name: 'Hana Sato', language: 'jp' } }).expect(200);
    expect(renamed.body.data.attributes).to.include({ name: 'Hana Sato', language: 'jp' });
    const missing = await client.post('/api/v1/employers/current').send({ user: { password: 'a-new-password-1' } }).expect(422);
    expect(errorsOf(missing.body)).to.deep.equal({ current_password: ['is required'] });
    const wrong = await client.post('/api/v1/employers/current').send({ user: { password: 'a-new-password-1', current_password: 'nope' } }).expect(422);
    expect(errorsOf(wrong.body)).to.deep.equal({ current_password: ['is not correct'] });
    const changed = await client.post('/api/v1/employers/current').send({ user: { password: 'a-new-password-1', current_password: 'employer-password-1' } }).expect(200);
    expect(changed.body.meta.access).to.be.a('string');
    await client.get('/api/v1/employers/current').expect(401);
    await as(`Bearer ${changed.body.meta.access}`).get('/api/v1/employers/current').expect(200);
    await api().post('/api/v1/employer_sessions').send({ user: { email: employer.email, password: 'a-new-password-1' } }).expect(201);
    const audit = await models().AuditLog.findAll({ where: { action: 'employer.update' } });
    expect(audit).to.have.length(2);
  });

  it('is for employers only', async () => {
    await api().get('/api/v1/employers/current').expect(401);
  });
});

describe('GET /api/v1/employers/company_contracts', () => {
  it('lists the company’s contracts, the current one marked, with the plan’s job allowance', async () => {
    const { client, company } = await signedIn();
    const old = await createContract({ company_id: company.id, plan: 'starter', term: 'three_month', starts_on: isoDay(400), ends_on: isoDay(310), applicants_until: isoDay(310) });
    const current = await createContract({ company_id: company.id, plan: 'unlimited', term: 'annual', starts_on: isoDay(30), ends_on: isoDay(-335), applicants_until: isoDay(-395) });
    await createContract({ company_id: (await createCompany()).id, plan: 'plus' });
    await createJob({ company_id: company.id });
    const res = await client.get('/api/v1/employers/company_contracts').expect(200);
    expect(res.body.data.map((c: { id: string }) => Number(c.id))).to.deep.equal([current.id, old.id]);
    expect(res.body.data[0].attributes).to.deep.equal({
      plan: 'unlimited',
      term: 'annual',
      contract_language: 'en',
      starts_on: isoDay(30),
      ends_on: isoDay(-335),
      applicants_until: isoDay(-395),
      success_fee: false,
      current: true,
    });
    expect(res.body.data[1].attributes.current).to.equal(false);
    expect(res.body.meta).to.deep.equal({ current_contract_id: current.id, active_jobs: { count: 1, limit: null, plan: 'unlimited' } });
  });

  it('answers an empty list and the free Starter allowance without a contract', async () => {
    const { client } = await signedIn();
    const res = await client.get('/api/v1/employers/company_contracts').expect(200);
    expect(res.body).to.deep.equal({ data: [], meta: { current_contract_id: null, active_jobs: { count: 0, limit: 2, plan: null } } });
  });
});

describe('POST /api/v1/employers/hiring_reports {hiring_report}', () => {
  const report = (overrides: Record<string, unknown> = {}) => ({
    full_name: 'Aiko Tanaka',
    position: 'Backend Engineer',
    start_date: isoDay(2),
    contract_type: 'full_time_permanent',
    other_info: 'Found us through the newsletter.',
    ...overrides,
  });

  it('records the hire, marks the applicant hired and tells staff', async () => {
    const { client, company } = await signedIn();
    const job = await createJob({ company_id: company.id });
    const applicant = await createEmailApplicant({ job_id: job.id, company_id: company.id, name: 'Aiko Tanaka' });
    const res = await client.post('/api/v1/employers/hiring_reports').send({ hiring_report: report({ job_id: job.id, email_applicant_id: applicant.id }) }).expect(201);
    expect(res.body.meta.message).to.equal('Thanks! We have recorded the hire.');
    expect(res.body.data.attributes).to.include({ full_name: 'Aiko Tanaka', position: 'Backend Engineer', contract_type: 'full_time_permanent', is_late: false, job_id: job.id });
    expect((await models().EmailApplicant.findByPk(applicant.id))?.user_state).to.equal('user_state_hired');
    const [mail] = await outbox();
    expect(mail).to.include({ template: 'hiring_report', to_address: 'staff@shigoto.example', subject: 'Hire reported by Acme: Aiko Tanaka' });
    expect(await models().AuditLog.count({ where: { action: 'hiring_report.create' } })).to.equal(1);
  });

  it('takes a report more than 5 days after the start but flags it late', async () => {
    const { client } = await signedIn();
    const res = await client.post('/api/v1/employers/hiring_reports').send({ hiring_report: report({ start_date: isoDay(9) }) }).expect(201);
    expect(res.body.data.attributes.is_late).to.equal(true);
    expect((await outbox())[0].subject).to.equal('[Late] Hire reported by Acme: Aiko Tanaka');
  });

  it('wants a contract-length note for contracts shorter than 12 months, and each field right', async () => {
    const { client } = await signedIn();
    const noNote = await client.post('/api/v1/employers/hiring_reports').send({ hiring_report: report({ contract_type: 'fixed_term_under_12_months' }) }).expect(422);
    expect(errorsOf(noNote.body)).to.deep.equal({ contract_length_note: [CONTRACT_LENGTH_NOTE_MESSAGE] });
    await client.post('/api/v1/employers/hiring_reports').send({ hiring_report: report({ contract_type: 'fixed_term_under_12_months', contract_length_note: '6 months, renewable' }) }).expect(201);
    const bad = await client.post('/api/v1/employers/hiring_reports').send({ hiring_report: { full_name: '', start_date: '2026-13-40', contract_type: 'gig' } }).expect(422);
    expect(errorsOf(bad.body)).to.deep.equal({
      full_name: ['is required'],
      position: ['is required'],
      start_date: ['must be a date (YYYY-MM-DD)'],
      contract_type: ['must be one of: full_time_permanent, fixed_term_over_12_months, fixed_term_under_12_months, internship, other_unknown'],
    });
    // An empty form is told what it lacks, in words a person reads (the form translates them).
    const empty = await client.post('/api/v1/employers/hiring_reports').send({ hiring_report: { full_name: '', position: '', start_date: '', contract_type: '' } }).expect(422);
    expect(errorsOf(empty.body)).to.deep.equal({ full_name: ['is required'], position: ['is required'], start_date: ['is required'], contract_type: ['is required'] });
    const short = await client.post('/api/v1/employers/hiring_reports').send({ hiring_report: report({ full_name: 'A' }) }).expect(422);
    expect(errorsOf(short.body)).to.deep.equal({ full_name: ['must be 2 to 200 characters'] });
    expect(await models().HiringReport.count()).to.equal(1);
  });

  it('takes 20 reports per employer an hour', async () => {
    const { client } = await signedIn();
    for (let n = 0; n < 20; n++) await client.post('/api/v1/employers/hiring_reports').send({ hiring_report: report({ full_name: `Hire ${n}` }) }).expect(201);
    await client.post('/api/v1/employers/hiring_reports').send({ hiring_report: report() }).expect(429);
    expect(await models().HiringReport.count()).to.equal(20);
  });

  it('refuses another company’s job or applicant with 404 (IDOR)', async () => {
    const { client } = await signedIn();
    const rival = await createCompany({ name: 'Rival' });
    const theirJob = await createJob({ company_id: rival.id });
    const theirApplicant = await createEmailApplicant({ job_id: theirJob.id, company_id: rival.id });
    await client.post('/api/v1/employers/hiring_reports').send({ hiring_report: report({ job_id: theirJob.id }) }).expect(404);
    await client.post('/api/v1/employers/hiring_reports').send({ hiring_report: report({ email_applicant_id: theirApplicant.id }) }).expect(404);
    expect(await models().HiringReport.count()).to.equal(0);
    expect((await models().EmailApplicant.findByPk(theirApplicant.id))?.user_state).to.equal(null);
  });
});
