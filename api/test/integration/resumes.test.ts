import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import { api as client } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createJapan, createJob, createSignedInUser, docxBytes, pdfBytes, zipBytes } from '../helpers/factories.js';

const models = () => testApp().ctx.db.models;
let address = 0;
let ip = '';
const freshAddress = () => void (ip = `203.0.113.${++address % 250}`);
const post = (url: string) => client().post(url).set('x-forwarded-for', ip);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const storedFiles = async () => (await models().StoredFile.findAll()).map((f) => f.get({ plain: true }) as Rows['StoredFile']);

async function emailJob() {
  await createJapan();
  const company = await createCompany({ name: 'Acme' });
  return createJob({ company_id: company.id, application_url: null, application_email: 'jobs@acme.example' });
}

function systemApplicant(job: Rows['Job'], resume?: { bytes: Buffer; name: string; type?: string }) {
  const request = post('/api/v1/system_applicants')
    .field('applicant[job_id]', String(job.id))
    .field('applicant[company_id]', String(job.company_id))
    .field('applicant[name]', 'Aiko Tanaka')
    .field('applicant[email]', 'aiko@example.com')
    .field('applicant[message]', 'I build payment systems in Go and would love to join.')
    .field('applicant[location_id]', '1')
    .field('applicant[japanese_level_enum]', 'japanese_level_business_level');
  return resume ? request.attach('resume', resume.bytes, { filename: resume.name, contentType: resume.type ?? 'application/pdf' }) : request;
}

describe('resumes: POST /api/v1/system_applicants (multipart)', () => {
  beforeEach(freshAddress);

  it('stores a PDF privately, links it to the employer’s applicant and attaches it to the company e-mail', async () => {
    const job = await emailJob();
    const res = await systemApplicant(job, { bytes: pdfBytes(), name: '../../CV Aiko.pdf' }).expect(201);
    expect(res.body.meta.redirect_url).to.equal(null);
    const [file] = await storedFiles();
    expect(file).to.include({ kind: 'resume', is_public: false, content_type: 'application/pdf', byte_size: pdfBytes().length, original_name: 'CV Aiko.pdf' });
    expect(file.storage_key).to.match(/^private\/resumes\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(file.sha256).to.match(/^[0-9a-f]{64}$/);
    expect((await testApp().ctx.storage.read(file.storage_key)).equals(pdfBytes())).to.equal(true);
    const [employerView] = await models().EmailApplicant.findAll();
    expect(employerView.resume_file_id).to.equal(file.id);
    await testApp().ctx.queue.drain();
    const companyMail = await models().OutboundEmail.findOne({ where: { to_address: 'jobs@acme.example' } });
    expect(companyMail!.attachment_file_ids).to.deep.equal([file.id]);
    // Never reachable through the public file route.
    const key = file.storage_key.replace(/^private\//, '');
    await client().get(`/files/${key}`).expect(404);
    await client().get(`/files/../${file.storage_key}`).expect(404);
  });

  it('accepts a DOCX recognised by its zip entries', async () => {
    const job = await emailJob();
    await systemApplicant(job, { bytes: docxBytes(), name: 'cv.docx', type: 'application/octet-stream' }).expect(201);
    const [file] = await storedFiles();
    expect(file.content_type).to.equal('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(file.storage_key).to.match(/\.docx$/);
  });

  it('requires a resume for jobs taking applications by e-mail', async () => {
    const job = await emailJob();
    const res = await systemApplicant(job).expect(422);
    expect(res.body.errors).to.deep.equal({ resume: ['is required (PDF or DOCX, up to 5MB)'] });
    expect(await models().Applicant.count()).to.equal(0);
  });

  const refused: [string, () => Buffer, string][] = [
    ['a PNG renamed .pdf', () => PNG, 'photo.pdf'],
    ['a ZIP without word/document.xml', () => zipBytes([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'notes.txt', data: Buffer.from('hi') }]), 'cv.docx'],
    [
      'a ZIP of more than 1000 entries',
      () => zipBytes([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'word/document.xml', data: Buffer.from('<w/>') }, ...Array.from({ length: 1000 }, (_, i) => ({ name: `x/${i}`, data: Buffer.alloc(0) }))]),
      'cv.docx',
    ],
    [
      'a ZIP unpacking to more than 50MB',
      () => zipBytes([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'word/document.xml', data: Buffer.alloc(51 * 1024 * 1024), deflate: true }]),
      'cv.docx',
    ],
  ];
  for (const [what, bytes, name] of refused) {
    it(`refuses ${what} and stores nothing`, async () => {
      const job = await emailJob();
      const res = await systemApplicant(job, { bytes: bytes(), name }).expect(422);
      expect(res.body.errors).to.deep.equal({ resume: ['must be a PDF or DOCX file'] });
      expect(await storedFiles()).to.deep.equal([]);
      expect(await models().Applicant.count()).to.equal(0);
    });
  }

  it('refuses a 6MB file with 413', async () => {
    const job = await emailJob();
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await systemApplicant(job, { bytes: big, name: 'cv.pdf' }).expect(413);
    expect(res.body.errors).to.deep.equal(['The file must be at most 5MB']);
    expect(await storedFiles()).to.deep.equal([]);
  });

  it('refuses a body declared too large before reading it', async () => {
    const server = testApp().app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // Headers promise 50MB; only a few bytes follow, so only an answer without reading can arrive.
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/system_applicants', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024), 'x-forwarded-for': ip } });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.write('--x\r\n');
      });
      expect(answer.status).to.equal(413);
      expect(JSON.parse(answer.body).errors).to.deep.equal(['The file must be at most 5MB']);
      expect(await models().Applicant.count()).to.equal(0);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('wants multipart/form-data', async () => {
    const job = await emailJob();
    await post('/api/v1/system_applicants').send({ applicant: { job_id: job.id } }).expect(415);
  });
});

