import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import { seedReferenceData } from '@shigoto/db/seeders';
import { api as client } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createJapan, createJob, createLocation, createSignedInEmployer, createSignedInUser, pdfBytes } from '../helpers/factories.js';
import { errorsOf } from '../helpers/errors.js';

const models = () => testApp().ctx.db.models;
// Each test applies from an address of its own, so the per-IP limit counts only that test's calls.
let address = 0;
let ip = '';
const freshAddress = () => void (ip = `198.51.100.${++address % 250}`);
const api = () => {
  const agent = client();
  const post = (url: string) => agent.post(url).set('x-forwarded-for', ip);
  const get = (url: string) => agent.get(url).set('x-forwarded-for', ip);
  return { post, get };
};
const outbox = async () => {
  await testApp().ctx.queue.drain();
  return (await models().OutboundEmail.findAll({ order: [['id', 'ASC']] })).map((e) => e.get({ plain: true }) as Rows['OutboundEmail']);
};

/** A company with a link job and an e-mail job, and Japan plus one place abroad. */
async function world(company: Partial<Rows['Company']> = {}) {
  const japan = await createJapan();
  const abroad = await createLocation({ name: 'Berlin', slug: 'berlin' });
  const acme = await createCompany({ name: 'Acme', ...company });
  const linkJob = await createJob({ company_id: acme.id, title: 'Backend Engineer', application_url: 'https://acme.example/careers/42?ref=board' });
  const emailJob = await createJob({ company_id: acme.id, title: 'Platform Engineer', application_url: null, application_email: 'jobs@acme.example' });
  return { japan, abroad, acme, linkJob, emailJob };
}

const applicantFor = (job: Rows['Job'], overrides: Record<string, unknown> = {}) => ({
  job_id: job.id,
  company_id: job.company_id,
  name: 'Aiko Tanaka',
  email: 'aiko@example.com',
  signup: false,
  url: 'https://github.com/aiko',
  message: 'I build payment systems in Go and would love to join.',
  location_id: 1,
  japanese_level_enum: 'japanese_level_business_level',
  ...overrides,
});

