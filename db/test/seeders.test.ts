import { expect } from 'chai';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { companyTagLabel } from '../src/company-tags.js';
import { createDatabase, type Database } from '../src/database.js';
import {
  APPLICANT_USER_STATES,
  CANDIDATE_LOCATIONS,
  CATEGORY_SKILL_IDS,
  COMPANY_FLAGS,
  COMPANY_SIZE_BANDS,
  EMPLOYMENT_TYPES,
  ENGLISH_LEVELS,
  JAPAN_LOCATION_ID,
  JAPANESE_LEVELS,
  JOB_APPROVAL_STATES,
  MODERATION_STATES,
  NEWLY_PUBLISHED_DAYS,
  PLAN_ACTIVE_JOB_LIMITS,
  REMOTE_LEVELS,
  SALARY,
  SENIORITY_LEVELS,
  SPAM_STRICTNESS,
  TRACKING_EVENT_TYPES,
  companySizeBand,
  isLateHireReport,
} from '../src/enums.js';
import type { ModelName, Rows } from '../src/models/index.js';
import { verifyPassword } from '../src/passwords.js';
import { seedDemoWorld, type SeedDemoOptions, type SeedSummary } from '../src/seeders/demo.js';

const DAY_MS = 86_400_000;

/** The distinct values seen, compared as strings so null and booleans sort with the rest. */
function distinct(values: Iterable<unknown>): string[] {
  return [...new Set([...values].map(String))].sort();
}

const both = ['false', 'true'];

