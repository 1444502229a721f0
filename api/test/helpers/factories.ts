import { crc32, deflateRawSync } from 'node:zlib';
import { hashPassword, type Rows } from '@shigoto/db';
import { testApp } from './context.js';

/** Factories build each test's own data with believable defaults; pass only what the test is about. */

let sequence = 0;
const next = () => ++sequence;
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

const models = () => testApp().ctx.db.models;
const plain = <T>(instance: { get(o: { plain: true }): unknown }) => instance.get({ plain: true }) as T;

export async function createLocation(overrides: Partial<Rows['Location']> = {}) {
  const n = next();
  return plain<Rows['Location']>(await models().Location.create({ name: `City ${n}`, slug: `city-${n}`, ...overrides }));
}

export async function createJapan() {
  return createLocation({ id: 1, name: 'Japan', name_ja: '日本', slug: 'japan' });
}

export async function createCompany(overrides: Partial<Rows['Company']> = {}) {
  const n = next();
  return plain<Rows['Company']>(
    await models().Company.create({ name: `Company ${n}`, slug: `company-${n}`, published: true, employee_count: 40, ...overrides }),
  );
}

export async function createSkill(overrides: Partial<Rows['Skill']> = {}) {
  const n = next();
  return plain<Rows['Skill']>(await models().Skill.create({ name: `Skill ${n}`, system_name: `skill_${n}`, skill_type: 'technology', ...overrides }));
}

export async function createJob(overrides: Partial<Rows['Job']> & { skills?: Rows['Skill'][] } = {}) {
  const { skills = [], ...fields } = overrides;
  const n = next();
  const companyId = fields.company_id ?? (await createCompany()).id;
  const job = plain<Rows['Job']>(
    await models().Job.create({
      slug: `job-${n}`,
      title: `Software Engineer ${n}`,
      company_id: companyId,
      approval_state: 'approved',
      published: true,
      published_at: new Date(Date.now() - n * 60_000),
      employment_type: 'full_time',
      seniority_level: 'mid_level',
      remote_level: 'partial',
      japanese_level_enum: 'not_required',
      english_level_enum: 'business_level',
      candidate_location: 'anywhere',
      ...fields,
    }),
  );
  if (skills.length) await models().JobSkill.bulkCreate(skills.map((s) => ({ job_id: job.id, skill_id: s.id })));
  return job;
}

export async function createStaff(overrides: Partial<Rows['StaffUser']> & { password?: string } = {}) {
  const { password = 'staff-password-1', ...fields } = overrides;
  const n = next();
  return plain<Rows['StaffUser']>(
    await models().StaffUser.create({
      email: `staff${n}@shigoto.example`,
      name: `Staff ${n}`,
      role: 'admin',
      password_hash: await hashOnce(password),
      ...fields,
    }),
  );
}

export async function createBlogTag(overrides: Partial<Rows['BlogTag']> = {}) {
  const n = next();
  return plain<Rows['BlogTag']>(await models().BlogTag.create({ name: `Tag ${n}`, system_name: `tag_${n}`, ...overrides }));
}

export async function createBlogPost(overrides: Partial<Rows['BlogPost']> & { tags?: Rows['BlogTag'][] } = {}) {
  const { tags = [], ...fields } = overrides;
  const n = next();
  const post = plain<Rows['BlogPost']>(
    await models().BlogPost.create({
      slug: `post-${n}`,
      title: `Working in Japan, part ${n}`,
      excerpt: `What to know, part ${n}.`,
      body: `<p>Part ${n} of the series.</p>`,
      author_name: 'Shigoto Team',
      published: true,
      published_at: new Date(Date.now() - n * 60_000),
      ...fields,
    }),
  );
  if (tags.length) await models().BlogPostTag.bulkCreate(tags.map((t) => ({ blog_post_id: post.id, blog_tag_id: t.id })));
  return post;
}

export async function createNewsletter(overrides: Partial<Rows['Newsletter']> = {}) {
  const n = next();
  return plain<Rows['Newsletter']>(
    await models().Newsletter.create({
      subject: `New jobs this week #${n}`,
      body: `<p>Issue ${n}.</p>`,
      published: true,
      sent_at: new Date(Date.now() - n * 60_000),
      ...overrides,
    }),
  );
}

export async function createReview(overrides: Partial<Rows['CompanyReview']> = {}) {
  const n = next();
  const companyId = overrides.company_id ?? (await createCompany()).id;
  return plain<Rows['CompanyReview']>(
    await models().CompanyReview.create({
      company_id: companyId,
      email: `reviewer${n}@mail.example`,
      title: `Review ${n}`,
      body: 'Friendly team, English is the working language.',
      rating: 4,
      moderation_state: 'approved',
      ...overrides,
    }),
  );
}

export async function createExperience(overrides: Partial<Rows['CompanyExperience']> = {}) {
  const n = next();
  const companyId = overrides.company_id ?? (await createCompany()).id;
  return plain<Rows['CompanyExperience']>(
    await models().CompanyExperience.create({
      company_id: companyId,
      email: `surveyed${n}@mail.example`,
      body: `Experience ${n}: remote days are flexible.`,
      moderation_state: 'approved',
      ...overrides,
    }),
  );
}