describe('POST /api/v1/applicant_validations {applicant}', () => {
  beforeEach(freshAddress);

  it('answers valid for a complete application and saves nothing', async () => {
    const { linkJob } = await world();
    const res = await api().post('/api/v1/applicant_validations').send({ applicant: applicantFor(linkJob) }).expect(200);
    expect(res.body).to.deep.equal({ meta: { valid: true } });
    expect(await models().Applicant.count()).to.equal(0);
  });

  it('answers every readiness message on its field', async () => {
    const { linkJob, emailJob } = await world();
    const link = await api()
      .post('/api/v1/applicant_validations')
      .send({ applicant: applicantFor(linkJob, { name: 'Aik', email: 'a@b', url: null }) })
      .expect(422);
    expect(errorsOf(link.body)).to.deep.equal({
      name: ['must be longer than 3 characters'],
      email: ['must be at least 4 characters', 'is not a valid e-mail address'],
      url: ['is required'],
    });
    const short = await api()
      .post('/api/v1/applicant_validations')
      .send({ applicant: applicantFor(linkJob, { url: 'x.y' }) })
      .expect(422);
    expect(errorsOf(short.body)).to.deep.equal({ url: ['must be an http(s) link'] });
    const email = await api()
      .post('/api/v1/applicant_validations')
      .send({ applicant: applicantFor(emailJob, { url: null, message: 'Hire me!' }) })
      .expect(422);
    expect(errorsOf(email.body)).to.deep.equal({ message: ['must be at least 20 characters'] });
  });

  it('requires the job, a known location and a Japanese level, and the job’s own company', async () => {
    const { linkJob } = await world();
    const other = await createCompany();
    const missing = await api().post('/api/v1/applicant_validations').send({ applicant: { name: 'Aiko Tanaka', email: 'aiko@example.com' } }).expect(422);
    expect(errorsOf(missing.body)).to.deep.equal({ job_id: ['is required'], location_id: ['is required'], japanese_level_enum: ['is required'] });
    const wrong = await api()
      .post('/api/v1/applicant_validations')
      .send({ applicant: applicantFor(linkJob, { company_id: other.id, location_id: 999, japanese_level_enum: 'fluent' }) })
      .expect(422);
    // Every field's message at once: the refused level, and the company and location the rules check.
    expect(errorsOf(wrong.body)).to.deep.equal({ japanese_level_enum: ['is required'], company_id: ["is not the job's company"], location_id: ['is not a known location'] });
    const unknown = await api().post('/api/v1/applicant_validations').send({ applicant: applicantFor(linkJob, { company_id: other.id, location_id: 999 }) }).expect(422);
    expect(errorsOf(unknown.body)).to.deep.equal({ company_id: ["is not the job's company"], location_id: ['is not a known location'] });
  });

  it('names every field\'s problem in one answer, the shapes the validators refuse with the readiness rules', async () => {
    const { linkJob, emailJob } = await world();
    const empty = await api()
      .post('/api/v1/applicant_validations')
      .send({ applicant: { job_id: emailJob.id, name: '', email: '', message: '', location_id: null, japanese_level_enum: null } })
      .expect(422);
    expect(errorsOf(empty.body)).to.deep.equal({
      name: ['is required'],
      email: ['is required'],
      location_id: ['is required'],
      japanese_level_enum: ['is required'],
      message: ['is required'],
    });
    const weak = await api()
      .post('/api/v1/applicant_validations')
      .send({ applicant: applicantFor(linkJob, { name: 'Al', email: 'bad@x', url: 'notaurl' }) })
      .expect(422);
    expect(errorsOf(weak.body)).to.deep.equal({
      url: ['must be an http(s) link'],
      name: ['must be longer than 3 characters'],
      email: ['is not a valid e-mail address'],
    });
  });

  it('refuses jobs that are not open', async () => {
    const { acme } = await world();
    const closed = await createJob({ company_id: acme.id, published: false });
    const res = await api().post('/api/v1/applicant_validations').send({ applicant: applicantFor(closed) }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ job_id: ['is not an open job'] });
  });

  it('waives readiness when the job or the company states application conditions', async () => {
    const { acme, linkJob } = await world({ application_conditions: null });
    const conditioned = await createJob({ company_id: acme.id, application_url: 'https://acme.example/a', application_conditions: 'Apply with a Japanese CV' });
    const sloppy = { name: 'Al', url: '', message: '' };
    await api().post('/api/v1/applicant_validations').send({ applicant: applicantFor(linkJob, sloppy) }).expect(422);
    await api().post('/api/v1/applicant_validations').send({ applicant: applicantFor(conditioned, sloppy) }).expect(200);
    const strictCompany = await createCompany({ application_conditions: 'Residents of Japan only' });
    const companyJob = await createJob({ company_id: strictCompany.id, application_url: null });
    await api().post('/api/v1/applicant_validations').send({ applicant: applicantFor(companyJob, sloppy) }).expect(200);
  });

  it('applies the Japanese and location rules when the company is stricter than low', async () => {
    const { acme, abroad } = await world({ spam_strictness: 'spam_strictness_high' });
    const job = await createJob({ company_id: acme.id, application_url: 'https://acme.example/a', japanese_level_enum: 'fluent', candidate_location: 'japan_only' });
    const res = await api()
      .post('/api/v1/applicant_validations')
      .send({ applicant: applicantFor(job, { location_id: abroad.id }) })
      .expect(422);
    expect(errorsOf(res.body)).to.deep.equal({
      japanese_level_enum: ['This job requires at least Fluent Japanese'],
      location_id: ['You must be a resident of Japan to apply'],
    });
    await api().post('/api/v1/applicant_validations').send({ applicant: applicantFor(job, { japanese_level_enum: 'japanese_level_native' }) }).expect(200);
    // The test marker in the name bypasses both.
    await api()
      .post('/api/v1/applicant_validations')
      .send({ applicant: applicantFor(job, { name: 'Aiko shigoto-test', location_id: abroad.id }) })
      .expect(200);
  });

  for (const strictness of ['spam_strictness_low', null] as const) {
    it(`skips the eligibility rules when strictness is ${strictness ?? 'unset'}`, async () => {
      const { acme, abroad } = await world({ spam_strictness: strictness });
      const job = await createJob({ company_id: acme.id, application_url: 'https://acme.example/a', japanese_level_enum: 'native', candidate_location: 'japan_only' });
      await api()
        .post('/api/v1/applicant_validations')
        .send({ applicant: applicantFor(job, { location_id: abroad.id, japanese_level_enum: 'japanese_level_none' }) })
        .expect(200);
    });
  }
});

