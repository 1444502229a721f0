import { expect } from 'chai';
import request from 'supertest';
import type { Rows } from '@shigoto/db';
import { createApp } from '../../src/app.js';
import { startBackgroundWork } from '../../src/background.js';
import { createContext, type AppContext } from '../../src/context.js';
import { api as client } from '../helpers/agent.js';
import { testApp, testConfig } from '../helpers/context.js';
import { createCompany, createJapan, createJob, createSignedInUser, docxBytes, pdfBytes } from '../helpers/factories.js';
import { startSmtp, waitFor, type SmtpListener } from '../helpers/smtp.js';
import { errorsOf } from '../helpers/errors.js';

const models = () => testApp().ctx.db.models;
let address = 0;
let ip = '';
const freshAddress = () => void (ip = `192.0.2.${++address % 250}`);
const RESUME_REQUIRED = 'is required (PDF or DOCX, up to 5MB)';

async function emailJob() {
  await createJapan();
  const company = await createCompany({ name: 'Acme' });
  return createJob({ company_id: company.id, title: 'Platform Engineer', application_url: null, application_email: 'jobs@acme.example' });
}

/** A complete e-mail application as the site sends it, without a file; `authorization` signs it in. */
function application(app: Parameters<typeof request>[0], job: Rows['Job'], { authorization, useSavedResume = true }: { authorization?: string; useSavedResume?: boolean } = {}) {
  const call = request(app)
    .post('/api/v1/system_applicants')
    .set('x-forwarded-for', ip)
    .field('applicant[job_id]', String(job.id))
    .field('applicant[name]', 'Kenji Sato')
    .field('applicant[email]', 'kenji@example.com')
    .field('applicant[message]', 'Five years of Go at a payments company, happy to relocate.')
    .field('applicant[location_id]', '1')
    .field('applicant[japanese_level_enum]', 'japanese_level_fluent');
  if (useSavedResume) call.field('applicant[use_saved_resume]', 'true');
  return authorization ? call.set('authorization', authorization) : call;
}

/** Through `app`, whose storage then holds the file (the shared test app's unless given). */
const saveResume = (authorization: string, bytes: Buffer, name: string, app: Parameters<typeof request>[0] = testApp().app) =>
  request(app)
    .post('/api/v1/user_resumes').set('x-forwarded-for', ip).set('authorization', authorization).attach('resume', bytes, name).expect(201);

describe('a seeker’s saved resume: GET /api/v1/users/current', () => {
  beforeEach(freshAddress);

  it('answers null before a resume is saved, then its name, type, size and upload time (never where it is stored)', async () => {
    const { authorization } = await createSignedInUser();
    const before = await client().get('/api/v1/users/current').set('authorization', authorization).expect(200);
    expect(before.body.data.relationships).to.deep.equal({ resume: { data: null } });
    expect(before.body.included).to.deep.equal([]);
    const upload = await saveResume(authorization, pdfBytes(), 'Kenji CV.pdf');
    const after = await client().get('/api/v1/users/current').set('authorization', authorization).expect(200);
    const stored = await models().StoredFile.findByPk(Number(upload.body.data.id));
    expect(after.body.data.relationships).to.deep.equal({ resume: { data: { id: String(stored!.id), type: 'resume' } } });
    expect(after.body.included).to.deep.equal([
      {
        id: String(stored!.id),
        type: 'resume',
        attributes: { name: 'Kenji CV.pdf', content_type: 'application/pdf', size: pdfBytes().length, uploaded_at: stored!.created_at.toISOString() },
      },
    ]);
    expect(JSON.stringify(after.body)).not.to.include(stored!.storage_key);
  });
});

describe('applying with the saved resume: POST /api/v1/system_applicants {applicant: {use_saved_resume}}', () => {
  beforeEach(freshAddress);

  describe('delivered over SMTP', () => {
    let ctx: AppContext | null = null;
    let smtp: SmtpListener | null = null;
    afterEach(async () => {
      await ctx?.close();
      await smtp?.close();
      ctx = smtp = null;
    });

    it('attaches the saved resume to the employer’s e-mail when a signed-in seeker sends no file', async () => {
      const listener = (smtp = await startSmtp());
      const context = (ctx = createContext(testConfig({ DATABASE_URL: testApp().ctx.config.databaseUrl, SMTP_URL: listener.url, REDIS_URL: undefined })));
      startBackgroundWork(context);
      const job = await emailJob();
      const { authorization } = await createSignedInUser({ name: 'Kenji Sato' });
      const app = createApp(context);
      const upload = await saveResume(authorization, pdfBytes('Kenji Sato resume'), 'kenji-cv.pdf', app);

      const res = await application(app, job, { authorization }).expect(201);
      const applicant = await models().Applicant.findByPk(Number(res.body.data.id));
      expect(applicant!.resume_file_id).to.equal(Number(upload.body.data.id));
      await context.queue.drain();
      await waitFor(() => listener.received.some((mail) => mail.to.includes('jobs@acme.example')));
      const toCompany = listener.received.filter((mail) => mail.to.includes('jobs@acme.example'));
      expect(toCompany).to.have.length(1);
      expect(toCompany[0].raw).to.include('Subject: New applicant for Platform Engineer: Kenji Sato');
      expect(toCompany[0].raw).to.match(/Content-Disposition: attachment; filename=kenji-cv\.pdf/);
      expect(toCompany[0].raw.replace(/\r?\n/g, '')).to.include(pdfBytes('Kenji Sato resume').toString('base64'));
    });
  });

  it('refuses a seeker without a saved resume on resume, and records nothing', async () => {
    const job = await emailJob();
    const { authorization } = await createSignedInUser();
    const res = await application(testApp().app, job, { authorization }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ resume: [RESUME_REQUIRED] });
    expect(await models().Applicant.count()).to.equal(0);
  });

  it('refuses an anonymous seeker who sends the flag on resume', async () => {
    const job = await emailJob();
    const res = await application(testApp().app, job).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ resume: [RESUME_REQUIRED] });
    expect(await models().Applicant.count()).to.equal(0);
  });

  it('refuses a signed-in seeker with a saved resume who does not ask for it', async () => {
    const job = await emailJob();
    const { authorization } = await createSignedInUser();
    await saveResume(authorization, pdfBytes(), 'cv.pdf');
    const res = await application(testApp().app, job, { authorization, useSavedResume: false }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ resume: [RESUME_REQUIRED] });
  });

  it('sends the file the seeker chose rather than the saved resume, and keeps the saved one', async () => {
    const job = await emailJob();
    const { user, authorization } = await createSignedInUser();
    const saved = await saveResume(authorization, pdfBytes(), 'old-cv.pdf');
    const res = await application(testApp().app, job, { authorization }).attach('resume', docxBytes(), 'new-cv.docx').expect(201);
    const applicant = await models().Applicant.findByPk(Number(res.body.data.id));
    const sent = await models().StoredFile.findByPk(applicant!.resume_file_id!);
    expect(sent!.original_name).to.equal('new-cv.docx');
    expect((await models().User.findByPk(user.id))!.resume_file_id).to.equal(Number(saved.body.data.id));
  });

  it('refuses a flag that is not a boolean', async () => {
    const job = await emailJob();
    const res = await application(testApp().app, job, { useSavedResume: false }).field('applicant[use_saved_resume]', 'yes').expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ use_saved_resume: ['must be true or false'], resume: ['is required (PDF or DOCX, up to 5MB)'] });
  });
});
