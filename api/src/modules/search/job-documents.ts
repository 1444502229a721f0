import { Op, Sequelize } from 'sequelize';
import { JAPANESE_LEVELS, SALARY } from '@shigoto/db/enums';
import { jobFactLabels } from '@shigoto/db/job-labels';
import type { Database, Rows } from '@shigoto/db';
import { pushTo } from '../../lib/collections.js';
import type { IndexSchema } from '../../lib/search/search-index.js';
import { typedRows } from '../../lib/rows.js';
import type { JobView } from '../jobs/job-view.js';

/** Enumeration columns: the driver gives every row its own copy of the same few strings. */
const ENUM_FIELDS = ['remote_level', 'employment_type', 'seniority_level', 'english_level_enum', 'japanese_level_enum', 'candidate_location'] as const;
const internedStrings = new Map<string, string>();
function interned<T extends string | null>(value: T): T {
  if (value === null) return value;
  const known = internedStrings.get(value);
  if (known !== undefined) return known as T;
  internedStrings.set(value, value);
  return value;
}

/**
 * A job row split into what a card keeps and the text it indexes. Left out: the long texts
 * (indexed, then dropped: list responses need only the card fields) and the back-office fields no
 * public answer shows. Cards are the bulk of an API process's heap (100k jobs), and every object
 * in it is garbage-collection work; rest destructuring keeps a card a fast, fixed-shape object.
 */
function splitRow(row: Rows['Job']) {
  const {
    details, details_ja, requirements, requirements_ja, benefits, benefits_ja, raw_content,
    memo: _memo, application_email: _email, submitter_email: _submitter, import_url: _import, approval_state: _state,
    approved_at: _approved, closed_at: _closed, created_by_employer_id: _employer,
    ...job
  } = row;
  for (const field of ENUM_FIELDS) (job as Record<string, unknown>)[field] = interned(job[field]);
  // raw_content is the whole posting as submitted; the structured parts only when it is missing.
  const english = raw_content || [details, requirements, benefits].filter(Boolean).join('\n');
  return { job, longText: [english, details_ja, requirements_ja, benefits_ja].filter(Boolean).join('\n') };
}

export type JobCard = Omit<JobView, 'job'> & { job: ReturnType<typeof splitRow>['job'] };

export interface JobEntry {
  card: JobCard;
  longText: string;
}

/** The salary filter bands (over 6, 8 and 10 million yen: SALARY.filterBands) a job reaches: its max (or min, when only that is given). */
export function salaryBands(job: Pick<Rows['Job'], 'salary_min' | 'salary_max'>): string[] {
  const top = job.salary_max ?? job.salary_min;
  return top == null ? [] : SALARY.filterBands.filter((band) => top >= band).map(String);
}

/**
 * "Japanese level at most X": the levels a seeker with level X can meet. A job without a level
 * asks for none.
 */
export function japaneseLevelsUpTo(level: string): string[] {
  const index = JAPANESE_LEVELS.indexOf(level as (typeof JAPANESE_LEVELS)[number]);
  return index < 0 ? [] : JAPANESE_LEVELS.slice(0, index + 1);
}

/**
 * Added to a featured job's publication time in the `featured_first` order: larger than any
 * timestamp (ms), so every featured job sorts above every other one, each group newest first.
 */
const FEATURED_RANK = 1e14;

function publishedTime(job: JobCard['job']): number | null {
  return job.published_at ? new Date(job.published_at).getTime() : null;
}

/**
 * The filter values of a job: what the job search filters and counts by (`filter[name]=value`),
 * and what the salary guide groups by, so a guide row's link finds the jobs behind its figures.
 */
export const JOB_CARD_FACETS = {
  remote_level: (card: JobCard) => card.job.remote_level,
  japanese_level: (card: JobCard) => card.job.japanese_level_enum ?? 'not_required',
  english_level: (card: JobCard) => card.job.english_level_enum,
  seniority_level: (card: JobCard) => card.job.seniority_level,
  employment_type: (card: JobCard) => card.job.employment_type,
  candidate_location: (card: JobCard) => card.job.candidate_location,
  sponsors_visas: (card: JobCard) => (card.job.sponsors_visas ? 'yes' : 'no'),
  is_internship: (card: JobCard) => String(card.job.is_internship),
  skills: (card: JobCard) => card.skills.map((s) => s.system_name),
  company: (card: JobCard) => card.company.slug,
  location: (card: JobCard) => (card.location ? [card.location.slug] : []),
  salary_over: (card: JobCard) => salaryBands(card.job),
  category: (card: JobCard) => (card.job.category_skill_id ? String(card.job.category_skill_id) : null),
} satisfies Record<string, (card: JobCard) => string | string[] | null>;
export type JobFacet = keyof typeof JOB_CARD_FACETS;