describe('POST /api/v1/applicants {applicant, ab_tests}', () => {
  beforeEach(freshAddress);

  it('records an application to a link job and answers the Continue link with source=shigoto', async () => {
    const { linkJob } = await world();
    const res = await api()
      .post('/api/v1/applicants')
      .send({ applicant: applicantFor(linkJob), ab_tests: { apply_button: 'green' } })
      .expect(201);
    expect(res.body.data).to.include({ type: 'applicant' });
    expect(res.body.data.attributes).to.include({ job_id: linkJob.id, name: 'Aiko Tanaka', email: 'aiko@example.com' });
    const redirect = new URL(res.body.meta.redirect_url);
    expect(redirect.origin + redirect.pathname).to.equal('https://acme.example/careers/42');
    expect(redirect.searchParams.get('source')).to.equal('shigoto');
    expect(redirect.searchParams.get('ref')).to.equal('board');
    const row = await models().Applicant.findByPk(Number(res.body.data.id));
    expect(row!.ab_tests).to.deep.equal({ apply_button: 'green' });
    expect(row!.user_id).to.equal(null);
    // Link jobs are handled on the company's own site: no employer row, no e-mail.
    expect(await models().EmailApplicant.count()).to.equal(0);
    expect(await outbox()).to.deep.equal([]);
  });

  it('forwards an e-mail job’s application: employer row, company e-mail and a receipt', async () => {
    const { emailJob } = await world();
    const res = await api().post('/api/v1/applicants').send({ applicant: applicantFor(emailJob) }).expect(201);
    expect(res.body.meta.redirect_url).to.equal(null);
    const [employerView] = await models().EmailApplicant.findAll();
    expect(employerView.get({ plain: true })).to.include({ applicant_id: Number(res.body.data.id), job_id: emailJob.id, name: 'Aiko Tanaka', user_state: null });
    expect(employerView.email_time).to.be.instanceOf(Date);
    const mails = await outbox();
    expect(mails.map((m) => [m.template, m.to_address])).to.deep.equal([
      ['application_company', 'jobs@acme.example'],
      ['application_receipt', 'aiko@example.com'],
    ]);
    expect(mails[0].text_body).to.contain('I build payment systems in Go');
    expect(mails[1].subject).to.equal('Your application to Acme: Platform Engineer');
  });

  it('sends the receipt in Japanese with ?lang=jp or to a seeker whose language is Japanese, and links the user', async () => {
    const { emailJob } = await world();
    await api().post('/api/v1/applicants?lang=jp').send({ applicant: applicantFor(emailJob) }).expect(201);
    const { user, authorization } = await createSignedInUser({ language: 'jp' });
    const res = await api().post('/api/v1/applicants').set('authorization', authorization).send({ applicant: applicantFor(emailJob, { email: user.email }) }).expect(201);
    expect((await models().Applicant.findByPk(Number(res.body.data.id)))!.user_id).to.equal(user.id);
    const receipts = (await outbox()).filter((m) => m.template === 'application_receipt');
    expect(receipts.map((m) => m.language)).to.deep.equal(['jp', 'jp']);
    expect(receipts[0].subject).to.contain('応募を受け付けました');
  });

  it('skips the company e-mail when the job has no application e-mail', async () => {
    const { acme } = await world();
    const job = await createJob({ company_id: acme.id, application_url: null, application_email: null });
    await api().post('/api/v1/applicants').send({ applicant: applicantFor(job) }).expect(201);
    expect((await outbox()).map((m) => m.template)).to.deep.equal(['application_receipt']);
    expect(await models().EmailApplicant.count()).to.equal(1);
  });

  it('answers a retry with the same Idempotency-Key with the same applicant, once', async () => {
    const { emailJob } = await world();
    const first = await api().post('/api/v1/applicants').set('Idempotency-Key', 'apply-7f3c').send({ applicant: applicantFor(emailJob) }).expect(201);
    const retry = await api()
      .post('/api/v1/applicants')
      .set('Idempotency-Key', 'apply-7f3c')
      .send({ applicant: applicantFor(emailJob, { message: 'A different message, typed again after the timeout.' }) })
      .expect(200);
    expect(retry.body.data.id).to.equal(first.body.data.id);
    expect(await models().Applicant.count()).to.equal(1);
    expect(await models().EmailApplicant.count()).to.equal(1);
    expect(await outbox()).to.have.length(2);
    // Without a key the job, e-mail and message identify the application.
    const again = await api().post('/api/v1/applicants').send({ applicant: applicantFor(emailJob) }).expect(201);
    await api().post('/api/v1/applicants').send({ applicant: applicantFor(emailJob) }).expect(200);
    expect(await models().Applicant.count()).to.equal(2);
    expect(again.body.data.id).to.not.equal(first.body.data.id);
  });

  it('records one applicant for two identical concurrent submissions', async () => {
    const { emailJob } = await world();
    const send = () => api().post('/api/v1/applicants').send({ applicant: applicantFor(emailJob) });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((r) => r.status).sort()).to.deep.equal([200, 201]);
    expect(answers[0].body.data.id).to.equal(answers[1].body.data.id);
    expect(await models().Applicant.count()).to.equal(1);
    expect(await models().EmailApplicant.count()).to.equal(1);
    expect(await outbox()).to.have.length(2);
  });

  it('refuses an ineligible application without saving or e-mailing', async () => {
    const { acme, abroad } = await world({ spam_strictness: 'spam_strictness_medium' });
    const job = await createJob({ company_id: acme.id, application_url: null, application_email: 'jobs@acme.example', candidate_location: 'japan_only' });
    const res = await api().post('/api/v1/applicants').send({ applicant: applicantFor(job, { location_id: abroad.id }) }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ location_id: ['You must be a resident of Japan to apply'] });
    expect(await models().Applicant.count()).to.equal(0);
    expect(await outbox()).to.deep.equal([]);
  });

  it('refuses malformed split-test assignments', async () => {
    const { linkJob } = await world();
    const res = await api().post('/api/v1/applicants').send({ applicant: applicantFor(linkJob), ab_tests: { apply_button: 3 } }).expect(422);
    expect(errorsOf(res.body)).to.have.key('ab_tests');
  });

  it('limits applications per IP (20 per 10 minutes)', async () => {
    const { linkJob } = await world();
    for (let i = 0; i < 20; i++) await api().post('/api/v1/applicants').send({ applicant: applicantFor(linkJob, { email: `aiko${i}@example.com` }) }).expect(201);
    const refused = await api().post('/api/v1/applicants').send({ applicant: applicantFor(linkJob, { email: 'late@example.com' }) }).expect(429);
    expect(refused.headers['retry-after']).to.match(/^\d+$/);
  });
});

