// The demo world: fictional companies with jobs across every filter value, the people
// around them and one login per role. Deterministic: the same seed and `now` build the same rows.
import { QueryTypes, type Transaction } from 'sequelize';
import type { Database } from '../database.js';
import { COMPANY_SIZE_BANDS, companySizeBand, type StaffRole } from '../enums.js';
import { tables } from '../models/index.js';
import { hashPassword, verifyPassword } from '../passwords.js';
import { resolveColumns } from '../schema/columns.js';
import {
  buildApplicants,
  buildBlog,
  buildCompanyLeads,
  buildCompanySubmissions,
  buildContractRequests,
  buildContracts,
  buildExperiences,
  buildFeedbacks,
  buildLeads,
  buildNewsletters,
  buildNowHiringReports,
  buildReviews,
  buildTrackingEvents,
  buildUsers,
  DEMO_SEEKER,
  randomPerson,
  type DemoContext,
} from './demo-content.js';
import { Random, buildCompany, buildJob, daysBefore, type CompanyDraft, type JobDraft, type JobState } from './generators.js';
import { LOGO_SIZE, renderLogo } from './logos.js';
import { LOCATIONS, buildSkillRows } from './reference-data.js';
import { insertRowSet, insertRows, loadReferenceIndex, type NewRow, type ReferenceIndex, type RowSet } from './rows.js';

