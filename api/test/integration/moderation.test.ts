import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import { api, signInStaff } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createExperience, createLead, createReview } from '../helpers/factories.js';

const models = () => testApp().ctx.db.models;

async function staff() {
  const { staff, tokens } = await signInStaff('admin');
  const auth = `Bearer ${tokens.access}`;
  return {
    staff,
    get: (path: string, query: Record<string, unknown> = {}) =>
      api()
        .get(`/admin/api${path}`)
        .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))
        .set('authorization', auth),
    put: (path: string, body: object) => api().put(`/admin/api${path}`).set('authorization', auth).send(body),
    post: (path: string, body: object = {}) => api().post(`/admin/api${path}`).set('authorization', auth).send(body),
  };
}

async function auditOf(subjectType: string, subjectId: number) {
  const rows = await models().AuditLog.findAll({ where: { subject_type: subjectType, subject_id: String(subjectId) }, order: [['id', 'ASC']] });
  return rows.map((row) => row.get({ plain: true }) as Rows['AuditLog']);
}

describe('console moderation: company reviews and experiences', () => {
  it('lists pending reviews first, filtered by state and company', async () => {
    const admin = await staff();
    const acme = await createCompany({ name: 'Acme KK' });
    const approved = await createReview({ company_id: acme.id, title: 'Approved one' });
    const pending = await createReview({ company_id: acme.id, title: 'Pending one', moderation_state: 'pending' });
    await createReview({ title: 'Elsewhere', moderation_state: 'pending' });

    const all = await admin.get('/company_reviews', { filter: { company_id: acme.id } }).expect(200);
    expect(all.body.map((r: Rows['CompanyReview']) => r.id)).to.deep.equal([pending.id, approved.id]);
    expect(all.headers['content-range']).to.equal('company_reviews 0-1/2');

    const waiting = await admin.get('/company_reviews', { filter: { moderation_state: 'pending' } }).expect(200);
    expect(waiting.body.map((r: Rows['CompanyReview']) => r.title).sort()).to.deep.equal(['Elsewhere', 'Pending one']);

    const one = await admin.get(`/company_reviews/${pending.id}`).expect(200);
    expect(one.body).to.include({ title: 'Pending one', moderation_state: 'pending', company_id: acme.id });
    await admin.get('/company_reviews/999999').expect(404);
  });

  it('approves a review: on the public company page, counted, reason stored, audited', async () => {
    const admin = await staff();
    const acme = await createCompany({ name: 'Acme KK' });
    const pending = await createReview({ company_id: acme.id, title: 'Great team', moderation_state: 'pending' });
    const before = await api().get('/api/v1/company_reviews').query({ company_id: acme.id }).expect(200);
    expect(JSON.stringify(before.body)).to.not.include('Great team');

    const res = await admin.put(`/company_reviews/${pending.id}`, { moderation_state: 'approved', moderation_reason: 'Checked: a real employee' }).expect(200);
    expect(res.body).to.include({ moderation_state: 'approved', moderation_reason: 'Checked: a real employee' });
    expect(res.body.moderated_at).to.be.a('string');

    const after = await api().get('/api/v1/company_reviews').query({ company_id: acme.id }).expect(200);
    expect(JSON.stringify(after.body)).to.include('Great team');
    expect((await models().Company.findByPk(acme.id))!.review_count).to.equal(1);
    const [entry] = await auditOf('company_review', pending.id);
    expect(entry).to.include({ action: 'company_review.approve', actor_type: 'staff', actor_id: admin.staff.id });
    expect(entry.changes).to.deep.equal({ moderation_state: 'approved', moderation_reason: 'Checked: a real employee' });
  });

  it('rejects only with a reason (422 names the field), and a rejection takes an approved review off the page', async () => {
    const admin = await staff();
    const acme = await createCompany();
    const review = await createReview({ company_id: acme.id, title: 'Names a manager' });
    await models().Company.update({ review_count: 1 }, { where: { id: acme.id } });

    const refused = await admin.put(`/company_reviews/${review.id}`, { moderation_state: 'rejected', moderation_reason: '  ' }).expect(422);
    expect(refused.body.errors).to.deep.equal({ moderation_reason: ['is required when rejecting'] });
    const badState = await admin.put(`/company_reviews/${review.id}`, { moderation_state: 'pending' }).expect(422);
    expect(badState.body.errors.moderation_state).to.deep.equal(['must be one of: approved, rejected']);
    expect((await models().CompanyReview.findByPk(review.id))!.moderation_state).to.equal('approved');
    expect(await auditOf('company_review', review.id)).to.have.length(0);

    await admin.put(`/company_reviews/${review.id}`, { moderation_state: 'rejected', moderation_reason: 'Names a manager' }).expect(200);
    const row = (await models().CompanyReview.findByPk(review.id))!;
    expect(row).to.include({ moderation_state: 'rejected', moderation_reason: 'Names a manager' });
    expect((await models().Company.findByPk(acme.id))!.review_count).to.equal(0);
    const publicList = await api().get('/api/v1/company_reviews').query({ company_id: acme.id }).expect(200);
    expect(JSON.stringify(publicList.body)).to.not.include('Names a manager');
    expect((await auditOf('company_review', review.id)).map((e) => e.action)).to.deep.equal(['company_review.reject']);
  });

  it('moderates experiences the same way, filtered by kind', async () => {
    const admin = await staff();
    const acme = await createCompany();
    const remote = await createExperience({ company_id: acme.id, kind: 'remote', moderation_state: 'pending' });
    await createExperience({ company_id: acme.id, kind: 'designer', moderation_state: 'pending' });

    const list = await admin.get('/company_experiences', { filter: { kind: 'remote', company_id: acme.id } }).expect(200);
    expect(list.body.map((e: Rows['CompanyExperience']) => e.id)).to.deep.equal([remote.id]);
    await admin.put(`/company_experiences/${remote.id}`, { moderation_state: 'approved' }).expect(200);
    expect((await models().Company.findByPk(acme.id))!.experience_count).to.equal(1);
    const publicList = await api().get('/api/v1/company_experiences').query({ company_id: acme.id }).expect(200);
    expect(JSON.stringify(publicList.body)).to.include(remote.body);
    expect((await auditOf('company_experience', remote.id)).map((e) => e.action)).to.deep.equal(['company_experience.approve']);
  });
});

