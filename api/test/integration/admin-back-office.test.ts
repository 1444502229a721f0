import { expect } from 'chai';
import { api, signInStaff } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createEmployer, createJob, createLead, createLocation, createSkill } from '../helpers/factories.js';
import { ALREADY_INVOICED, NOT_INVOICED } from '../../src/modules/back-office/hire-billing.service.js';
import { ALREADY_SENT } from '../../src/modules/back-office/outbox.service.js';
import { CATEGORY_IDS_ONLY, PARENT_MUST_BE_CATEGORY, STAYS_CATEGORY, TAKEN } from '../../src/modules/back-office/taxonomy.service.js';
import { DELETED_ISSUE, JOB_NOT_UPDATED_MESSAGE } from '../../src/modules/job-lifecycle/job-lifecycle.rules.js';

const models = () => testApp().ctx.db.models;
const DAY_MS = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

async function admin() {
  const { staff, tokens } = await signInStaff('admin');
  const auth = { authorization: `Bearer ${tokens.access}`, 'x-csrf-token': tokens.csrf };
  return { staff, auth };
}

const auditEntries = (subjectType: string, subjectId: number) =>
  models().AuditLog.findAll({ where: { subject_type: subjectType, subject_id: String(subjectId) }, order: [['id', 'ASC']], raw: true });

/** What a job needs before it can be published, besides the factory's defaults. */
async function complete() {
  const category = await createSkill({ skill_type: 'category' });
  const location = await createLocation();
  return { category_skill_id: category.id, location_id: location.id, raw_content: '<p>Build our API.</p>', application_url: 'https://careers.acme.example/1' };
}

const hireReport = (companyId: number, overrides: Record<string, unknown> = {}) =>
  models().HiringReport.create({ company_id: companyId, full_name: 'Aiko Tanaka', position: 'Backend Engineer', start_date: '2026-01-05', contract_type: 'full_time_permanent', ...overrides });

