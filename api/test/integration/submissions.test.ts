import { expect } from 'chai';
import { api } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createLead, createReview, createUser } from '../helpers/factories.js';
import { errorsOf, refusalOf } from '../helpers/errors.js';

// Each test calls from its own address: without Redis the rate-limit counters live for the whole run.
let address = 0;
const post = (path: string, body: unknown, options: { ip?: string; lang?: string; token?: string } = {}) => {
  const request = api()
    .post(`/api/v1${path}${options.lang ? `?lang=${options.lang}` : ''}`)
    .set('x-forwarded-for', options.ip ?? `192.0.2.${(++address % 250) + 1}`);
  if (options.token) request.set('authorization', `Bearer ${options.token}`);
  return request.send(body as object);
};

const models = () => testApp().ctx.db.models;
const STAFF = () => testApp().ctx.config.staffNotificationEmail;
const outbox = async (to: string) => {
  await testApp().ctx.queue.drain();
  return (await models().OutboundEmail.findAll({ where: { to_address: to }, order: [['id', 'ASC']] })).map(
    (e) => e.get({ plain: true }) as { subject: string; text_body: string; template: string; language: string; dedupe_key: string; state: string },
  );
};

describe('POST /api/v1/feedbacks {feedback}', () => {
  it('stores the feedback and answers with the product’s message ("Feedback sent successfully.  Thanks!")', async () => {
    const company = await createCompany();
    const res = await post('/feedbacks', { feedback: { company_id: company.id, email: 'Reader@Mail.example', body: 'The filters are great.', page_url: 'https://shigoto.example/jobs' } }).expect(201);
    expect(res.body.meta.message).to.equal('Feedback sent successfully.  Thanks!');
    expect(res.body.data).to.include({ type: 'feedback' });
    expect(res.body.data.attributes).to.include({ company_id: company.id, email: 'reader@mail.example', body: 'The filters are great.', page_url: 'https://shigoto.example/jobs' });
    const rows = await models().Feedback.findAll();
    expect(rows.map((r) => [r.id, r.body, r.email])).to.deep.equal([[Number(res.body.data.id), 'The filters are great.', 'reader@mail.example']]);
  });

  it('needs only the body: the feedback e-mail is optional', async () => {
    const res = await post('/feedbacks', { feedback: { body: 'Anonymous note' } }).expect(201);
    expect(res.body.data.attributes).to.include({ company_id: null, email: null });
  });

  it('answers each mistake on its field', async () => {
    const missing = await post('/feedbacks', { feedback: { email: 'not-an-email', company_id: 'acme' } }).expect(422);
    expect(errorsOf(missing.body)).to.deep.equal({ body: ['is required'], email: ['is not a valid e-mail address'], company_id: ['must be a company id'] });
    const long = await post('/feedbacks', { feedback: { body: 'x'.repeat(5001), page_url: 'javascript:alert(1)' } }).expect(422);
    expect(errorsOf(long.body)).to.deep.equal({ body: ['must be at most 5000 characters'], page_url: ['must be an http(s) link'] });
    const unknown = await post('/feedbacks', { feedback: { body: 'Hi', company_id: 999_999 } }).expect(422);
    expect(errorsOf(unknown.body)).to.deep.equal({ company_id: ['does not exist'] });
    expect(await models().Feedback.count()).to.equal(0);
  });

  it('takes 10 per address per 10 minutes, then 429; other addresses still get through', async () => {
    const ip = '198.18.0.1';
    for (let i = 0; i < 10; i++) await post('/feedbacks', { feedback: { body: `note ${i}` } }, { ip }).expect(201);
    const limited = await post('/feedbacks', { feedback: { body: 'one more' } }, { ip }).expect(429);
    expect(refusalOf(limited.body)).to.deep.equal({ errors: ['Too many requests. Please try again later.'] });
    await post('/feedbacks', { feedback: { body: 'from elsewhere' } }, { ip: '198.18.0.2' }).expect(201);
    expect(await models().Feedback.count()).to.equal(11);
  });
});