describe('console moderation: converting company submissions and leads', () => {
  async function submission(overrides: Partial<Rows['CompanySubmission']> = {}) {
    const row = await models().CompanySubmission.create({
      company_name: 'Kumade Labs',
      submitter_name: 'Aiko Tanaka',
      email: 'aiko@kumade.example',
      employee_count: 42,
      description: 'Kumade builds logistics software.',
      homepage_url: 'https://www.kumade.example',
      hq_location: 'Fukuoka, Japan',
      ...overrides,
    });
    return row.get({ plain: true }) as Rows['CompanySubmission'];
  }

  async function inviteTo(address: string) {
    const emails = await models().OutboundEmail.findAll({ where: { to_address: address, template: 'company_invite' } });
    return emails.map((email) => email.get({ plain: true }) as Rows['OutboundEmail']);
  }

  it('converts a submission into an unpublished company with its fields, and invites its first employer', async () => {
    const admin = await staff();
    const form = await submission();
    const res = await admin.post(`/company_submissions/${form.id}/convert`, { language: 'jp' }).expect(201);
    expect(res.body.company_id).to.be.a('number');
    expect(res.body.handled_at).to.be.a('string');
    expect(res.body.review_state).to.equal('approved');

    const company = (await models().Company.findByPk(res.body.company_id))!.get({ plain: true }) as Rows['Company'];
    expect(company).to.include({ name: 'Kumade Labs', published: false, employee_count: 42, description: 'Kumade builds logistics software.', homepage_url: 'https://www.kumade.example', location: 'Fukuoka, Japan' });
    expect(company.membership_code).to.have.length.greaterThan(16);

    const [invite] = await inviteTo('aiko@kumade.example');
    expect(invite.language).to.equal('jp');
    expect(invite.subject).to.include('Kumade Labs');
    expect(invite.text_body).to.include(`${testApp().ctx.config.publicUrl}/employer/signup?code=${encodeURIComponent(company.membership_code!)}`);

    expect((await auditOf('company_submission', form.id)).map((e) => e.action)).to.deep.equal(['company_submission.convert']);
    expect((await auditOf('company', company.id)).map((e) => e.action)).to.deep.equal(['company.create']);
    const handled = await admin.get('/company_submissions', { filter: { handled: true } }).expect(200);
    expect(handled.body.map((s: Rows['CompanySubmission']) => s.id)).to.deep.equal([form.id]);
  });

  it('converts a lead with an English invitation whose link signs the employer up into the company', async () => {
    const admin = await staff();
    const lead = (await models().CompanyLead.create({ name: 'Ken Sato', company_name: 'Hoshikuzu Apps', email: 'ken@hoshikuzu.example' })).get({ plain: true }) as Rows['CompanyLead'];
    const res = await admin.post(`/company_leads/${lead.id}/convert`).expect(201);
    const company = (await models().Company.findByPk(res.body.company_id))!;
    expect(company).to.include({ name: 'Hoshikuzu Apps', published: false, homepage_url: 'https://hoshikuzu.example' });
    const [invite] = await inviteTo('ken@hoshikuzu.example');
    expect(invite).to.include({ language: 'en', subject: 'Your Hoshikuzu Apps page on Shigoto is ready' });

    const code = new URL(invite.text_body.match(/https?:\/\/\S+signup\S+/)![0]).searchParams.get('code');
    const joined = await api().get(`/api/v1/company_membership_code_employers/${code}`).expect(200);
    expect(JSON.stringify(joined.body)).to.include('Hoshikuzu Apps');
  });

  it('refuses converting twice with a clear 422, creating nothing more', async () => {
    const admin = await staff();
    const lead = (await models().CompanyLead.create({ name: 'Ken Sato', company_name: 'Twice KK', email: 'ken@twice.example' })).get({ plain: true }) as Rows['CompanyLead'];
    const first = await admin.post(`/company_leads/${lead.id}/convert`).expect(201);
    const again = await admin.post(`/company_leads/${lead.id}/convert`).expect(422);
    expect(again.body).to.deep.equal({ errors: { base: [`It was already converted into company #${first.body.company_id}.`] }, message: 'This company lead cannot be converted again.' });
    expect(await models().Company.count({ where: { name: 'Twice KK' } })).to.equal(1);
    expect(await inviteTo('ken@twice.example')).to.have.length(1);

    const form = await submission({ company_name: 'Twice Forms', email: 'aiko@twice-forms.example', homepage_url: null });
    await admin.post(`/company_submissions/${form.id}/convert`).expect(201);
    const formAgain = await admin.post(`/company_submissions/${form.id}/convert`).expect(422);
    expect(formAgain.body.message).to.equal('This company submission cannot be converted again.');
  });

  it('refuses converting a form and a lead of one company into a second company, naming the first', async () => {
    const admin = await staff();
    const form = await submission();
    const first = await admin.post(`/company_submissions/${form.id}/convert`).expect(201);
    // The same company by its website (any case of its name), and by its name (another website).
    const byHost = (await models().CompanyLead.create({ name: 'Ken Sato', company_name: 'KUMADE LABS Inc.', email: 'ken@kumade.example' })).get({ plain: true }) as Rows['CompanyLead'];
    const byName = (await models().CompanyLead.create({ name: 'Mio Ito', company_name: 'kumade labs', email: 'mio@kumade-labs.example' })).get({ plain: true }) as Rows['CompanyLead'];
    for (const lead of [byHost, byName]) {
      const refused = await admin.post(`/company_leads/${lead.id}/convert`).expect(422);
      expect(refused.body).to.deep.equal({
        errors: { base: [`Kumade Labs (company #${first.body.company_id}) has the same name or website. Send the sender that company's colleague sign-up link instead.`] },
        message: 'This company lead cannot be converted: the company is already on Shigoto.',
      });
    }
    expect(await models().Company.count()).to.equal(1);
    expect(await inviteTo('ken@kumade.example')).to.have.length(0);
    expect((await models().CompanyLead.findByPk(byHost.id))?.handled_at).to.equal(null);
  });

  it('refuses an invitation the sign-up link would not accept (free mail, another domain) and a wrong language', async () => {
    const admin = await staff();
    const free = (await models().CompanyLead.create({ name: 'A', company_name: 'Free KK', email: 'someone@gmail.com' })).get({ plain: true }) as Rows['CompanyLead'];
    const freeRes = await admin.post(`/company_leads/${free.id}/convert`).expect(422);
    expect(freeRes.body.errors.email[0]).to.match(/free e-mail/);
    const elsewhere = await submission({ email: 'aiko@other.example' });
    const elsewhereRes = await admin.post(`/company_submissions/${elsewhere.id}/convert`).expect(422);
    expect(elsewhereRes.body.errors.email).to.deep.equal(["must be on the company's homepage domain, or the invitation's sign-up link would refuse it"]);
    const language = await admin.post(`/company_submissions/${elsewhere.id}/convert`, { language: 'fr' }).expect(422);
    expect(language.body.errors.language).to.deep.equal(['must be one of: en, jp']);
    expect(await models().Company.count({ where: { name: ['Free KK', 'Kumade Labs'] } })).to.equal(0);
    expect((await models().CompanySubmission.findByPk(elsewhere.id))!.handled_at).to.equal(null);
    await admin.post('/company_leads/999999/convert').expect(404);
  });
});

