import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { api } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { completeJobForm, createCompany, createEmployer, createLocation, createSkill } from '../helpers/factories.js';
import { errorsOf, refusalOf } from '../helpers/errors.js';

/** A real page server on loopback for job imports. */
async function servePage(html: string, status = 200) {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jobs/42`, close: () => new Promise((r) => server.close(r)) };
}

/** A complete form whose description carries a link, a bare URL and a script to be cleaned. */
const completeJob = (overrides: Record<string, unknown> = {}) =>
  completeJobForm({
    raw_content: '<p>Build our API. See <a href="https://evil.example">this</a> or https://tracker.example/x</p><script>alert(1)</script>',
    ...overrides,
  });

describe('job submissions', () => {
  beforeEach(async () => {
    await createLocation({ slug: 'tokyo', name: 'Tokyo' });
    await createSkill({ system_name: 'go', name: 'Go', aliases: ['golang'] });
    await createSkill({ id: 359, system_name: 'software_engineering', name: 'Software Engineering', skill_type: 'category' });
  });

  it('creates a pending job for a signed-in employer: links removed, tracking added, staff told', async () => {
    const company = await createCompany();
    await createEmployer({ company_id: company.id, email: 'boss@acme.example', password: 'password-123' });
    const login = await api().post('/api/v1/employer_sessions').send({ user: { email: 'boss@acme.example', password: 'password-123' } }).expect(201);

    const res = await api().post('/api/v1/jobs').set('authorization', `Bearer ${login.body.meta.access}`).send({ job: completeJob({ memo: 'I am admin' }) });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body.meta.message).to.equal('Job created successfuly');
    expect(res.body.data.attributes).to.include({ approval_state: 'pending', published: false, application_url: 'https://careers.acme.example/jobs/1?source=shigoto' });

    const job = await testApp().ctx.db.models.Job.findByPk(Number(res.body.data.id));
    expect(job).to.include({ company_id: company.id, memo: null, sponsors_visas: true });
    expect(job!.raw_content).to.equal('<p>Build our API. See this</p>');
    expect(await testApp().ctx.db.models.JobSkill.count({ where: { job_id: job!.id } })).to.equal(1);
    await testApp().ctx.queue.drain();
    const notice = await testApp().ctx.db.models.OutboundEmail.findOne({ where: { template: 'job_pending' } });
    expect(notice?.to_address).to.equal(testApp().ctx.config.staffNotificationEmail);
    expect(notice?.subject).to.equal('New job waiting for approval: Backend Engineer');
  });

  it('names every missing required field', async () => {
    const res = await api().post('/api/v1/jobs').send({ job: { title: 'Only a title' } }).expect(422);
    expect(refusalOf(res.body).message).to.equal('Your job could not be created...');
    expect(errorsOf(res.body)).to.have.keys([
      'category', 'company', 'submitter_email', 'employment_type', 'english_level', 'japanese_level', 'location', 'remote_level', 'candidate_location', 'sponsors_visas', 'raw_content', 'application_email',
    ]);
  });

  it('takes public submissions with a company e-mail (a new company for staff) or a membership code', async () => {
    const refused = await api().post('/api/v1/jobs').send({ job: completeJob({ submitter_email: 'me@gmail.com', new_company_name: 'Acme' }) }).expect(422);
    expect(errorsOf(refused.body)).to.deep.equal({ submitter_email: ['must be your company e-mail address (free e-mail providers are not accepted)'] });

    const fresh = await api().post('/api/v1/jobs').send({ job: completeJob({ submitter_email: 'me@acme.example', new_company_name: 'Acme KK' }) }).expect(201);
    const job = await testApp().ctx.db.models.Job.findByPk(Number(fresh.body.data.id), { include: ['company'] });
    expect((job as unknown as { company: { name: string; published: boolean } }).company).to.include({ name: 'Acme KK', published: false });

    const company = await createCompany({ membership_code: 'code-of-acme-12345' });
    const coded = await api().post('/api/v1/jobs').send({ job: completeJob(), auth_code: 'code-of-acme-12345' }).expect(201);
    expect((await testApp().ctx.db.models.Job.findByPk(Number(coded.body.data.id)))?.company_id).to.equal(company.id);
    await api().post('/api/v1/jobs').send({ job: completeJob(), auth_code: 'wrong-code-000000' }).expect(422);
  });

  it('saves drafts with state 1', async () => {
    const res = await api().post('/api/v1/job_drafts').send({ job_draft: { title: 'Half done', salary_min: 6000000 } }).expect(201);
    expect(res.body.data.attributes.state).to.equal(1);
    expect(res.body.data.attributes.fields).to.deep.equal({ title: 'Half done', salary_min: 6000000 });
  });

  it('refuses a draft whose salary range runs backwards, as the job form does (the preview shows it under the field)', async () => {
    const res = await api().post('/api/v1/job_drafts').send({ job_draft: { title: 'Backwards', salary_min: 9000000, salary_max: 5000000 } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ salary_max: ['must be at least the minimum salary'] });
    await api().post('/api/v1/job_drafts').send({ job_draft: { title: 'Even', salary_min: 6000000, salary_max: 6000000 } }).expect(201);
    await api().post('/api/v1/job_drafts').send({ job_draft: { title: 'Only a maximum', salary_max: 5000000 } }).expect(201);
  });

  it('finds skills in a text by name and alias, short names only as written', async () => {
    const res = await api().post('/api/v1/internal/generated_skills').send({ raw_content: 'We use golang daily. Let us go to market.' }).expect(200);
    expect(res.body.data.map((s: { attributes: { system_name: string } }) => s.attributes.system_name)).to.deep.equal(['go']);
    const none = await api().post('/api/v1/internal/generated_skills').send({ raw_content: 'Let us go to market.' }).expect(200);
    expect(none.body.data).to.deep.equal([]);
  });

  it('imports a JobPosting page into a draft', async () => {
    const page = await servePage(`<html><head><script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Go Engineer',
      description: '<p>Write Go services. Apply at <a href="https://x.example">x</a></p>',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Kumo KK' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Tokyo' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'JPY', value: { minValue: 500000, maxValue: 700000, unitText: 'MONTH' } },
    })}</script></head><body></body></html>`);
    try {
      const res = await api().post('/api/v1/job_imports').send({ job_import: { url: page.url } }).expect(201);
      expect(res.body.data.attributes.fields).to.deep.include({
        title: 'Go Engineer',
        raw_content: '<p>Write Go services. Apply at x</p>',
        employment_type: 'full_time',
        salary_min: 6000000,
        salary_max: 8400000,
        new_company_name: 'Kumo KK',
        location: 'Tokyo',
        skills: ['go'],
      });
    } finally {
      await page.close();
    }
  });

  it('never fetches private or loopback addresses that are not allowed', async () => {
    for (const url of ['http://10.0.0.7/job', 'http://192.168.1.1/job', 'http://[::1]/job', 'http://localhost/job', 'ftp://example.com/job', 'http://user:pw@example.com/']) {
      const res = await api().post('/api/v1/job_imports').send({ job_import: { url } });
      expect(res.status, url).to.equal(422);
    }
  });
});
