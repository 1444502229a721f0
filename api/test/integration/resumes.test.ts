import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import { RESUME_MAX_BYTES } from '@shigoto/db/enums';
import { DOCX_MAX_UNCOMPRESSED_BYTES } from '../../src/lib/uploads/index.js';
import { api as client } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createJapan, createJob, createSignedInUser, docxBytes, pdfBytes, pdfOfSize, zipBytes } from '../helpers/factories.js';
import { rewriteZipEntry, zipEntryFields, type ZipHeaderFields } from '../helpers/zip.js';
import { errorsOf } from '../helpers/errors.js';

const models = () => testApp().ctx.db.models;
let address = 0;
let ip = '';
const freshAddress = () => void (ip = `203.0.113.${++address % 250}`);
const post = (url: string) => client().post(url).set('x-forwarded-for', ip);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const DOCUMENT = 'word/document.xml';
const CONTENT_TYPES = '[Content_Types].xml';
const ENCRYPTED = 0x1;
const SIZES_IN_DATA_DESCRIPTOR = 0x8;
/** The same lie in the local header and in the central directory. */
const inBothHeaders = (fields: ZipHeaderFields) => ({ local: fields, central: fields });
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

  it('accepts a DOCX whose writer left the sizes and checksum to the directory (data descriptor)', async () => {
    const job = await emailJob();
    const streamed = rewriteZipEntry(docxBytes(), DOCUMENT, { local: { flags: SIZES_IN_DATA_DESCRIPTOR, crc: 0, compressedSize: 0, size: 0 }, central: { flags: SIZES_IN_DATA_DESCRIPTOR } });
    await systemApplicant(job, { bytes: streamed, name: 'cv.docx' }).expect(201);
    expect(await storedFiles()).to.have.length(1);
  });

  it('accepts and stores a resume of exactly 5MB', async () => {
    const job = await emailJob();
    const exact = pdfOfSize(RESUME_MAX_BYTES);
    await systemApplicant(job, { bytes: exact, name: 'cv.pdf' }).expect(201);
    const [file] = await storedFiles();
    expect(file.byte_size).to.equal(RESUME_MAX_BYTES);
    expect((await testApp().ctx.storage.read(file.storage_key)).equals(exact)).to.equal(true);
    expect(await models().Applicant.count()).to.equal(1);
  });

  it('refuses a resume one byte over 5MB with 413 and stores nothing', async () => {
    const job = await emailJob();
    const res = await systemApplicant(job, { bytes: pdfOfSize(RESUME_MAX_BYTES + 1), name: 'cv.pdf' }).expect(413);
    expect(errorsOf(res.body)).to.deep.equal(['The file must be at most 5MB']);
    expect(await storedFiles()).to.deep.equal([]);
    expect(await models().Applicant.count()).to.equal(0);
  });

  it('requires a resume for jobs taking applications by e-mail', async () => {
    const job = await emailJob();
    const res = await systemApplicant(job).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ resume: ['is required (PDF or DOCX, up to 5MB)'] });
    expect(await models().Applicant.count()).to.equal(0);
  });

  const refused: [string, () => Buffer, string][] = [
    ['a PNG renamed .pdf', () => PNG, 'photo.pdf'],
    ['a ZIP without word/document.xml', () => zipBytes([{ name: CONTENT_TYPES, data: Buffer.from('<Types/>') }, { name: 'notes.txt', data: Buffer.from('hi') }]), 'cv.docx'],
    [
      'a ZIP of more than 1000 entries',
      () => zipBytes([{ name: CONTENT_TYPES, data: Buffer.from('<Types/>') }, { name: DOCUMENT, data: Buffer.from('<w/>') }, ...Array.from({ length: 1000 }, (_, i) => ({ name: `x/${i}`, data: Buffer.alloc(0) }))]),
      'cv.docx',
    ],
    [
      'a DOCX whose entries together unpack to more than DOCX_MAX_UNCOMPRESSED_BYTES',
      () =>
        zipBytes([
          { name: CONTENT_TYPES, data: Buffer.from('<Types/>') },
          { name: DOCUMENT, data: Buffer.alloc(DOCX_MAX_UNCOMPRESSED_BYTES / 2), deflate: true },
          { name: 'word/media/image1.png', data: Buffer.alloc(DOCX_MAX_UNCOMPRESSED_BYTES / 2 + 1), deflate: true },
        ]),
      'cv.docx',
    ],
    [
      'a DOCX whose document.xml declares 1KB and inflates to 200MB',
      () => rewriteZipEntry(zipBytes([{ name: CONTENT_TYPES, data: Buffer.from('<Types/>') }, { name: DOCUMENT, data: Buffer.alloc(200 * 1024 * 1024), deflate: true }]), DOCUMENT, inBothHeaders({ size: 1024 })),
      'cv.docx',
    ],
    ['a DOCX whose deflated entry inflates to less than it declares', () => rewriteZipEntry(docxBytes(), DOCUMENT, inBothHeaders({ size: zipEntryFields(docxBytes(), DOCUMENT).size + 100 })), 'cv.docx'],
    ['a DOCX whose stored entry holds less than it declares', () => rewriteZipEntry(docxBytes(), CONTENT_TYPES, inBothHeaders({ size: zipEntryFields(docxBytes(), CONTENT_TYPES).size + 100 })), 'cv.docx'],
    ['a DOCX compressed with a method other than stored or deflate', () => rewriteZipEntry(docxBytes(), DOCUMENT, inBothHeaders({ method: 12 })), 'cv.docx'],
    ['a DOCX with an encrypted entry', () => rewriteZipEntry(docxBytes(), DOCUMENT, inBothHeaders({ flags: ENCRYPTED })), 'cv.docx'],
    ['a DOCX whose entry fails its checksum', () => rewriteZipEntry(docxBytes(), DOCUMENT, inBothHeaders({ crc: zipEntryFields(docxBytes(), DOCUMENT).crc ^ 1 })), 'cv.docx'],
    ['a DOCX whose local header names another file than its directory', () => rewriteZipEntry(docxBytes(), DOCUMENT, { local: { name: 'word/comments.xml' } }), 'cv.docx'],
    ['a DOCX whose local header states another size than its directory', () => rewriteZipEntry(docxBytes(), DOCUMENT, { local: { size: zipEntryFields(docxBytes(), DOCUMENT).size + 1 } }), 'cv.docx'],
    ['a DOCX whose local header states another method than its directory', () => rewriteZipEntry(docxBytes(), DOCUMENT, { local: { method: 0 } }), 'cv.docx'],
  ];
  for (const [what, bytes, name] of refused) {
    it(`refuses ${what} and stores nothing`, async () => {
      const job = await emailJob();
      const res = await systemApplicant(job, { bytes: bytes(), name }).expect(422);
      expect(errorsOf(res.body)).to.deep.equal({ resume: ['must be a PDF or DOCX file'] });
      expect(await storedFiles()).to.deep.equal([]);
      expect(await models().Applicant.count()).to.equal(0);
    });
  }

  it('refuses a 6MB file with 413', async () => {
    const job = await emailJob();
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await systemApplicant(job, { bytes: big, name: 'cv.pdf' }).expect(413);
    expect(errorsOf(res.body)).to.deep.equal(['The file must be at most 5MB']);
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
      expect(errorsOf(JSON.parse(answer.body))).to.deep.equal(['The file must be at most 5MB']);
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
    expect(res.body.data.attributes).to.deep.include({ name: 'my-cv.pdf', size: pdfBytes().length, content_type: 'application/pdf' });
    expect(res.body.data.attributes.uploaded_at).to.be.a('string');
    expect((await models().User.findByPk(user.id))!.resume_file_id).to.equal(Number(res.body.data.id));
  });

  it('refuses a file that is not a PDF or DOCX, and a missing one', async () => {
    const { user, authorization } = await createSignedInUser();
    const png = await post('/api/v1/user_resumes').set('authorization', authorization).attach('resume', PNG, 'cv.pdf').expect(422);
    expect(errorsOf(png.body)).to.deep.equal({ resume: ['must be a PDF or DOCX file'] });
    const none = await post('/api/v1/user_resumes').set('authorization', authorization).field('other', 'x').expect(422);
    expect(errorsOf(none.body)).to.deep.equal({ resume: ['is required'] });
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

  it('stores a resume of exactly 5MB and refuses one byte more with 413', async () => {
    const { user, authorization } = await createSignedInUser();
    const exact = await post('/api/v1/user_resumes').set('authorization', authorization).attach('resume', pdfOfSize(RESUME_MAX_BYTES), 'cv.pdf').expect(201);
    expect(exact.body.data.attributes.size).to.equal(RESUME_MAX_BYTES);
    const over = await post('/api/v1/user_resumes').set('authorization', authorization).attach('resume', pdfOfSize(RESUME_MAX_BYTES + 1), 'cv.pdf').expect(413);
    expect(errorsOf(over.body)).to.deep.equal(['The file must be at most 5MB']);
    expect((await storedFiles()).map((file) => file.byte_size)).to.deep.equal([RESUME_MAX_BYTES]);
    expect((await models().User.findByPk(user.id))!.resume_file_id).to.equal(Number(exact.body.data.id));
  });

  it('takes a form field of exactly its limit (20,000 bytes) and refuses one byte more', async () => {
    const { authorization } = await createSignedInUser();
    const upload = (note: string) => post('/api/v1/user_resumes').set('authorization', authorization).field('note', note).attach('resume', pdfBytes(), 'cv.pdf');
    await upload('x'.repeat(20_000)).expect(201);
    const over = await upload('x'.repeat(20_001)).expect(422);
    expect(errorsOf(over.body)).to.deep.equal({ note: ['is too long'] });
  });

  it('is for signed-in seekers only', async () => {
    await post('/api/v1/user_resumes').attach('resume', pdfBytes(), 'cv.pdf').expect(401);
  });
});