describe('continuing anyway after an eligibility error (applicant.continue_anyway)', () => {
  beforeEach(freshAddress);

  /** A strict company's e-mail job that needs fluent Japanese and residence in Japan, and an applicant who has neither. */
  async function strictWorld() {
    const { acme, abroad } = await world({ spam_strictness: 'spam_strictness_high' });
    const job = await createJob({
      company_id: acme.id,
      application_url: null,
      application_email: 'jobs@acme.example',
      japanese_level_enum: 'fluent',
      candidate_location: 'japan_only',
    });
    const ineligible = applicantFor(job, { location_id: abroad.id, japanese_level_enum: 'japanese_level_conversational', url: null });
    return { acme, job, ineligible };
  }
  const employerView = async (companyId: number) => {
    const { authorization } = await createSignedInEmployer({ company_id: companyId });
    const res = await api().get('/api/v1/employers/email_applicants').set('authorization', authorization).expect(200);
    return (res.body.data as { attributes: { name: string; possible_spam: boolean } }[]).map((row) => row.attributes);
  };
  const multipart = (fields: Record<string, unknown>) => {
    const request = api().post('/api/v1/system_applicants');
    for (const [name, value] of Object.entries(fields)) if (value !== null) request.field(`applicant[${name}]`, String(value));
    return request.attach('resume', pdfBytes(), 'cv.pdf');
  };
  const ELIGIBILITY_ERRORS = {
    japanese_level_enum: ['This job requires at least Fluent Japanese'],
    location_id: ['You must be a resident of Japan to apply'],
  };

  it('refuses an ineligible seeker with the exact messages, and records the application flagged possible spam when they continue anyway', async () => {
    const { acme, ineligible } = await strictWorld();
    const refused = await api().post('/api/v1/applicants').send({ applicant: ineligible }).expect(422);
    expect(errorsOf(refused.body)).to.deep.equal(ELIGIBILITY_ERRORS);
    const refusedWithResume = await multipart(ineligible).expect(422);
    expect(errorsOf(refusedWithResume.body)).to.deep.equal(ELIGIBILITY_ERRORS);
    expect(await models().Applicant.count()).to.equal(0);

    // The check while typing answers the same way, and lets the seeker through once they chose to continue.
    await api().post('/api/v1/applicant_validations').send({ applicant: ineligible }).expect(422);
    await api().post('/api/v1/applicant_validations').send({ applicant: { ...ineligible, continue_anyway: true } }).expect(200);

    const recorded = await multipart({ ...ineligible, continue_anyway: true }).expect(201);
    expect(recorded.body.data.attributes).to.include({ name: 'Aiko Tanaka' });
    expect((await employerView(acme.id)).map((row) => [row.name, row.possible_spam])).to.deep.equal([['Aiko Tanaka', true]]);
    // The employer still receives the application, and the seeker the receipt.
    expect((await outbox()).map((m) => [m.template, m.to_address])).to.deep.equal([
      ['application_company', 'jobs@acme.example'],
      ['application_receipt', 'aiko@example.com'],
    ]);
  });

  it('never waives readiness: an incomplete application is refused even when continuing anyway', async () => {
    const { ineligible } = await strictWorld();
    const res = await api()
      .post('/api/v1/applicants')
      .send({ applicant: { ...ineligible, name: 'Aik', message: 'Hire me!', continue_anyway: true } })
      .expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ name: ['must be longer than 3 characters'], message: ['must be at least 20 characters'] });
    const withoutResume = await api()
      .post('/api/v1/system_applicants')
      .field('applicant[job_id]', String(ineligible.job_id))
      .field('applicant[name]', ineligible.name)
      .field('applicant[email]', ineligible.email)
      .field('applicant[message]', ineligible.message)
      .field('applicant[location_id]', String(ineligible.location_id))
      .field('applicant[japanese_level_enum]', ineligible.japanese_level_enum)
      .field('applicant[continue_anyway]', 'true')
      .expect(422);
    expect(errorsOf(withoutResume.body)).to.deep.equal({ resume: ['is required (PDF or DOCX, up to 5MB)'] });
    expect(await models().Applicant.count()).to.equal(0);
  });

  it('flags only ineligible applications: an eligible seeker who sends the flag, and test applicants, are not possible spam', async () => {
    const { acme, job, ineligible } = await strictWorld();
    await api()
      .post('/api/v1/applicants')
      .send({ applicant: applicantFor(job, { email: 'kenji@example.com', name: 'Kenji Sato', japanese_level_enum: 'japanese_level_native', continue_anyway: true }) })
      .expect(201);
    await api()
      .post('/api/v1/applicants')
      .send({ applicant: { ...ineligible, email: 'tester@example.com', name: 'Tess shigoto-test' } })
      .expect(201);
    const rows = await employerView(acme.id);
    expect(rows.map((row) => [row.name, row.possible_spam]).sort()).to.deep.equal([
      ['Kenji Sato', false],
      ['Tess shigoto-test', false],
    ]);
  });

  it('refuses a continue_anyway that is not a boolean', async () => {
    const { ineligible } = await strictWorld();
    const res = await api().post('/api/v1/applicants').send({ applicant: { ...ineligible, continue_anyway: 'please' } }).expect(422);
    // A refused flag is no choice to continue: the eligibility answers stand beside it.
    expect(errorsOf(res.body)).to.deep.equal({
      continue_anyway: ['must be true or false'],
      japanese_level_enum: ['This job requires at least Fluent Japanese'],
      location_id: ['You must be a resident of Japan to apply'],
    });
  });
});