export interface SeedDemoOptions {
  /** Stores a public file (e.g. 'logos/acme-128.webp') and returns its URL. */
  putPublicFile(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Empty every table first; without it, a database that has companies is left alone. */
  force?: boolean;
  log?: (line: string) => void;
  /** The moment dates are relative to; fixed in tests so two runs compare equal. */
  now?: Date;
}

export type DemoRole = 'seeker' | 'employer' | StaffRole;

export interface DemoLogin {
  role: DemoRole;
  email: string;
  password: string;
}

export interface SeedSummary {
  status: 'seeded' | 'already seeded';
  message: string;
  /** Rows per table (table name → count) after the call. */
  counts: Record<string, number>;
  /** The demo logins that work against this database. */
  logins: DemoLogin[];
}

export const DEMO_PASSWORDS = {
  seeker: 'shigoto-seeker',
  employer: 'shigoto-employer',
  admin: 'shigoto-admin',
  editor: 'shigoto-editor',
} as const satisfies Record<DemoRole, string>;

const STAFF = [
  { role: 'admin', email: 'admin@shigoto.example', name: 'Haruka Sato' },
  { role: 'editor', email: 'editor@shigoto.example', name: 'Daniel Brooks' },
] as const satisfies readonly { role: StaffRole; email: string; name: string }[];

const DEMO_RANDOM_SEED = 20_261_122;

/** How the demo world is shaped; the tests assert the minimums the product needs. */
const WORLD = {
  companies: 48,
  jobs: 360,
  /** The first company is the demo employer's: plenty of jobs and applicants to look at. */
  demoCompanyJobs: 14,
  /** The last companies: unpublished ones, then two whose jobs are all closed, then one with none. */
  unpublishedCompanies: 3,
  closedOnlyCompanies: 2,
  closedJobsEach: 3,
  jobLessCompanies: 1,
  otherUsers: 10,
  reviews: 80,
  experiences: 30,
  newsletters: 14,
  leads: 40,
  contractRequests: 6,
  feedbacks: 10,
  trackingEventsPerType: 10,
  deletedShare: 0.03,
} as const;

const JOB_STATE_WEIGHTS: readonly (readonly [JobState, number])[] = [
  ['published', 82],
  ['pending', 7],
  ['closed', 8],
  ['rejected', 3],
];

/** Locations and skills, inserted with their fixed ids when their tables are empty. */
export async function seedReferenceData(db: Database, transaction?: Transaction): Promise<{ locations: number; skills: number }> {
  const insertIfEmpty = async <K extends 'Location' | 'Skill'>(name: K, rows: () => NewRow<K>[], t: Transaction) => {
    if ((await db.models[name].count({ transaction: t })) > 0) return 0;
    const built = rows();
    await insertRows(db, name, built, t);
    return built.length;
  };
  const run = async (t: Transaction) => ({
    locations: await insertIfEmpty('Location', () => LOCATIONS, t),
    skills: await insertIfEmpty('Skill', buildSkillRows, t),
  });
  return transaction ? run(transaction) : db.sequelize.transaction(run);
}

export async function seedDemoWorld(db: Database, options: SeedDemoOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const existingCompanies = await db.models.Company.count();
  if (existingCompanies > 0 && !options.force) {
    return summarize(db, 'already seeded', `already seeded (${existingCompanies} companies); pass force to reseed`);
  }
  if (options.force) {
    await truncateAll(db);
    log('emptied every table');
  }

  const reference = await seedReferenceData(db);
  log(`reference data: ${reference.locations} locations and ${reference.skills} skills inserted`);
  const refs = await loadReferenceIndex(db);
  const passwordHashes = await hashDemoPasswords();
  const world = buildDemoWorld(new Random(DEMO_RANDOM_SEED), refs, passwordHashes, options.now ?? new Date());
  await attachLogos(world.Company!, options.putPublicFile);
  log(`rendered ${world.Company!.length} logos`);
  await db.sequelize.transaction((transaction) => insertRowSet(db, world, transaction));
  return summarize(db, 'seeded', `seeded the demo world in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

type PasswordHashes = Record<DemoRole, string>;

/** argon2 is deliberately slow, so each distinct password is hashed once and shared. */
async function hashDemoPasswords(): Promise<PasswordHashes> {
  const entries = await Promise.all(
    Object.entries(DEMO_PASSWORDS).map(async ([role, password]) => [role, await hashPassword(password)] as const),
  );
  return Object.fromEntries(entries) as PasswordHashes;
}

function buildDemoWorld(rng: Random, refs: ReferenceIndex, hashes: PasswordHashes, now: Date): RowSet {
  const companies = Array.from({ length: WORLD.companies }, (_, index) => buildCompany(rng, { id: index + 1, index, refs }));
  const demoCompany = companies[0];
  // The demo employer must see applicants, which only arrive for jobs without a redirect link.
  demoCompany.row.redirect_application_links = false;
  const unpublished = companies.slice(-WORLD.unpublishedCompanies);
  for (const company of unpublished) company.row.published = false;
  const closedOnly = companies.slice(-WORLD.unpublishedCompanies - WORLD.closedOnlyCompanies, -WORLD.unpublishedCompanies);
  const hiring = companies.slice(1, WORLD.companies - WORLD.unpublishedCompanies - WORLD.closedOnlyCompanies - WORLD.jobLessCompanies);

  const jobs = buildDemoJobs(rng, refs, now, demoCompany, closedOnly, hiring);
  for (const company of companies) {
    const companyJobs = jobs.filter((job) => job.row.company_id === company.row.id);
    company.row.has_active_jobs = companyJobs.some((job) => job.row.published && !job.row.is_deleted);
    company.row.hiring_now = company.row.has_active_jobs && rng.chance(0.85);
  }

  const ctx: DemoContext = { rng, now, refs, companies, jobs };
  const users = buildUsers(ctx, hashes.seeker, WORLD.otherUsers);
  const applicants = buildApplicants(ctx, users[0]);
  const reviews = buildReviews(ctx, users, WORLD.reviews);
  const experiences = buildExperiences(ctx, WORLD.experiences);
  for (const company of companies) {
    const approved = <T extends { company_id: number; moderation_state: string }>(rows: T[]) =>
      rows.filter((row) => row.company_id === company.row.id && row.moderation_state === 'approved').length;
    company.row.review_count = approved(reviews);
    company.row.experience_count = approved(experiences);
  }
  const blog = buildBlog(ctx);

  return {
    Company: companies.map((company) => company.row),
    CompanySkill: companies.flatMap((company) => company.skillIds.map((skill_id) => ({ company_id: company.row.id, skill_id }))),
    CompanyTag: companies.flatMap((company) => company.tags.map((tag) => ({ company_id: company.row.id, tag }))),
    Employer: companies.map((company) => buildEmployer(rng, company, hashes.employer, now)),
    User: users,
    StaffUser: STAFF.map(({ role, email, name }, index) => ({
      id: index + 1,
      email,
      name,
      password_hash: hashes[role],
      role,
      is_disabled: false,
      password_changed_at: null,
    })),
    Job: jobs.map((job) => job.row),
    JobSkill: jobs.flatMap((job) => job.skillIds.map((skill_id) => ({ job_id: job.row.id, skill_id }))),
    BlogPost: blog.posts,
    BlogTag: blog.tags,
    BlogPostTag: blog.postTags,
    Lead: buildLeads(ctx, WORLD.leads),
    Newsletter: buildNewsletters(ctx, WORLD.newsletters),
    Applicant: applicants.applicants,
    JobApplication: applicants.jobApplications,
    EmailApplicant: applicants.emailApplicants,
    HiringReport: applicants.hiringReports,
    CompanyReview: reviews,
    CompanyExperience: experiences,
    CompanySubmission: buildCompanySubmissions(ctx),
    CompanyLead: buildCompanyLeads(ctx),
    ContractRequest: buildContractRequests(ctx, WORLD.contractRequests),
    NowHiringReport: buildNowHiringReports(ctx),
    Feedback: buildFeedbacks(ctx, WORLD.feedbacks),
    CompanyContract: buildContracts(ctx),
    TrackingEvent: buildTrackingEvents(ctx, WORLD.trackingEventsPerType),
  };
}

/** Bigger companies post more jobs. */
const SIZE_WEIGHT = Object.fromEntries(COMPANY_SIZE_BANDS.map((band, index) => [band, index + 1]));

function buildDemoJobs(
  rng: Random,
  refs: ReferenceIndex,
  now: Date,
  demoCompany: CompanyDraft,
  closedOnly: CompanyDraft[],
  hiring: CompanyDraft[],
): JobDraft[] {
  const jobs: JobDraft[] = [];
  const add = (company: CompanyDraft, state: JobState) => {
    const job = buildJob(rng, { id: jobs.length + 1, company, refs, now, state });
    // Each demo company has one employer account with the company's id; it posted the company's jobs.
    job.row.created_by_employer_id = company.row.id;
    job.row.is_deleted = state !== 'pending' && state !== 'rejected' && rng.chance(WORLD.deletedShare);
    jobs.push(job);
  };
  for (let n = 0; n < WORLD.demoCompanyJobs; n += 1) add(demoCompany, rng.weighted(JOB_STATE_WEIGHTS));
  for (const company of closedOnly) for (let n = 0; n < WORLD.closedJobsEach; n += 1) add(company, 'closed');
  const weights = hiring.map((company) => [company, SIZE_WEIGHT[companySizeBand(company.row.employee_count)!]] as const);
  while (jobs.length < WORLD.jobs) add(rng.weighted(weights), rng.weighted(JOB_STATE_WEIGHTS));
  return jobs;
}

function buildEmployer(rng: Random, company: CompanyDraft, passwordHash: string, now: Date): NewRow<'Employer'> {
  const japaneseFirst = company.row.japanese_level_enum === 'fluent' || company.row.japanese_level_enum === 'native';
  return {
    id: company.row.id,
    company_id: company.row.id,
    email: `hiring@${company.row.slug}.example`,
    password_hash: passwordHash,
    name: randomPerson(rng).name,
    language: japaneseFirst ? 'jp' : 'en',
    confirmed_at: daysBefore(now, rng.between(30, 400)),
    is_disabled: false,
    password_changed_at: null,
  };
}

async function attachLogos(companies: NewRow<'Company'>[], putPublicFile: SeedDemoOptions['putPublicFile']): Promise<void> {
  await Promise.all(
    companies.map(async (company, index) => {
      const logo = await renderLogo(company.short_name ?? company.name, index);
      company.logo_url = await putPublicFile(`logos/${company.slug}-${LOGO_SIZE}.webp`, logo, 'image/webp');
    }),
  );
}

/** Deletes every row, children first, and restarts id sequences so a reseed gets the same ids. */
async function truncateAll(db: Database): Promise<void> {
  const queryInterface = db.sequelize.getQueryInterface();
  const childrenFirst = Object.values(tables).reverse();
  await db.sequelize.transaction(async (transaction) => {
    for (const table of childrenFirst) await queryInterface.bulkDelete(table.tableName, {}, { transaction });
  });
  const sequenced = Object.values(tables)
    .filter((table) => resolveColumns(table.columns).id?.autoIncrement)
    .map((table) => table.tableName);
  if (db.dialect === 'sqlite') {
    await db.sequelize.query(`DELETE FROM sqlite_sequence WHERE name IN (${sequenced.map(() => '?').join(', ')})`, {
      replacements: sequenced,
    });
  } else {
    for (const tableName of sequenced) {
      await db.sequelize.query(`ALTER TABLE ${queryInterface.quoteIdentifier(tableName)} AUTO_INCREMENT = 1`);
    }
  }
}

async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(tables)) {
    const [row] = await db.sequelize.query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM ${db.sequelize.getQueryInterface().quoteIdentifier(table.tableName)}`,
      { type: QueryTypes.SELECT },
    );
    counts[table.tableName] = Number(row.n);
  }
  return counts;
}