describe('POST /api/v1/leads {lead}', () => {
  it('signs up a new subscriber with defaults and e-mails a welcome in their language', async () => {
    const res = await post('/leads', { lead: { email: 'New@Mail.example', source: 'job-modal' } }, { lang: 'jp' }).expect(201);
    expect(res.body.meta.message).to.equal('Signed up successfully!');
    expect(res.body.data.attributes).to.include({ email: 'new@mail.example', include_tech_jobs: true, include_non_tech_jobs: false, language: 'jp', source: 'job-modal' });
    const [welcome, ...others] = await outbox('new@mail.example');
    expect(others).to.deep.equal([]);
    expect(welcome).to.include({ template: 'lead_welcome', language: 'jp', dedupe_key: `lead-welcome:${res.body.data.id}`, state: 'sent' });
    expect(welcome.subject).to.contain('ようこそ');

    await post('/leads', { lead: { email: 'english@mail.example', language: 'en' } }).expect(201);
    const [english] = await outbox('english@mail.example');
    expect(english).to.include({ language: 'en', subject: 'Welcome to the Shigoto newsletter' });
  });

  it('treats a second sign-up as an update answered like the first: new preferences, subscribed again, no second welcome', async () => {
    const lead = await createLead({ email: 'again@mail.example', unsubscribed_at: new Date() });
    const res = await post('/leads', { lead: { email: 'again@mail.example', include_tech_jobs: false, include_non_tech_jobs: true } }).expect(201);
    expect(res.body.meta.message).to.equal('Signed up successfully!');
    expect(res.body.data.id).to.equal(String(lead.id));
    const row = (await models().Lead.findByPk(lead.id))!;
    expect([row.include_tech_jobs, row.include_non_tech_jobs, row.unsubscribed_at]).to.deep.equal([false, true, null]);
    expect(await models().Lead.count()).to.equal(1);
    expect(await outbox('again@mail.example')).to.deep.equal([]);
  });

  it('answers each mistake on its field', async () => {
    const res = await post('/leads', { lead: { email: 'nope', include_tech_jobs: 'sometimes', language: 'fr' } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ email: ['is not a valid e-mail address'], include_tech_jobs: ['must be true or false'], language: ['must be one of: en, jp'] });
    const missing = await post('/leads', {}).expect(422);
    expect(errorsOf(missing.body)).to.deep.equal({ email: ['is required'] });
  });
});