describe('where Continue leads', () => {
  beforeEach(freshAddress);

  it('is the job redirect link on Shigoto when the company asks for redirect links, which forwards to the application link', async () => {
    const { linkJob } = await world({ redirect_application_links: true });
    const res = await api().post('/api/v1/applicants').send({ applicant: applicantFor(linkJob) }).expect(201);
    const redirect = new URL(res.body.meta.redirect_url);
    expect(redirect.pathname).to.equal(`/api/v1/job_redirections/${linkJob.slug}`);
    const forwarded = await api().get(redirect.pathname).set('accept', 'text/html').expect(302);
    expect(new URL(forwarded.headers.location).searchParams.get('source')).to.equal('shigoto');
  });
});

describe('residence in Japan for japan-only jobs of strict companies', () => {
  beforeEach(freshAddress);

  /** The seeded locations (Japan, its cities, "Remote (Japan)", places abroad) and a strict company's japan-only jobs. */
  async function seededWorld() {
    await seedReferenceData(testApp().ctx.db);
    const locations = new Map((await models().Location.findAll()).map((row) => [row.slug, row.get({ plain: true }) as Rows['Location']]));
    const acme = await createCompany({ name: 'Acme', spam_strictness: 'spam_strictness_medium' });
    const linkJob = await createJob({ company_id: acme.id, application_url: 'https://acme.example/a', candidate_location: 'japan_only' });
    const emailJob = await createJob({ company_id: acme.id, application_url: null, application_email: 'jobs@acme.example', candidate_location: 'japan_only' });
    return { slug: (slug: string) => locations.get(slug)!, linkJob, emailJob };
  }
  const validation = (applicant: Record<string, unknown>) => api().post('/api/v1/applicant_validations').send({ applicant });
  const residentOfJapan = 'You must be a resident of Japan to apply';

  it('counts Japan and every seeded place in it, Remote (Japan) included, as residence', async () => {
    const { slug, linkJob } = await seededWorld();
    for (const place of ['japan', 'tokyo', 'osaka', 'remote-japan']) {
      const res = await validation(applicantFor(linkJob, { location_id: slug(place).id }));
      expect(res.status, place).to.equal(200);
    }
  });

  it('refuses places abroad and an unknown location with the residence message', async () => {
    const { slug, linkJob } = await seededWorld();
    for (const place of ['singapore', 'remote-worldwide']) {
      const res = await validation(applicantFor(linkJob, { location_id: slug(place).id })).expect(422);
      expect(errorsOf(res.body), place).to.deep.equal({ location_id: [residentOfJapan] });
    }
    const unknown = await validation(applicantFor(linkJob, { location_id: 999_999 })).expect(422);
    expect(errorsOf(unknown.body)).to.deep.equal({ location_id: ['is not a known location', residentOfJapan] });
  });

  it('records applications from Tokyo (applicants) and Remote (Japan) with a resume (system_applicants)', async () => {
    const { slug, linkJob, emailJob } = await seededWorld();
    await api().post('/api/v1/applicants').send({ applicant: applicantFor(linkJob, { location_id: slug('tokyo').id }) }).expect(201);
    const abroad = await api().post('/api/v1/applicants').send({ applicant: applicantFor(linkJob, { location_id: slug('singapore').id, email: 'mei@example.com' }) }).expect(422);
    expect(errorsOf(abroad.body)).to.deep.equal({ location_id: [residentOfJapan] });
    const fields = applicantFor(emailJob, { location_id: slug('remote-japan').id, url: null });
    const multipart = api().post('/api/v1/system_applicants');
    for (const [name, value] of Object.entries(fields)) if (value !== null) multipart.field(`applicant[${name}]`, String(value));
    await multipart.attach('resume', pdfBytes(), 'cv.pdf').expect(201);
    expect((await models().Applicant.findAll({ order: [['id', 'ASC']] })).map((row) => row.location_id)).to.deep.equal([slug('tokyo').id, slug('remote-japan').id]);
  });

  it('follows locations added or moved after the places in Japan were last looked up', async () => {
    const { slug, linkJob } = await seededWorld();
    await validation(applicantFor(linkJob, { location_id: slug('tokyo').id })).expect(200);
    const hokkaido = await createLocation({ name: 'Hokkaido', slug: 'hokkaido', parent_id: slug('japan').id });
    const otaru = await createLocation({ name: 'Otaru', slug: 'otaru', parent_id: hokkaido.id });
    await validation(applicantFor(linkJob, { location_id: otaru.id })).expect(200);
    await models().Location.update({ parent_id: slug('singapore').id }, { where: { id: otaru.id } });
    const moved = await validation(applicantFor(linkJob, { location_id: otaru.id })).expect(422);
    expect(errorsOf(moved.body)).to.deep.equal({ location_id: [residentOfJapan] });
  });
});