describe('resumes: POST /api/v1/user_resumes', () => {
  beforeEach(freshAddress);

  it('stores the seeker’s resume and makes it theirs', async () => {
    const { user, authorization } = await createSignedInUser();
    const res = await post('/api/v1/user_resumes').set('authorization', authorization).attach('resume', pdfBytes(), 'my-cv.pdf').expect(201);
    expect(res.body.data.type).to.equal('resume');
    expect(res.body.data.attributes).to.deep.equal({ name: 'my-cv.pdf', size: pdfBytes().length, content_type: 'application/pdf' });
    expect((await models().User.findByPk(user.id))!.resume_file_id).to.equal(Number(res.body.data.id));
  });

  it('refuses a file that is not a PDF or DOCX, and a missing one', async () => {
    const { user, authorization } = await createSignedInUser();
    const png = await post('/api/v1/user_resumes').set('authorization', authorization).attach('resume', PNG, 'cv.pdf').expect(422);
    expect(png.body.errors).to.deep.equal({ resume: ['must be a PDF or DOCX file'] });
    const none = await post('/api/v1/user_resumes').set('authorization', authorization).field('other', 'x').expect(422);
    expect(none.body.errors).to.deep.equal({ resume: ['is required'] });
    expect((await models().User.findByPk(user.id))!.resume_file_id).to.equal(null);
  });

  it('lets a seeker with a stored resume apply to an e-mail job with it attached', async () => {
    const job = await emailJob();
    const { authorization } = await createSignedInUser({ name: 'Kenji Sato', location_id: 1, japanese_level_enum: 'japanese_level_fluent' });
    const upload = await post('/api/v1/user_resumes').set('authorization', authorization).attach('resume', docxBytes(), 'cv.docx').expect(201);
    await post('/api/v1/job_applications')
      .set('authorization', authorization)
      .send({ job_application: { job_id: job.id, message: 'Five years of Go at a payments company.' } })
      .expect(201);
    const [employerView] = await models().EmailApplicant.findAll();
    expect(employerView.resume_file_id).to.equal(Number(upload.body.data.id));
  });

  it('is for signed-in seekers only', async () => {
    await post('/api/v1/user_resumes').attach('resume', pdfBytes(), 'cv.pdf').expect(401);
  });
});