describe('demo world seeder', function () {
  let db: Database;
  let workDir: string;
  let summary: SeedSummary;
  const now = new Date();
  const storedFiles = new Map<string, string>();

  const seed = (overrides: Partial<SeedDemoOptions> = {}) =>
    seedDemoWorld(db, {
      now,
      putPublicFile: async (key, body) => {
        const file = path.join(workDir, 'public', key);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, body);
        storedFiles.set(`/files/${key}`, file);
        return `/files/${key}`;
      },
      ...overrides,
    });

  const all = async <K extends ModelName>(name: K): Promise<Rows[K][]> => {
    const rows = await (db.models[name] as unknown as { findAll(): Promise<{ get(o: { plain: true }): Rows[K] }[]> }).findAll();
    return rows.map((row) => row.get({ plain: true }));
  };

  before(async function () {
    workDir = await mkdtemp(path.join(tmpdir(), 'shigoto-seed-'));
    db = createDatabase(process.env.DATABASE_URL || `sqlite:${path.join(workDir, 'seed.sqlite')}`);
    await db.migrator.up();
    // force empties the tables first: a shared CI database may hold other suites' rows.
    summary = await seed({ force: true });
  });

  after(async function () {
    await db?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('seeds a world of the size the product needs', function () {
    expect(summary.status).to.equal('seeded');
    const { counts } = summary;
    const minimums: Record<string, number> = {
      companies: 40,
      jobs: 320,
      skills: 300,
      locations: 13,
      blog_posts: 24,
      blog_tags: 8,
      blog_post_tags: 24,
      newsletters: 12,
      leads: 30,
      company_reviews: 60,
      company_experiences: 1,
      applicants: 150,
      email_applicants: 150,
      job_applications: 1,
      users: 11,
      staff_users: 2,
      hiring_reports: 1,
      contract_requests: 1,
      company_leads: 1,
      feedbacks: 1,
      now_hiring_reports: 1,
      company_submissions: 1,
      tracking_events: TRACKING_EVENT_TYPES.length,
    };
    for (const [table, minimum] of Object.entries(minimums)) {
      expect(counts[table], table).to.be.at.least(minimum);
    }
    expect(counts.employers).to.equal(counts.companies);
    expect(counts.company_contracts).to.be.within(counts.companies * 0.35, counts.companies);
  });

  it('keeps every company within its plan: open and waiting jobs fit the current contract (or free posting)', async function () {
    const [jobs, contracts] = await Promise.all([all('Job'), all('CompanyContract')]);
    const today = new Date().toISOString().slice(0, 10);
    const planOf = new Map(contracts.filter((c) => c.starts_on <= today && c.ends_on >= today).map((c) => [c.company_id, c.plan]));
    const waiting = new Map<number, number>();
    for (const job of jobs) if (!job.is_deleted && job.approval_state !== 'rejected' && !job.closed_at) waiting.set(job.company_id, (waiting.get(job.company_id) ?? 0) + 1);
    const over = [...waiting].filter(([companyId, count]) => {
      const limit = PLAN_ACTIVE_JOB_LIMITS[planOf.get(companyId) ?? 'starter'];
      return limit !== null && count > limit;
    });
    expect(over).to.deep.equal([]);
  });

  it('covers every value of every job enumeration', async function () {
    const jobs = await all('Job');
    const valuesOf = (field: keyof Rows['Job']) => new Set(jobs.map((job) => job[field]));
    const enumerations = {
      employment_type: EMPLOYMENT_TYPES,
      seniority_level: SENIORITY_LEVELS,
      english_level_enum: ENGLISH_LEVELS,
      japanese_level_enum: JAPANESE_LEVELS,
      remote_level: REMOTE_LEVELS,
      candidate_location: CANDIDATE_LOCATIONS,
      approval_state: JOB_APPROVAL_STATES,
    } as const;
    for (const [field, values] of Object.entries(enumerations)) {
      expect(distinct(valuesOf(field as keyof Rows['Job'])), field).to.deep.equal(distinct(values));
    }
    for (const flag of ['sponsors_visas', 'is_internship', 'either_language_ok', 'is_japanese_only', 'featured', 'is_deleted', 'published'] as const) {
      expect(distinct(jobs.map((job) => !!job[flag])), flag).to.deep.equal(both);
    }
    for (const job of jobs) expect(!!job.is_internship, job.slug).to.equal(job.employment_type === 'intern');
    const linked = jobs.filter((job) => job.application_url).length;
    expect(linked / jobs.length).to.be.within(0.5, 0.75);
    expect(jobs.filter((job) => !job.application_url).every((job) => /@.+\.example$/.test(job.application_email ?? ''))).to.equal(true);
    expect(new Set(jobs.map((job) => job.slug)).size).to.equal(jobs.length);
  });

  it('numbers the tracking events in the order they happened, as the API does', async function () {
    const events = (await all('TrackingEvent')).sort((a, b) => a.id - b.id);
    for (const [index, event] of events.entries()) if (index) expect(event.created_at.getTime(), `event ${event.id}`).to.be.at.least(events[index - 1].created_at.getTime());
  });

  it('flags exactly the hire reports that came late, and has one late report not yet invoiced', async function () {
    const reports = await all('HiringReport');
    for (const report of reports) expect(report.is_late, `report ${report.id}`).to.equal(isLateHireReport(String(report.start_date).slice(0, 10), new Date(report.created_at)));
    expect(reports.filter((report) => report.is_late && !report.invoiced_at).length).to.be.at.least(1);
  });

  it('follows the job lifecycle: pending and rejected unpublished, closed ones dated', async function () {
    const jobs = await all('Job');
    for (const job of jobs.filter((j) => j.approval_state !== 'approved')) {
      expect(!!job.published, job.slug).to.equal(false);
      expect(job.published_at, job.slug).to.equal(null);
    }
    const closed = jobs.filter((job) => job.approval_state === 'approved' && !job.published);
    expect(closed.length).to.be.at.least(5);
    for (const job of closed) expect(job.closed_at, job.slug).to.be.instanceOf(Date);
    const published = jobs.filter((job) => job.published);
    for (const job of published) {
      const age = now.getTime() - job.published_at!.getTime();
      expect(age, job.slug).to.be.within(-1000, 121 * DAY_MS);
    }
    expect(published.filter((job) => now.getTime() - job.published_at!.getTime() < NEWLY_PUBLISHED_DAYS * DAY_MS).length).to.be.at.least(10);
    expect(jobs.filter((job) => job.title_ja).length / jobs.length).to.be.within(0.25, 0.45);
    const japaneseOnly = jobs.filter((job) => job.is_japanese_only);
    for (const job of japaneseOnly) expect(job.title, job.slug).to.match(/[\u3040-\u30ff\u4e00-\u9faf]/);
    expect(jobs.filter((job) => job.memo).length).to.be.at.least(1);
  });

  it('keeps salaries above the salary floors (junior 4M, experienced 6M JPY) and fills every salary filter band (6M, 8M, 10M)', async function () {
    const jobs = await all('Job');
    for (const job of jobs) {
      const lowest = job.salary_min ?? job.salary_max;
      if (lowest == null) continue;
      const floor = job.seniority_level === 'new_grad' || job.seniority_level === 'junior' ? SALARY.juniorFloor : SALARY.experiencedFloor;
      expect(lowest, job.slug).to.be.at.least(floor);
      if (job.salary_min != null && job.salary_max != null) expect(job.salary_max, job.slug).to.be.above(job.salary_min);
    }
    const live = jobs.filter((job) => job.published && !job.is_deleted);
    for (const band of SALARY.filterBands) {
      expect(live.filter((job) => (job.salary_max ?? job.salary_min ?? 0) > band).length, `over ${band}`).to.be.at.least(30);
    }
    const salaried = jobs.filter((job) => job.employment_type !== 'intern');
    expect(salaried.some((job) => job.salary_min != null && job.salary_max == null), 'only min').to.equal(true);
    expect(salaried.some((job) => job.salary_min == null && job.salary_max != null), 'only max').to.equal(true);
    expect(salaried.some((job) => job.salary_min == null && job.salary_max == null), 'neither').to.equal(true);
  });

  it('gives every job 2 to 6 skills, including the short names search must find', async function () {
    const [skills, jobSkills, jobs] = await Promise.all([all('Skill'), all('JobSkill'), all('Job')]);
    const perJob = new Map<number, number>();
    for (const link of jobSkills) perJob.set(link.job_id, (perJob.get(link.job_id) ?? 0) + 1);
    for (const job of jobs) expect(perJob.get(job.id), job.slug).to.be.within(2, 6);
    const linked = new Set(jobSkills.map((link) => link.skill_id));
    const bySystemName = new Map(skills.map((skill) => [skill.system_name, skill]));
    for (const name of ['go', 'ai', 'qa', 'ux', 'c', 'r', 'ios', 'ruby_on_rails', 'javascript']) {
      expect(bySystemName.has(name), name).to.equal(true);
      if (name !== 'javascript' && name !== 'ruby_on_rails') expect(linked.has(bySystemName.get(name)!.id), name).to.equal(true);
    }
    expect(bySystemName.get('go')!.aliases).to.include('golang');
  });

  it('reserves the fixed category ids (CATEGORY_SKILL_IDS) for category skills and uses them on jobs', async function () {
    const skills = await all('Skill');
    expect(skills.length).to.be.at.least(300);
    const byId = new Map(skills.map((skill) => [skill.id, skill]));
    for (const id of CATEGORY_SKILL_IDS) expect(byId.get(id)?.skill_type, `skill ${id}`).to.equal('category');
    const subcategories = skills.filter((skill) => skill.skill_type === 'subcategory');
    expect(subcategories.length).to.be.at.least(5);
    for (const sub of subcategories) expect(CATEGORY_SKILL_IDS as readonly number[], sub.system_name).to.include(sub.parent_id);
    expect(skills.filter((skill) => skill.skill_type === 'job_type').map((skill) => skill.system_name)).to.include.members(['backend', 'frontend', 'full_stack', 'designer']);
    for (const skill of skills) expect(skill.system_name).to.match(/^[a-z0-9_]+$/);
    const jobs = await all('Job');
    for (const job of jobs) expect(CATEGORY_SKILL_IDS as readonly number[], job.slug).to.include(job.category_skill_id);
  });

  it('puts Japan at location 1 with its cities under it', async function () {
    const locations = await all('Location');
    const bySlug = new Map(locations.map((location) => [location.slug, location]));
    expect(bySlug.get('japan')?.id).to.equal(JAPAN_LOCATION_ID);
    expect(bySlug.get('japan')?.name).to.equal('Japan');
    for (const city of ['tokyo', 'osaka', 'kyoto', 'fukuoka', 'nagoya', 'yokohama', 'sapporo', 'sendai', 'kobe', 'remote-japan']) {
      expect(bySlug.get(city)?.parent_id, city).to.equal(JAPAN_LOCATION_ID);
      expect(bySlug.get(city)?.name_ja, city).to.be.a('string');
    }
    expect(bySlug.get('singapore')?.parent_id).to.equal(null);
    expect(bySlug.get('remote-worldwide')?.parent_id).to.equal(null);
    // Everyone outside Japan has a true answer to "Where do you live now?".
    expect(bySlug.get('outside-japan')).to.include({ name: 'Elsewhere outside Japan', parent_id: null });
  });

  it('marks a company active exactly when it has a published, undeleted job', async function () {
    const [companies, jobs] = await Promise.all([all('Company'), all('Job')]);
    for (const company of companies) {
      const live = jobs.some((job) => job.company_id === company.id && job.published && !job.is_deleted);
      expect(!!company.has_active_jobs, company.slug).to.equal(live);
    }
  });

  it('spreads companies over every filter value', async function () {
    const [companies, reviews, experiences] = await Promise.all([all('Company'), all('CompanyReview'), all('CompanyExperience')]);
    expect(distinct(companies.map((c) => companySizeBand(c.employee_count)))).to.deep.equal(distinct(COMPANY_SIZE_BANDS));
    for (const flag of COMPANY_FLAGS) expect(distinct(companies.map((c) => !!c[flag])), flag).to.deep.equal(both);
    expect(distinct(companies.map((c) => c.spam_strictness))).to.deep.equal(distinct([null, ...SPAM_STRICTNESS]));
    expect(distinct(companies.map((c) => !!c.published))).to.deep.equal(both);
    expect(companies.some((c) => c.redirect_application_links)).to.equal(true);
    expect(companies.some((c) => c.application_conditions)).to.equal(true);
    for (const company of companies) {
      expect(company.short_name!.length, company.slug).to.be.at.most(29);
      expect(company.homepage_url).to.equal(`https://${company.slug}.example`);
      expect(company.membership_code, company.slug).to.match(/^[A-Za-z0-9_-]{24}$/);
      const approved = (rows: { company_id: number; moderation_state: string }[]) =>
        rows.filter((row) => row.company_id === company.id && row.moderation_state === 'approved').length;
      expect(company.review_count, company.slug).to.equal(approved(reviews));
      expect(company.experience_count, company.slug).to.equal(approved(experiences));
    }
    expect(distinct(reviews.map((review) => review.moderation_state))).to.deep.equal(distinct(MODERATION_STATES));
    expect(distinct(experiences.map((experience) => experience.kind))).to.include.members(['designer', 'remote']);
  });

  it('gives companies only tags that have a name in English and in Japanese', async function () {
    const tags = distinct((await all('CompanyTag')).map((row) => row.tag));
    expect(tags).to.include.members(['startup', 'english-first', 'fintech']);
    for (const tag of tags) {
      expect(companyTagLabel(tag, 'en'), tag).to.not.equal(tag);
      expect(companyTagLabel(tag, 'jp'), tag).to.not.equal(tag);
    }
    expect(companyTagLabel('startup', 'jp')).to.equal('スタートアップ');
    expect(companyTagLabel('quantum-computing', 'jp'), 'a tag without a name reads as written').to.equal('quantum-computing');
  });

  it('gives employers applicants in every rating state, only for e-mail jobs', async function () {
    const [jobs, applicants, emailApplicants] = await Promise.all([all('Job'), all('Applicant'), all('EmailApplicant')]);
    const jobById = new Map(jobs.map((job) => [job.id, job]));
    const applicantIds = new Set(applicants.map((applicant) => applicant.id));
    for (const applicant of emailApplicants) {
      const job = jobById.get(applicant.job_id)!;
      expect(job.application_url, job.slug).to.equal(null);
      expect(applicantIds.has(applicant.applicant_id!)).to.equal(true);
      expect(applicant.email_time!.getTime()).to.be.at.least(job.published_at!.getTime());
      expect(applicant.skills).to.be.an('array').that.is.not.empty;
      expect(applicant.languages).to.include('English');
    }
    expect(distinct(emailApplicants.map((a) => a.user_state))).to.deep.equal(distinct([null, ...APPLICANT_USER_STATES]));
    expect(emailApplicants.some((a) => a.is_user_starred)).to.equal(true);
    expect(emailApplicants.some((a) => a.possible_spam)).to.equal(true);
    const firstCompanyId = Math.min(...jobs.map((job) => job.company_id));
    expect(emailApplicants.filter((a) => a.company_id === firstCompanyId).length, 'demo employer inbox').to.be.at.least(5);
  });

  it('records every tracking event type and contracts by the plan rules', async function () {
    const [events, contracts] = await Promise.all([all('TrackingEvent'), all('CompanyContract')]);
    expect(distinct(events.map((event) => event.type))).to.deep.equal(distinct(TRACKING_EVENT_TYPES));
    const monthsBetween = (from: string, to: string) => {
      const [a, b] = [new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)];
      return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
    };
    for (const contract of contracts) {
      const expected = contract.term !== 'annual' ? monthsBetween(contract.starts_on, contract.ends_on) : contract.plan === 'unlimited' ? 14 : 12;
      expect(monthsBetween(contract.starts_on, contract.applicants_until!), `${contract.plan} ${contract.term}`).to.equal(expected);
    }
    expect(new Set(contracts.map((contract) => contract.plan)).size).to.equal(3);
    expect(new Set(contracts.map((contract) => contract.term)).size).to.equal(3);
  });

  it('writes a real WebP logo for every company', async function () {
    const companies = await all('Company');
    for (const company of companies) {
      expect(company.logo_url).to.equal(`/files/logos/${company.slug}-128.webp`);
      const bytes = await readFile(storedFiles.get(company.logo_url!)!);
      expect(bytes.subarray(0, 4).toString('latin1'), company.slug).to.equal('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1'), company.slug).to.equal('WEBP');
    }
  });

  it('returns demo logins that work for each role', async function () {
    expect(summary.logins.map((login) => login.role)).to.deep.equal(['seeker', 'employer', 'admin', 'editor']);
    const byRole = Object.fromEntries(summary.logins.map((login) => [login.role, login]));
    expect(byRole.seeker.email).to.equal('seeker@shigoto.example');
    expect(byRole.admin.email).to.equal('admin@shigoto.example');
    expect(byRole.editor.email).to.equal('editor@shigoto.example');

    const seeker = await db.models.User.findOne({ where: { email: byRole.seeker.email } });
    expect(!!seeker?.confirmed).to.equal(true);
    expect(await verifyPassword(seeker?.password_hash, 'shigoto-seeker')).to.equal(true);

    const firstCompany = await db.models.Company.findOne({ order: [['id', 'ASC']] });
    const employer = await db.models.Employer.findOne({ where: { email: byRole.employer.email } });
    expect(employer?.company_id).to.equal(firstCompany?.id);
    expect(employer?.email).to.equal(`hiring@${firstCompany?.slug}.example`);
    expect(employer?.confirmed_at).to.be.instanceOf(Date);
    expect(await verifyPassword(employer?.password_hash, 'shigoto-employer')).to.equal(true);

    for (const role of ['admin', 'editor'] as const) {
      const staff = await db.models.StaffUser.findOne({ where: { email: byRole[role].email } });
      expect(staff?.role).to.equal(role);
      expect(await verifyPassword(staff?.password_hash, `shigoto-${role}`)).to.equal(true);
      expect(await verifyPassword(staff?.password_hash, 'wrong-password')).to.equal(false);
    }
  });

  it('refuses to seed over existing companies without force', async function () {
    const again = await seed();
    expect(again.status).to.equal('already seeded');
    expect(again.message).to.match(/already seeded/);
    expect(again.counts).to.deep.equal(summary.counts);
    expect(again.logins).to.deep.equal(summary.logins);
  });

  it('rebuilds the same world with force', async function () {
    const fingerprint = async () =>
      (await all('Job'))
        .sort((a, b) => a.id - b.id)
        .map((job) => [job.id, job.slug, job.company_id, job.salary_min, job.salary_max, job.published_at?.toISOString()].join('|'));
    const before = await fingerprint();
    const rebuilt = await seed({ force: true });
    expect(rebuilt.status).to.equal('seeded');
    expect(rebuilt.counts).to.deep.equal(summary.counts);
    expect(await fingerprint()).to.deep.equal(before);
  });
});