describe('console moderation: now-hiring reports and feedback', () => {
  it('marks a now-hiring report handled and back, filtered by handled, audited', async () => {
    const admin = await staff();
    const { NowHiringReport } = models();
    const report = await NowHiringReport.create({ company_name: 'Umineko Systems', url: 'https://careers.umineko.example' });
    const older = await NowHiringReport.create({ company_name: 'Mikan Data', handled_at: new Date('2026-01-01') });

    const waiting = await admin.get('/now_hiring_reports', { filter: { handled: false } }).expect(200);
    expect(waiting.body.map((r: Rows['NowHiringReport']) => r.id)).to.deep.equal([report.id]);
    const res = await admin.put(`/now_hiring_reports/${report.id}`, { handled: true }).expect(200);
    expect(res.body.handled_at).to.be.a('string');
    const handled = await admin.get('/now_hiring_reports', { filter: { handled: true }, sort: ['id', 'ASC'] }).expect(200);
    expect(handled.body.map((r: Rows['NowHiringReport']) => r.id)).to.deep.equal([report.id, older.id].sort((a, b) => a - b));

    await admin.put(`/now_hiring_reports/${report.id}`, { handled: false }).expect(200);
    expect((await NowHiringReport.findByPk(report.id))!.handled_at).to.equal(null);
    expect((await auditOf('now_hiring_report', report.id)).map((e) => e.action)).to.deep.equal(['now_hiring_report.handle', 'now_hiring_report.reopen']);
    const refused = await admin.put(`/now_hiring_reports/${report.id}`, { handled: 'yes' }).expect(422);
    expect(refused.body.errors.handled).to.deep.equal(['must be true or false']);
  });

  it('marks feedback handled once (the first time is kept), filtered by company', async () => {
    const admin = await staff();
    const acme = await createCompany();
    const { Feedback } = models();
    const note = await Feedback.create({ company_id: acme.id, body: 'The salary on this page looks wrong.' });
    await Feedback.create({ body: 'Love the site' });

    const list = await admin.get('/feedbacks', { filter: { company_id: acme.id } }).expect(200);
    expect(list.body.map((f: Rows['Feedback']) => f.id)).to.deep.equal([note.id]);
    const first = await admin.put(`/feedbacks/${note.id}`, { handled: true }).expect(200);
    const second = await admin.put(`/feedbacks/${note.id}`, { handled: true }).expect(200);
    expect(second.body.handled_at).to.equal(first.body.handled_at);
    const show = await admin.get(`/feedbacks/${note.id}`).expect(200);
    expect(show.body).to.include({ body: 'The salary on this page looks wrong.', handled_at: first.body.handled_at });
    expect((await auditOf('feedback', note.id)).map((e) => e.action)).to.deep.equal(['feedback.handle', 'feedback.handle']);
  });
});