describe('staff-notified forms (company_leads, contract_requests, company_submissions)', () => {
  it('stores a company lead, then e-mails staff', async () => {
    const res = await post('/company_leads', {
      company_lead: { name: 'Ken Sato', company_name: 'Acme KK', email: 'ken@acme.example', job_title: 'CTO', example_job_url: 'https://acme.example/jobs/1' },
    }).expect(201);
    expect(res.body.data.attributes).to.include({ company_name: 'Acme KK', job_title: 'CTO', diversity_info: null });
    expect(await models().CompanyLead.count()).to.equal(1);
    const [notice] = await outbox(STAFF());
    expect(notice).to.include({ template: 'staff_company_lead', dedupe_key: `staff-company_lead:${res.body.data.id}`, subject: '[Shigoto] New company lead: Acme KK' });
    expect(notice.text_body).to.contain('email: ken@acme.example').and.contain('example_job_url: https://acme.example/jobs/1');
  });

  it('refuses an incomplete company lead without e-mailing anyone', async () => {
    const res = await post('/company_leads', { company_lead: { email: 'ken@acme.example', example_job_url: 'ftp://acme.example' } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ name: ['is required'], company_name: ['is required'], example_job_url: ['must be an http(s) link'] });
    expect(await outbox(STAFF())).to.deep.equal([]);
  });

  it('stores a contract request, then e-mails staff', async () => {
    const company = await createCompany();
    const res = await post('/contract_requests', { contract_request: { email: 'boss@acme.example', contract_language: 'ja', plan: 'plus', term: 'six_month', company_id: company.id } }).expect(201);
    expect(res.body.data.attributes).to.include({ contract_language: 'ja', plan: 'plus', term: 'six_month', company_id: company.id });
    const [notice] = await outbox(STAFF());
    expect(notice).to.include({ template: 'staff_contract_request', subject: '[Shigoto] Contract requested: plus (six_month)' });
  });

  it('refuses a contract request from a free-mail address, storing nothing', async () => {
    const res = await post('/contract_requests', { contract_request: { email: 'Boss@Gmail.com', contract_language: 'en', plan: 'unlimited', term: 'annual' } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ email: ['must be your company e-mail address (free e-mail providers are not accepted)'] });
    expect(await models().ContractRequest.count()).to.equal(0);
  });

  it('names the allowed plans, terms and languages of a contract request', async () => {
    const res = await post('/contract_requests', { contract_request: { email: 'boss@acme.example', contract_language: 'jp', plan: 'gold' } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({
      contract_language: ['must be one of: en, ja'],
      plan: ['must be one of: starter, plus, unlimited'],
      term: ['must be one of: annual, six_month, three_month'],
    });
    const unknown = await post('/contract_requests', { contract_request: { email: 'boss@acme.example', contract_language: 'en', plan: 'starter', term: 'annual', company_id: 424242 } }).expect(422);
    expect(errorsOf(unknown.body)).to.deep.equal({ company_id: ['does not exist'] });
  });

  const companyForm = (fields: Record<string, unknown> = {}) => ({
    company_submission: { company_name: 'Acme KK', submitter_name: 'Ken Sato', email: 'ken@acme.example', homepage_url: 'https://www.acme.example', salary_min: 5_000_000, salary_max: 9_000_000, employee_count: 30, ...fields },
  });

  it(`stores a company form pending review, e-mails staff and answers the product’s message ("Thanks! We'll get back to you via email ASAP.")`, async () => {
    const res = await post('/company_submissions', companyForm({ email: 'ken@jp.acme.example', visa_policy: 'We sponsor visas' })).expect(201);
    expect(res.body.meta.message).to.equal("Thanks! We'll get back to you via email ASAP.");
    expect(res.body.data.attributes).to.include({ company_name: 'Acme KK', salary_max: 9_000_000, review_state: 'pending', visa_policy: 'We sponsor visas' });
    const row = (await models().CompanySubmission.findByPk(Number(res.body.data.id)))!;
    expect(row.email).to.equal('ken@jp.acme.example');
    const [notice] = await outbox(STAFF());
    expect(notice).to.include({ template: 'staff_company_submission', subject: '[Shigoto] Company form: Acme KK' });
  });

  it('refuses a maximum salary below ¥5,000,000 (the floor for listed companies) and one below the minimum', async () => {
    const low = await post('/company_submissions', companyForm({ salary_min: 3_000_000, salary_max: 4_999_999 })).expect(422);
    expect(errorsOf(low.body)).to.deep.equal({
      salary_max: ['must be at least ¥5,000,000 per year: we only list companies paying full-time software engineers ¥5,000,000 or more'],
    });
    const inverted = await post('/company_submissions', companyForm({ salary_min: 8_000_000, salary_max: 6_000_000 })).expect(422);
    expect(errorsOf(inverted.body)).to.deep.equal({ salary_max: ['must not be less than the minimum salary'] });
    expect(await models().CompanySubmission.count()).to.equal(0);
    expect(await outbox(STAFF())).to.deep.equal([]);
  });

  it('wants the company’s own e-mail domain: no free mail, and the homepage’s domain when given', async () => {
    const free = await post('/company_submissions', companyForm({ email: 'ken@gmail.com' })).expect(422);
    expect(errorsOf(free.body)).to.deep.equal({ email: ['must be your company e-mail address (free e-mail providers are not accepted)'] });
    const other = await post('/company_submissions', companyForm({ email: 'ken@other.example' })).expect(422);
    expect(errorsOf(other.body)).to.deep.equal({ email: ["must use the company's own domain (the one of its homepage)"] });
    await post('/company_submissions', companyForm({ email: 'ken@other.example', homepage_url: undefined })).expect(201);
  });

  it('answers each missing or malformed company-form field', async () => {
    const res = await post('/company_submissions', { company_submission: { employee_count: 0, homepage_url: 'acme' } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({
      company_name: ['is required'],
      submitter_name: ['is required'],
      email: ['is required'],
      employee_count: ['must be a whole number of at least 1'],
      homepage_url: ['must be an http(s) link'],
    });
  });
});

describe('POST /api/v1/now_hiring_reports {now_hiring_report}', () => {
  it('stores a report naming a company by id or by name', async () => {
    const company = await createCompany();
    await post('/now_hiring_reports', { now_hiring_report: { company_id: company.id, url: 'https://acme.example/careers' } }).expect(201);
    const res = await post('/now_hiring_reports', { now_hiring_report: { company_name: 'Beta Inc', message: 'They posted on LinkedIn' } }).expect(201);
    expect(res.body.meta.message).to.equal('Thanks for letting us know!');
    const rows = await models().NowHiringReport.findAll({ order: [['id', 'ASC']] });
    expect(rows.map((r) => [r.company_id, r.company_name])).to.deep.equal([[company.id, null], [null, 'Beta Inc']]);
  });

  it('needs a company id or name', async () => {
    const res = await post('/now_hiring_reports', { now_hiring_report: { email: 'me@mail.example' } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ company_name: ['is required when no company_id is given'] });
  });
});

describe('POST /api/v1/company_reviews {company_review}', () => {
  const review = (companyId: number, fields: Record<string, unknown> = {}) => ({
    company_review: { company_id: companyId, title: 'Good place', body: 'English is the working language and the team is kind.', rating: 4, ...fields },
  });

  it('holds a review for moderation: stored pending, not listed until approved', async () => {
    const company = await createCompany();
    await createReview({ company_id: company.id });
    const res = await post('/company_reviews', review(company.id, { pros: 'Remote days', email: 'me@mail.example', employment_status: 'former_employee' }), { lang: 'jp' }).expect(201);
    expect(res.body.meta.message).to.equal('Thanks! Your review will appear after our team has reviewed it.');
    expect(res.body.data.attributes).to.include({ moderation_state: 'pending', rating: 4, language: 'jp', pros: 'Remote days', employment_status: 'former_employee' });
    expect(res.body.data.attributes).not.to.have.property('email');
    const row = (await models().CompanyReview.findByPk(Number(res.body.data.id)))!;
    expect([row.moderation_state, row.user_id, row.email]).to.deep.equal(['pending', null, 'me@mail.example']);

    const listed = await api().get(`/api/v1/company_reviews?company_id=${company.id}`).expect(200);
    expect(listed.body.meta.total).to.equal(1);
    await row.update({ moderation_state: 'approved' });
    expect((await api().get(`/api/v1/company_reviews?company_id=${company.id}`).expect(200)).body.meta.total).to.equal(2);
  });

  it('links the review to a signed-in seeker', async () => {
    const company = await createCompany();
    const user = await createUser({ email: 'reviewer@mail.example', password: 'password-123' });
    const login = await api().post('/api/v1/sessions').send({ user: { email: 'reviewer@mail.example', password: 'password-123' } }).expect(201);
    const res = await post('/company_reviews', review(company.id), { token: login.body.meta.access }).expect(201);
    expect((await models().CompanyReview.findByPk(Number(res.body.data.id)))!.user_id).to.equal(user.id);
  });

  it('answers each mistake on its field, and refuses unpublished companies', async () => {
    const res = await post('/company_reviews', { company_review: { body: 'Too short', rating: 6, employment_status: 'intern' } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({
      company_id: ['must be a company id'],
      title: ['is required'],
      body: ['must be at least 30 characters'],
      rating: ['must be a whole number from 1 to 5'],
      employment_status: ['must be one of: current_employee, former_employee'],
    });
    const hidden = await createCompany({ published: false });
    const unpublished = await post('/company_reviews', review(hidden.id)).expect(422);
    expect(errorsOf(unpublished.body)).to.deep.equal({ company_id: ['is not a published company'] });
    expect(await models().CompanyReview.count()).to.equal(0);
  });
});

describe('POST /api/v1/company_experiences {company_experience}', () => {
  it('stores survey answers pending moderation', async () => {
    const company = await createCompany();
    const res = await post('/company_experiences', {
      company_experience: { company_id: company.id, kind: 'remote', body: 'Fully remote inside Japan.', answers: { days_in_office: '0', core_hours: '11-16' } },
    }).expect(201);
    expect(res.body.meta.message).to.equal('Thanks! Your answers will appear after our team has reviewed them.');
    expect(res.body.data.attributes).to.deep.include({ kind: 'remote', moderation_state: 'pending', answers: { days_in_office: '0', core_hours: '11-16' } });
    expect((await api().get(`/api/v1/company_experiences?company_id=${company.id}`).expect(200)).body.meta.total).to.equal(0);
    expect(await models().CompanyExperience.count({ where: { moderation_state: 'pending' } })).to.equal(1);
  });

  it('answers each mistake on its field', async () => {
    const company = await createCompany();
    const tooMany = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`q${i}`, 'yes']));
    const res = await post('/company_experiences', { company_experience: { company_id: company.id, kind: 'manager', answers: tooMany } }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({
      kind: ['must be one of: designer, remote, general'],
      body: ['is required'],
      answers: ['must be an object of at most 30 text answers'],
    });
    const nested = await post('/company_experiences', { company_experience: { company_id: company.id, kind: 'general', body: 'ok', answers: { a: { b: 1 } } } }).expect(422);
    expect(errorsOf(nested.body)).to.deep.equal({ answers: ['must be an object of at most 30 text answers'] });
  });
});