/** The documented logins, keeping only those whose account exists here with the demo password. */
async function usableLogins(db: Database): Promise<DemoLogin[]> {
  const firstCompany = await db.models.Company.findOne({ order: [['id', 'ASC']], raw: true });
  const employer = firstCompany
    ? await db.models.Employer.findOne({ where: { company_id: firstCompany.id }, order: [['id', 'ASC']], raw: true })
    : null;
  const seeker = await db.models.User.findOne({ where: { email: DEMO_SEEKER.email }, raw: true });
  const staff = await db.models.StaffUser.findAll({ where: { email: STAFF.map((member) => member.email) }, raw: true });
  const accounts: [DemoLogin, string | null | undefined][] = [
    [{ role: 'seeker', email: DEMO_SEEKER.email, password: DEMO_PASSWORDS.seeker }, seeker?.password_hash],
    ...(employer
      ? [[{ role: 'employer', email: employer.email, password: DEMO_PASSWORDS.employer }, employer.password_hash] as [DemoLogin, string | null]]
      : []),
    ...STAFF.map(({ role, email }): [DemoLogin, string | undefined] => [
      { role, email, password: DEMO_PASSWORDS[role] },
      staff.find((member) => member.email === email && member.role === role)?.password_hash,
    ]),
  ];
  const works = await Promise.all(accounts.map(async ([login, hash]) => !!hash && (await verifyPassword(hash, login.password))));
  return accounts.filter((_, index) => works[index]).map(([login]) => login);
}

async function summarize(db: Database, status: SeedSummary['status'], message: string): Promise<SeedSummary> {
  return { status, message, counts: await countRows(db), logins: await usableLogins(db) };
}