describe('console back office', () => {
  describe('dashboard', () => {
    it('counts what waits for staff, each as its list filters it', async () => {
      const { auth } = await admin();
      const company = await createCompany();
      await createJob({ company_id: company.id, approval_state: 'pending', published: false });
      await createJob({ company_id: company.id, approval_state: 'pending', published: false });
      await createJob({ company_id: company.id, approval_state: 'pending', published: false, is_deleted: true });
      await createJob({ company_id: company.id });
      const { CompanyReview, CompanyExperience, CompanySubmission, ContractRequest } = models();
      await CompanyReview.create({ company_id: company.id, title: 'Good', body: 'Nice team', rating: 4 });
      await CompanyReview.create({ company_id: company.id, title: 'Done', body: 'Nice team', rating: 4, moderation_state: 'approved' });
      await CompanyExperience.create({ company_id: company.id, body: 'Remote works' });
      await CompanySubmission.create({ company_name: 'Beta KK', submitter_name: 'Ken', email: 'ken@beta.example' });
      await CompanySubmission.create({ company_name: 'Gamma KK', submitter_name: 'Mia', email: 'mia@gamma.example', handled_at: new Date() });
      await ContractRequest.create({ email: 'boss@acme.example', plan: 'plus', term: 'annual' });
      await ContractRequest.create({ email: 'done@acme.example', plan: 'plus', term: 'annual', handled_at: new Date() });
      await hireReport(company.id, { is_late: true });
      await hireReport(company.id, { is_late: true, invoiced_at: new Date() });
      await hireReport(company.id, { is_late: false });

      const res = await api().get('/admin/api/dashboard').set(auth).expect(200);
      expect(res.body.waiting).to.deep.equal({
        pending_jobs: 2,
        pending_reviews: 1,
        pending_experiences: 1,
        company_submissions: 1,
        contract_requests: 1,
        late_hire_reports: 1,
      });
      // The same counts through the lists the dashboard links to.
      const listed = await api().get('/admin/api/jobs').query({ filter: JSON.stringify({ approval_state: 'pending' }) }).set(auth).expect(200);
      expect(listed.headers['content-range']).to.match(/\/2$/);
      const late = await api().get('/admin/api/hiring_reports').query({ filter: JSON.stringify({ is_late: true, invoiced: false }) }).set(auth).expect(200);
      expect(late.headers['content-range']).to.match(/\/1$/);
    });

    it('charts applications and page views per day, new jobs and subscribers per week, zeros included', async () => {
      const { auth } = await admin();
      const company = await createCompany();
      const job = await createJob({ company_id: company.id });
      const { Applicant, TrackingEvent, Job } = models();
      const applicant = (createdAt: Date) => Applicant.create({ job_id: job.id, company_id: company.id, name: 'Aiko', email: `a${createdAt.getTime()}@mail.example`, created_at: createdAt });
      await applicant(new Date());
      await applicant(new Date());
      await applicant(new Date(Date.now() - 3 * DAY_MS));
      await applicant(new Date(Date.now() - 40 * DAY_MS));
      await TrackingEvent.create({ type: 'PAGE_VIEW', page_location: '/jobs', created_at: new Date() });
      await TrackingEvent.create({ type: 'JOB_APPLICATION_CLICK', page_location: '/jobs', created_at: new Date() });
      await createLead();
      await createLead();
      await Job.update({ created_at: new Date(Date.now() - 200 * DAY_MS) }, { where: { id: job.id } });
      await createJob({ company_id: company.id });

      const { charts } = (await api().get('/admin/api/dashboard').set(auth).expect(200)).body;
      expect(charts.applications_per_day).to.have.length(30);
      expect(charts.applications_per_day.at(-1)).to.deep.equal({ period: day(0), count: 2 });
      expect(charts.applications_per_day.find((p: { period: string }) => p.period === day(3)).count).to.equal(1);
      expect(charts.applications_per_day.reduce((sum: number, p: { count: number }) => sum + p.count, 0)).to.equal(3);
      expect(charts.page_views_per_day.at(-1)).to.deep.equal({ period: day(0), count: 1 });
      expect(charts.new_jobs_per_week).to.have.length(12);
      expect(charts.new_jobs_per_week.at(-1).count).to.equal(1);
      expect(new Date(`${charts.new_jobs_per_week.at(-1).period}T00:00:00Z`).getUTCDay()).to.equal(1);
      expect(charts.subscribers_per_week.at(-1).count).to.equal(2);
    });

    it('is for admins only', async () => {
      const { tokens } = await signInStaff('editor');
      await api().get('/admin/api/dashboard').set('authorization', `Bearer ${tokens.access}`).expect(403);
      await api().get('/admin/api/dashboard').expect(401);
    });
  });

  describe('hire reports', () => {
    it('marks a hire invoiced then paid, once each, with audit entries', async () => {
      const { staff, auth } = await admin();
      const company = await createCompany({ name: 'Acme KK' });
      const report = await hireReport(company.id);

      const paidFirst = await api().put(`/admin/api/hiring_reports/${report.id}`).set(auth).send({ paid: true }).expect(422);
      expect(paidFirst.body.errors).to.deep.equal({ paid: [NOT_INVOICED] });

      const invoiced = await api().put(`/admin/api/hiring_reports/${report.id}`).set(auth).send({ invoiced: true }).expect(200);
      expect(invoiced.body).to.include({ company_name: 'Acme KK', paid_at: null });
      expect(invoiced.body.invoiced_at).to.be.a('string');
      const again = await api().put(`/admin/api/hiring_reports/${report.id}`).set(auth).send({ invoiced: true }).expect(422);
      expect(again.body.errors).to.deep.equal({ invoiced: [ALREADY_INVOICED] });

      const paid = await api().put(`/admin/api/hiring_reports/${report.id}`).set(auth).send({ paid: true }).expect(200);
      expect(paid.body.paid_at).to.be.a('string');
      expect(paid.body.invoiced_at).to.equal(invoiced.body.invoiced_at);
      await api().put(`/admin/api/hiring_reports/${report.id}`).set(auth).send({ paid: false }).expect(422);

      const entries = await auditEntries('hiring_report', report.id);
      expect(entries.map((e) => [e.action, e.actor_type, e.actor_id])).to.deep.equal([
        ['hiring_report.invoiced', 'staff', staff.id],
        ['hiring_report.paid', 'staff', staff.id],
      ]);
      const paidList = await api().get('/admin/api/hiring_reports').query({ filter: JSON.stringify({ paid: true }) }).set(auth).expect(200);
      expect(paidList.body.map((r: { id: number }) => r.id)).to.deep.equal([report.id]);
      const shown = await api().get(`/admin/api/hiring_reports/${report.id}`).set(auth).expect(200);
      expect(shown.body).to.include({ full_name: 'Aiko Tanaka', company_name: 'Acme KK' });
    });
  });

  describe('jobs', () => {
    it('edits every field through the lifecycle: sanitized description, location, skills, visa, salary', async () => {
      const { staff, auth } = await admin();
      const company = await createCompany({ slug: 'acme' });
      const [go, rust] = [await createSkill({ system_name: 'go' }), await createSkill({ system_name: 'rust' })];
      const osaka = await createLocation({ slug: 'osaka', name: 'Osaka' });
      const job = await createJob({ company_id: company.id, slug: 'go-engineer', skills: [go] });

      const shown = await api().get(`/admin/api/jobs/${job.id}`).set(auth).expect(200);
      expect(shown.body).to.include({ public_url: `${testApp().ctx.config.publicUrl}/jobs/acme/go-engineer` });
      expect(shown.body.skill_ids).to.deep.equal([go.id]);

      const res = await api()
        .put(`/admin/api/jobs/${job.id}`)
        .set(auth)
        .send({
          ...shown.body,
          title: 'Senior Go Engineer',
          salary_min: 8_000_000,
          salary_max: 12_000_000,
          raw_content: '<p>Build <a href="https://evil.example">things</a></p><script>alert(1)</script>',
          location_id: osaka.id,
          skill_ids: [go.id, rust.id],
          sponsors_visas: true,
          remote_level: 'full_japan',
          application_email: null,
          application_url: 'https://careers.acme.example/go',
        })
        .expect(200);
      expect(res.body).to.include({ title: 'Senior Go Engineer', salary_min: 8_000_000, salary_max: 12_000_000, location_id: osaka.id, sponsors_visas: true, remote_level: 'full_japan' });
      expect(res.body.raw_content).to.equal('<p>Build things</p>');
      expect(res.body.skill_ids).to.have.members([go.id, rust.id]);
      expect(res.body.application_url).to.match(/^https:\/\/careers\.acme\.example\/go\?.*source=/);
      const [edit] = (await auditEntries('job', job.id)).filter((e) => e.action === 'job.edit');
      expect(edit).to.include({ actor_type: 'staff', actor_id: staff.id });
    });

    it('answers a refused or invalid change with 422 and its fields', async () => {
      const { auth } = await admin();
      const job = await createJob({ title: 'Before' });
      const salary = await api().put(`/admin/api/jobs/${job.id}`).set(auth).send({ salary_min: 9_000_000, salary_max: 5_000_000 }).expect(422);
      expect(salary.body.errors).to.have.keys(['salary_max']);
      const unknownSkill = await api().put(`/admin/api/jobs/${job.id}`).set(auth).send({ skill_ids: [999_999] }).expect(422);
      expect(unknownSkill.body.errors).to.have.keys(['skill_ids']);
      // Refused by the lifecycle's form, told under the console's own field.
      const elsewhere = await createLocation({ name: 'Elsewhere outside Japan', slug: 'outside-japan' });
      const notForJobs = await api().put(`/admin/api/jobs/${job.id}`).set(auth).send({ location_id: elsewhere.id }).expect(422);
      expect(notForJobs.body.errors).to.deep.equal({ location_id: ['is where applicants live, not a place for a job'] });
      await api().delete(`/admin/api/jobs/${job.id}`).set(auth).expect(200);
      const deleted = await api().put(`/admin/api/jobs/${job.id}`).set(auth).send({ title: 'After' }).expect(422);
      expect(deleted.body).to.deep.include({ message: JOB_NOT_UPDATED_MESSAGE, errors: { base: [DELETED_ISSUE] } });
      expect((await models().Job.findByPk(job.id))!.title).to.equal('Before');
    });

    it('closes and reopens a job, keeping its first publication date', async () => {
      const { auth } = await admin();
      const job = await createJob(await complete());
      const closed = await api().put(`/admin/api/jobs/${job.id}`).set(auth).send({ published: false }).expect(200);
      expect(closed.body).to.include({ published: false, public_url: null });
      expect(closed.body.closed_at).to.be.a('string');
      const reopened = await api().put(`/admin/api/jobs/${job.id}`).set(auth).send({ published: true }).expect(200);
      // As stored (MariaDB keeps whole seconds), unchanged by closing and reopening.
      expect(reopened.body).to.include({ published: true, closed_at: null, published_at: closed.body.published_at });
      expect(Date.parse(closed.body.published_at)).to.be.closeTo(job.published_at!.getTime(), 1000);
    });

    it('filters the list by state, skill and creation days', async () => {
      const { auth } = await admin();
      const go = await createSkill();
      const open = await createJob({ title: 'Open Go', skills: [go] });
      const closed = await createJob({ title: 'Closed', published: false, closed_at: new Date() });
      const pending = await createJob({ title: 'Pending', approval_state: 'pending', published: false });
      await models().Job.update({ created_at: new Date(Date.now() - 10 * DAY_MS) }, { where: { id: pending.id } });
      const titles = async (filter: object) =>
        (await api().get('/admin/api/jobs').query({ filter: JSON.stringify(filter), sort: JSON.stringify(['id', 'ASC']) }).set(auth).expect(200)).body.map((j: { title: string }) => j.title);
      expect(await titles({ status: 'open' })).to.deep.equal([open.title]);
      expect(await titles({ status: 'closed' })).to.deep.equal([closed.title]);
      expect(await titles({ skill_id: go.id })).to.deep.equal([open.title]);
      expect(await titles({ created_at_gte: day(11), created_at_lte: day(9) })).to.deep.equal([pending.title]);
      expect(await titles({ created_at_gte: day(1) })).to.deep.equal([open.title, closed.title]);
    });
  });

  describe('taxonomy', () => {
    it('creates and edits skills; names are unique and only the reserved ids are categories', async () => {
      const { auth } = await admin();
      // The last reserved id, so the skills created here get ids after every reserved one (as in seeded data).
      const category = await createSkill({ id: 377, name: 'Software engineering', system_name: 'software_engineering', skill_type: 'category' });
      const created = await api()
        .post('/admin/api/skills')
        .set(auth)
        .send({ name: 'Backend', system_name: 'Backend_Development', display_name: 'Backend development', display_name_ja: 'バックエンド開発', skill_type: 'subcategory', parent_id: category.id })
        .expect(201);
      expect(created.body).to.include({ system_name: 'backend_development', display_name_ja: 'バックエンド開発', parent_id: 377 });

      const duplicate = await api().post('/admin/api/skills').set(auth).send({ name: 'backend', system_name: 'backend_development' }).expect(422);
      expect(duplicate.body.errors).to.deep.equal({ name: [TAKEN], system_name: [TAKEN] });
      const fakeCategory = await api().post('/admin/api/skills').set(auth).send({ name: 'Sales', system_name: 'sales', skill_type: 'category' }).expect(422);
      expect(fakeCategory.body.errors).to.deep.equal({ skill_type: [CATEGORY_IDS_ONLY] });
      const orphan = await api().post('/admin/api/skills').set(auth).send({ name: 'Infra', system_name: 'infra', skill_type: 'subcategory', parent_id: created.body.id }).expect(422);
      expect(orphan.body.errors).to.deep.equal({ parent_id: [PARENT_MUST_BE_CATEGORY] });
      const missing = await api().post('/admin/api/skills').set(auth).send({}).expect(422);
      expect(missing.body.errors).to.have.keys(['name', 'system_name']);

      const demoted = await api().put('/admin/api/skills/377').set(auth).send({ skill_type: 'technology' }).expect(422);
      expect(demoted.body.errors).to.deep.equal({ skill_type: [STAYS_CATEGORY] });
      const renamed = await api().put('/admin/api/skills/377').set(auth).send({ display_name_ja: 'ソフトウェア開発' }).expect(200);
      expect(renamed.body).to.include({ display_name_ja: 'ソフトウェア開発', skill_type: 'category' });
      const clash = await api().put(`/admin/api/skills/${created.body.id}`).set(auth).send({ system_name: 'software_engineering' }).expect(422);
      expect(clash.body.errors).to.deep.equal({ system_name: [TAKEN] });
      expect((await auditEntries('skill', 377)).map((e) => e.action)).to.deep.equal(['skill.update']);

      const listed = await api().get('/admin/api/skills').query({ filter: JSON.stringify({ skill_type: 'subcategory' }) }).set(auth).expect(200);
      expect(listed.body.map((s: { name: string }) => s.name)).to.deep.equal(['Backend']);
    });

    it('creates and edits locations; slugs and names within a parent are unique, no location sits inside itself', async () => {
      const { auth } = await admin();
      const japan = await createLocation({ id: 1, name: 'Japan', slug: 'japan' });
      const tokyo = await api().post('/admin/api/locations').set(auth).send({ name: 'Tokyo', name_ja: '東京', slug: 'tokyo', parent_id: japan.id }).expect(201);
      const taken = await api().post('/admin/api/locations').set(auth).send({ name: 'tokyo', slug: 'tokyo', parent_id: japan.id }).expect(422);
      expect(taken.body.errors).to.deep.equal({ name: [TAKEN], slug: [TAKEN] });
      await api().post('/admin/api/locations').set(auth).send({ name: 'Tokyo', slug: 'tokyo-other', parent_id: tokyo.body.id }).expect(201);
      const badSlug = await api().post('/admin/api/locations').set(auth).send({ name: 'Kyoto', slug: 'kyo to' }).expect(422);
      expect(badSlug.body.errors).to.have.keys(['slug']);
      const cycle = await api().put(`/admin/api/locations/${japan.id}`).set(auth).send({ parent_id: tokyo.body.id }).expect(422);
      expect(cycle.body.errors).to.have.keys(['parent_id']);
      const edited = await api().put(`/admin/api/locations/${tokyo.body.id}`).set(auth).send({ name_ja: '東京都' }).expect(200);
      expect(edited.body).to.include({ name_ja: '東京都', slug: 'tokyo' });
      await api().post('/admin/api/locations').set(auth).send({ name: 'Elsewhere outside Japan', slug: 'outside-japan' }).expect(201);
      const forJobs = await api().get('/admin/api/locations').query({ filter: JSON.stringify({ for_jobs: true }) }).set(auth).expect(200);
      expect(forJobs.body.map((l: { slug: string }) => l.slug)).to.have.members(['japan', 'tokyo', 'tokyo-other']);
      expect((await auditEntries('location', tokyo.body.id)).map((e) => e.action)).to.deep.equal(['location.create', 'location.update']);
    });
  });

  describe('outbox', () => {
    it('retries a failed e-mail once: queued again, delivered, audited; a sent one is not sent again', async () => {
      const { staff, auth } = await admin();
      const { OutboundEmail } = models();
      const failed = await OutboundEmail.create({ dedupe_key: 'failed-1', template: 'job_approved', to_address: 'hr@acme.example', subject: 'Approved', text_body: 'Hi', state: 'failed', attempts: 30, last_error: 'SMTP down' });

      // Two clicks at once: either may be the one that queues it; the other is accepted or refused, never an error.
      const answers = await Promise.all([1, 2].map(() => api().post(`/admin/api/outbound_emails/${failed.id}/retry`).set(auth)));
      const [accepted, other] = answers.map((answer) => answer.status).sort();
      expect(accepted).to.equal(200);
      expect([200, 422]).to.include(other);
      expect(answers.find((answer) => answer.status === 200)!.body.id).to.equal(failed.id);
      await testApp().ctx.queue.drain();
      const delivered = (await OutboundEmail.findByPk(failed.id))!;
      expect(delivered).to.include({ state: 'sent', attempts: 1 });
      const entries = await auditEntries('outbound_email', failed.id);
      expect(entries.map((e) => [e.action, e.actor_id])).to.deep.equal([['outbound_email.retry', staff.id]]);

      const sent = await api().post(`/admin/api/outbound_emails/${failed.id}/retry`).set(auth).expect(422);
      expect(sent.body.errors).to.deep.equal({ state: [ALREADY_SENT] });
      await api().post('/admin/api/outbound_emails/999999/retry').set(auth).expect(404);
    });
  });

  describe('audit log', () => {
    it('lists entries by staff member, resource, action and days, with the changes', async () => {
      const { staff, auth } = await admin();
      const { staff: other, auth: otherAuth } = await admin();
      const company = await createCompany();
      const report = await hireReport(company.id);
      await api().put(`/admin/api/hiring_reports/${report.id}`).set(auth).send({ invoiced: true }).expect(200);
      const job = await createJob({ company_id: company.id });
      await api().put(`/admin/api/jobs/${job.id}`).set(otherAuth).send({ title: 'Renamed by the other' }).expect(200);
      await models().AuditLog.create({ actor_type: 'staff', actor_id: staff.id, action: 'job.edit', subject_type: 'job', subject_id: '1', changes: {}, created_at: new Date(Date.now() - 20 * DAY_MS) });

      const list = async (filter: object) => (await api().get('/admin/api/audit_logs').query({ filter: JSON.stringify(filter) }).set(auth).expect(200)).body as { action: string; actor_name: string; changes: Record<string, unknown> }[];
      const mine = await list({ actor_id: staff.id });
      expect(mine.map((e) => e.action)).to.deep.equal(['job.edit', 'hiring_report.invoiced']);
      expect(mine[1].actor_name).to.equal(staff.name);
      expect((await list({ staff: other.email })).map((e) => e.action)).to.deep.equal(['job.edit']);
      expect((await list({ subject_type: 'job', created_at_gte: day(1) })).map((e) => e.changes)).to.deep.equal([{ title: 'Renamed by the other' }]);
      expect((await list({ action: 'hiring_report' })).map((e) => e.action)).to.deep.equal(['hiring_report.invoiced']);
      expect((await list({ created_at_lte: day(10) })).map((e) => e.action)).to.deep.equal(['job.edit']);
      const [entry] = await list({ subject_type: 'hiring_report' });
      const shown = await api().get(`/admin/api/audit_logs/${(entry as unknown as { id: number }).id}`).set(auth).expect(200);
      expect(shown.body.changes).to.have.property('invoiced_at');
    });

    it('names who made each entry and what it is about, and files a company edit under company', async () => {
      const { auth } = await admin();
      const company = await createCompany({ name: 'Ledgerly' });
      await api().put(`/admin/api/companies/${company.id}`).set(auth).send({ description: 'We build ledgers.' }).expect(200);
      const employer = await createEmployer({ company_id: company.id, name: 'Aiko Tanaka' });
      const job = await createJob({ company_id: company.id, title: 'Go Engineer' });
      await models().AuditLog.create({ actor_type: 'employer', actor_id: employer.id, action: 'job.submit', subject_type: 'job', subject_id: String(job.id), changes: {} });
      await models().AuditLog.create({ actor_type: 'employer', actor_id: employer.id, action: 'email_applicant.bulk_update', subject_type: 'email_applicant', subject_id: '7,8', changes: {} });

      type Entry = { id: number; action: string; subject_type: string; actor_name: string | null; subject_name: string | null };
      const entries = (await api().get('/admin/api/audit_logs').set(auth).expect(200)).body as Entry[];
      expect(entries.map(({ action, subject_type, actor_name, subject_name }) => ({ action, subject_type, actor_name, subject_name }))).to.deep.equal([
        { action: 'email_applicant.bulk_update', subject_type: 'email_applicant', actor_name: 'Aiko Tanaka', subject_name: null },
        { action: 'job.submit', subject_type: 'job', actor_name: 'Aiko Tanaka', subject_name: 'Go Engineer' },
        { action: 'company.update', subject_type: 'company', actor_name: entries[2].actor_name, subject_name: 'Ledgerly' },
      ]);
      expect(entries[2].actor_name).to.be.a('string').and.not.equal('');
      const shown = await api().get(`/admin/api/audit_logs/${entries[1].id}`).set(auth).expect(200);
      expect(shown.body).to.include({ actor_name: 'Aiko Tanaka', subject_name: 'Go Engineer' });
    });
  });

  it('lists tracking events read-only', async () => {
    const { auth } = await admin();
    await models().TrackingEvent.create({ type: 'PAGE_VIEW', page_location: '/jobs/acme/go' });
    const res = await api().get('/admin/api/tracking_events').set(auth).expect(200);
    expect(res.body.map((e: { page_location: string }) => e.page_location)).to.deep.equal(['/jobs/acme/go']);
    await api().put('/admin/api/tracking_events/1').set(auth).send({}).expect(404);
  });
});