export const jobSchema: IndexSchema<JobEntry> = {
  id: (e) => e.card.job.id,
  text: [
    { weight: 10, value: (e) => [e.card.job.title, e.card.job.title_ja ?? '', e.card.job.position ?? ''] },
    { weight: 6, value: (e) => e.card.skills.flatMap((s) => [s.name, s.display_name ?? '', s.name_ja ?? '', ...s.aliases]) },
    { weight: 5, value: (e) => [e.card.company.name, e.card.company.name_ja ?? ''] },
    // What the job's facts read as on the site, in both languages (q=正社員, q=internship).
    { weight: 3, value: (e) => jobFactLabels(e.card.job) },
    { weight: 2, value: (e) => [e.card.location?.name ?? '', e.card.location?.name_ja ?? ''] },
    { weight: 1, value: (e) => [e.card.job.intro ?? '', e.card.job.intro_ja ?? '', e.longText] },
  ],
  facets: Object.fromEntries(Object.entries(JOB_CARD_FACETS).map(([name, facet]) => [name, (e: JobEntry) => facet(e.card)])),
  sorts: {
    // The first key is the index's default order, also the tie-break of relevance: newest first.
    published_at: (e) => publishedTime(e.card.job),
    /** The job list's default order: featured jobs first, then the others, each newest first. */
    featured_first: (e) => {
      const time = publishedTime(e.card.job);
      return time === null ? null : time + (e.card.job.featured ? FEATURED_RANK : 0);
    },
    salary: (e) => e.card.job.salary_max ?? e.card.job.salary_min,
  },
};

const BATCH = 5000;

/**
 * Public jobs (published, not deleted, of a published company) in batches of raw rows, each with
 * its company, location and skills from maps (a few queries, no per-job work in SQL). The next
 * batch is asked for before this one is handed over, so the database reads it while the caller
 * indexes (a 100k build overlaps reading and indexing). `ids`/`companyIds` narrow it to what changed.
 */
export async function* jobEntryBatches(db: Database, scope: { ids?: number[]; companyIds?: number[] } = {}): AsyncGenerator<JobEntry[]> {
  const { Job, Company, Location, Skill, JobSkill } = db.models;
  const skills = new Map(typedRows<Rows['Skill']>(Skill, await Skill.findAll({ raw: true })).map((s) => [s.id, s]));
  const locations = new Map((await Location.findAll({ raw: true })).map((l) => [l.id, l as Rows['Location']]));
  const companies = new Map(
    typedRows<Rows['Company']>(Company, await Company.findAll({ where: { published: true, ...(scope.companyIds ? { id: scope.companyIds } : {}) }, raw: true })).map((c) => [c.id, c]),
  );
  const read = async (afterId: number) => {
    const rows = typedRows<Rows['Job']>(
      Job,
      await Job.findAll({
        where: {
          id: { [Op.gt]: afterId, ...(scope.ids ? { [Op.in]: scope.ids } : {}) },
          ...(scope.companyIds ? { company_id: [...companies.keys()] } : {}),
          // `published + 0`, not `published`: otherwise the planner takes the public-jobs index and
          // sorts every public job for each batch (a 100k build read and sorted 100k rows 20 times).
          [Op.and]: [Sequelize.where(Sequelize.literal('published + 0'), 1)],
          is_deleted: false,
        },
        order: [['id', 'ASC']],
        limit: BATCH,
        raw: true,
      }),
    );
    const links = rows.length ? await JobSkill.findAll({ where: { job_id: { [Op.between]: [rows[0].id, rows[rows.length - 1].id] } }, raw: true }) : [];
    return { rows, links };
  };
  let next = read(0);
  for (;;) {
    const { rows, links } = await next;
    if (!rows.length) return;
    const more = rows.length === BATCH;
    if (more) {
      next = read(rows[rows.length - 1].id);
      // Awaited on the next turn; this only keeps a failure from going unhandled if the caller stops first.
      next.catch(() => undefined);
    }
    const skillsOf = new Map<number, Rows['Skill'][]>();
    for (const link of links) {
      const skill = skills.get(link.skill_id);
      if (skill) pushTo(skillsOf, link.job_id, skill);
    }
    const entries: JobEntry[] = [];
    for (const row of rows) {
      const company = companies.get(row.company_id);
      if (!company) continue;
      const { job, longText } = splitRow(row);
      const card = { job, company, location: row.location_id ? (locations.get(row.location_id) ?? null) : null, skills: skillsOf.get(row.id) ?? [] };
      entries.push({ card, longText });
    }
    yield entries;
    if (!more) return;
  }
}

export async function loadJobEntries(db: Database, scope: { ids?: number[]; companyIds?: number[] } = {}): Promise<JobEntry[]> {
  const entries: JobEntry[] = [];
  for await (const batch of jobEntryBatches(db, scope)) entries.push(...batch);
  return entries;
}