export async function createLead(overrides: Partial<Rows['Lead']> = {}) {
  const n = next();
  return plain<Rows['Lead']>(await models().Lead.create({ email: `subscriber${n}@mail.example`, ...overrides }));
}

export async function createUser(overrides: Partial<Rows['User']> & { password?: string } = {}) {
  const { password = 'seeker-password-1', ...fields } = overrides;
  const n = next();
  return plain<Rows['User']>(
    await models().User.create({ email: `seeker${n}@mail.example`, name: `Seeker ${n}`, password_hash: await hashOnce(password), ...fields }),
  );
}

export async function createEmployer(overrides: Partial<Rows['Employer']> & { password?: string } = {}) {
  const { password = 'employer-password-1', ...fields } = overrides;
  const n = next();
  const companyId = fields.company_id ?? (await createCompany()).id;
  return plain<Rows['Employer']>(
    await models().Employer.create({
      company_id: companyId,
      email: `hiring${n}@company${n}.example`,
      name: `Hiring Manager ${n}`,
      password_hash: await hashOnce(password),
      ...fields,
    }),
  );
}

/** A signed-in seeker: the user row and a bearer access token from a real session. */
export async function createSignedInUser(overrides: Partial<Rows['User']> = {}) {
  const user = await createUser(overrides);
  const tokens = await testApp().ctx.sessions.start({ type: 'user', id: user.id }, {});
  return { user, authorization: `Bearer ${tokens.access}` };
}

/** A small but real PDF document. */
export function pdfBytes(text = 'Resume of a test applicant'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n` +
      `4 0 obj << /Length ${text.length + 24} >> stream\nBT /F1 12 Tf 72 720 Td (${text}) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate the entry (a small archive that unpacks to something large). */
  deflate?: boolean;
}

/** A real ZIP archive built by hand (local headers, central directory, end record). */
export function zipBytes(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(entry.deflate ? 8 : 0, at);
      header.writeUInt32LE(crc32(entry.data), at + 6);
      header.writeUInt32LE(body.length, at + 10);
      header.writeUInt32LE(entry.data.length, at + 14);
      header.writeUInt16LE(name.length, at + 18);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 8);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central, 10);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document: the entries Word and our checker look for. */
export function docxBytes(): Buffer {
  return zipBytes([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
    { name: 'word/document.xml', data: Buffer.from('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'), deflate: true },
  ]);
}

/** A confirmed, signed-in employer of a company (a new one unless company_id is given). */
export async function createSignedInEmployer(overrides: Partial<Rows['Employer']> & { password?: string } = {}) {
  const employer = await createEmployer({ confirmed_at: new Date(), ...overrides });
  const tokens = await testApp().ctx.sessions.start({ type: 'employer', id: employer.id, companyId: employer.company_id }, {});
  return { employer, authorization: `Bearer ${tokens.access}` };
}

export async function createContract(overrides: Partial<Rows['CompanyContract']> & { company_id: number }) {
  const today = new Date();
  const inAYear = new Date(today.getTime() + 365 * 24 * 3600_000);
  const isoDay = (d: Date) => d.toISOString().slice(0, 10);
  return plain<Rows['CompanyContract']>(
    await models().CompanyContract.create({ plan: 'starter', term: 'annual', starts_on: isoDay(today), ends_on: isoDay(inAYear), applicants_until: isoDay(inAYear), ...overrides }),
  );
}

/** An applicant as the employer sees it: an email_applicants row. */
export async function createEmailApplicant(overrides: Partial<Rows['EmailApplicant']> & { job_id: number; company_id: number }) {
  const n = next();
  return plain<Rows['EmailApplicant']>(
    await models().EmailApplicant.create({
      name: `Applicant ${n}`,
      email: `applicant${n}@example.com`,
      message: `Applicant ${n} would like to join the team.`,
      skills: [],
      links: [],
      languages: ['English'],
      tags: [],
      attachment_file_ids: [],
      email_time: new Date(),
      ...overrides,
    }),
  );
}

/** A real PDF padded to exactly `byteSize` bytes with a comment line, which PDF readers skip. */
export function pdfOfSize(byteSize: number): Buffer {
  const pdf = pdfBytes();
  const afterHeader = pdf.indexOf('\n') + 1;
  const comment = Buffer.alloc(byteSize - pdf.length, ' ');
  comment.write('%', 0, 'latin1');
  comment.write('\n', comment.length - 1, 'latin1');
  return Buffer.concat([pdf.subarray(0, afterHeader), comment, pdf.subarray(afterHeader)]);
}

/** A job form with every field a submission needs (Tokyo, the Go skill; category 359 unless given). */
export const completeJobForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend Engineer',
  category: 359,
  employment_type: 'full_time',
  english_level: 'business_level',
  japanese_level: 'not_required',
  location: 'tokyo',
  remote_level: 'partial',
  candidate_location: 'anywhere',
  sponsors_visas: 'yes',
  raw_content: '<p>Build our API.</p>',
  application_url: 'https://careers.acme.example/jobs/1',
  skills: ['go'],
  ...overrides,
});