describe('console moderation: newsletter subscribers', () => {
  it('searches and filters subscribers by subscription and job kinds', async () => {
    const admin = await staff();
    const tech = await createLead({ email: 'tech@mail.example' });
    const both = await createLead({ email: 'both@mail.example', include_non_tech_jobs: true });
    const gone = await createLead({ email: 'gone@mail.example', unsubscribed_at: new Date() });
    const ids = async (filter: object) => (await admin.get('/leads', { filter, sort: ['id', 'ASC'] }).expect(200)).body.map((l: Rows['Lead']) => l.id);

    expect(await ids({ q: 'both' })).to.deep.equal([both.id]);
    expect(await ids({ subscribed: true })).to.deep.equal([tech.id, both.id]);
    expect(await ids({ subscribed: false })).to.deep.equal([gone.id]);
    expect(await ids({ include_non_tech_jobs: true })).to.deep.equal([both.id]);
    expect(await ids({ include_tech_jobs: true, subscribed: true })).to.deep.equal([tech.id, both.id]);
    expect((await admin.get(`/leads/${tech.id}`).expect(200)).body).to.include({ email: 'tech@mail.example' });
  });

  it('unsubscribes a subscriber once, audited; subscribing is not staff work', async () => {
    const admin = await staff();
    const lead = await createLead();
    const res = await admin.put(`/leads/${lead.id}`, { subscribed: false }).expect(200);
    expect(res.body.unsubscribed_at).to.be.a('string');
    await admin.put(`/leads/${lead.id}`, { subscribed: false }).expect(200);
    expect((await auditOf('lead', lead.id)).map((e) => e.action)).to.deep.equal(['lead.unsubscribe']);
    const refused = await admin.put(`/leads/${lead.id}`, { subscribed: true }).expect(422);
    expect(refused.body.errors.subscribed).to.deep.equal(['can only be set to false: subscribers sign up again themselves']);
  });

  it('exports the filtered list as a CSV download, safe from spreadsheet formulas', async () => {
    const admin = await staff();
    await createLead({ email: 'plain@mail.example', source: 'footer', language: 'jp' });
    await createLead({ email: 'formula@mail.example', source: '=HYPERLINK("http://evil.example","x")' });
    await createLead({ email: 'minus@mail.example', source: '-2+3' });
    await createLead({ email: 'gone@mail.example', unsubscribed_at: new Date(), source: '@SUM(A1)' });

    const res = await admin.get('/leads/export', { filter: { subscribed: true } }).buffer(true).parse((response, done) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => done(null, text));
    }).expect(200);
    expect(res.headers['content-type']).to.equal('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).to.match(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (res.body as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).to.equal('id,email,language,include_tech_jobs,include_non_tech_jobs,source,subscribed,unsubscribed_at,created_at');
    expect(lines.at(-1)).to.equal('');
    const rows = lines.slice(1, -1);
    expect(rows).to.have.length(3);
    expect(rows[0]).to.match(/^\d+,plain@mail\.example,jp,true,false,footer,true,,\d{4}-/);
    expect(rows[1]).to.include(`,"'=HYPERLINK(""http://evil.example"",""x"")",true,`);
    expect(rows[2]).to.include(",'-2+3,true,");
    expect(res.body).to.not.include('gone@mail.example');
  });
});