describe('POST /api/v1/job_applications {job_application}', () => {
  beforeEach(freshAddress);

  it('applies with the signed-in seeker’s profile, once per job', async () => {
    const { linkJob } = await world();
    const { user, authorization } = await createSignedInUser({ name: 'Kenji Sato', url: 'https://kenji.dev', location_id: 1, japanese_level_enum: 'japanese_level_native' });
    const first = await api().post('/api/v1/job_applications').set('authorization', authorization).send({ job_application: { job_id: linkJob.id } }).expect(201);
    expect(new URL(first.body.meta.redirect_url).searchParams.get('source')).to.equal('shigoto');
    const applicant = await models().Applicant.findByPk(first.body.data.attributes.applicant_id);
    expect(applicant!.get({ plain: true })).to.include({ user_id: user.id, name: 'Kenji Sato', email: user.email, url: 'https://kenji.dev', location_id: 1 });
    const second = await api().post('/api/v1/job_applications').set('authorization', authorization).send({ job_application: { job_id: linkJob.id } }).expect(200);
    expect(second.body.data.id).to.equal(first.body.data.id);
    expect(await models().JobApplication.count()).to.equal(1);
    expect(await models().Applicant.count()).to.equal(1);
  });

  it('names what the profile lacks, including a resume for e-mail jobs', async () => {
    const { emailJob } = await world();
    const { authorization } = await createSignedInUser({ name: 'Kenji Sato' });
    const res = await api()
      .post('/api/v1/job_applications')
      .set('authorization', authorization)
      .send({ job_application: { job_id: emailJob.id, message: 'Short' } })
      .expect(422);
    expect(errorsOf(res.body)).to.deep.equal({
      location_id: ['is required'],
      japanese_level_enum: ['is required'],
      message: ['must be at least 20 characters'],
      resume: ['is required (PDF or DOCX, up to 5MB)'],
    });
    await testApp().ctx.db.models.User.update({ location_id: 1, japanese_level_enum: 'japanese_level_fluent' }, { where: {} });
    const again = await api()
      .post('/api/v1/job_applications')
      .set('authorization', authorization)
      .send({ job_application: { job_id: emailJob.id, message: 'Short' } })
      .expect(422);
    expect(errorsOf(again.body)).to.deep.equal({ message: ['must be at least 20 characters'], resume: ['is required (PDF or DOCX, up to 5MB)'] });
  });

  it('is for signed-in seekers only', async () => {
    const { linkJob } = await world();
    await api().post('/api/v1/job_applications').send({ job_application: { job_id: linkJob.id } }).expect(401);
  });
});
