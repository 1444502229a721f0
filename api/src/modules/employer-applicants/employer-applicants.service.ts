import { Op, Sequelize } from 'sequelize';
import { JAPANESE_RANKS, type ApplicantUserState } from '@shigoto/db/enums';
import type { Database, Rows } from '@shigoto/db';
import type { JapanLocations } from '../locations/japan-locations.js';
import { audit } from '../../lib/audit.js';
import type { Account } from '../../lib/auth/account.js';
import { NotFoundError } from '../../lib/errors/index.js';
import type { Page } from '../../lib/http/jsonapi.js';
import type { Storage } from '../../lib/storage/index.js';
import { assertCompanyOwns } from '../employers/employer-access.js';

/** The filters and sort orders of the employer's applicant list. */
export const APPLICANT_FILTERS = ['all', 'new', 'in_progress', 'finished', 'starred', 'good_fit', 'maybe', 'hired', 'not_a_fit'] as const;
export const APPLICANT_SORTS = ['recommended', 'newest', 'oldest'] as const;
export type ApplicantFilter = (typeof APPLICANT_FILTERS)[number];
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

export const APPLICANT_NOT_FOUND = 'Applicant not found';
export const BULK_LIMIT = 200;

/** An applicant without a user_state (not yet sorted by the employer) counts as new. */
export const stateOf = (applicant: Pick<Rows['EmailApplicant'], 'user_state'>): ApplicantUserState => applicant.user_state ?? 'user_state_new';

const IN_FILTER: Record<ApplicantFilter, (a: Rows['EmailApplicant']) => boolean> = {
  all: () => true,
  new: (a) => stateOf(a) === 'user_state_new',
  in_progress: (a) => ['user_state_good_fit', 'user_state_maybe'].includes(stateOf(a)),
  finished: (a) => ['user_state_hired', 'user_state_not_a_fit'].includes(stateOf(a)),
  starred: (a) => a.is_user_starred,
  good_fit: (a) => stateOf(a) === 'user_state_good_fit',
  maybe: (a) => stateOf(a) === 'user_state_maybe',
  hired: (a) => stateOf(a) === 'user_state_hired',
  not_a_fit: (a) => stateOf(a) === 'user_state_not_a_fit',
};

/** How well an applicant fits the job they applied to (the eligibility rules — Japanese level, residence in Japan — and skills). */
export interface Fit {
  japanese_ok: boolean;
  location_ok: boolean;
  matching_skills: string[];
}

/** An applied job's facts: the job, its skills, and which locations count as living in Japan. */
type JobFacts = { job: Rows['Job']; skillNames: string[]; japanLocationIds: ReadonlySet<number> };

export function fitOf(applicant: Rows['EmailApplicant'], facts: JobFacts | undefined): Fit {
  const required = facts?.job.japanese_level_enum ? (JAPANESE_RANKS[facts.job.japanese_level_enum] ?? 0) : 0;
  const has = applicant.japanese_level_enum ? (JAPANESE_RANKS[applicant.japanese_level_enum] ?? 0) : 0;
  const jobSkills = new Set((facts?.skillNames ?? []).map((s) => s.toLowerCase()));
  return {
    japanese_ok: has >= required,
    location_ok: facts?.job.candidate_location !== 'japan_only' || (applicant.location_id !== null && facts.japanLocationIds.has(applicant.location_id)),
    matching_skills: applicant.skills.filter((skill) => jobSkills.has(skill.toLowerCase())),
  };
}

/** "Recommended": eligible first, then more matching skills; possible spam last. */
const fitScore = (applicant: Rows['EmailApplicant'], fit: Fit) =>
  (applicant.possible_spam ? -1000 : 0) + (fit.japanese_ok ? 100 : 0) + (fit.location_ok ? 100 : 0) + Math.min(fit.matching_skills.length, 20);

const appliedAt = (a: Pick<Rows['EmailApplicant'], 'email_time' | 'created_at'>) => (a.email_time ?? a.created_at).getTime();

const matchesText = (applicant: Rows['EmailApplicant'], q: string) =>
  [applicant.name, applicant.email, applicant.message ?? '', ...applicant.skills].some((text) => text.toLowerCase().includes(q));

export interface ApplicantQuery {
  filter: ApplicantFilter;
  sort: ApplicantSort;
  jobId?: number;
  q?: string;
  page: Page;
}

export interface ApplicantView {
  applicant: Rows['EmailApplicant'];
  job: Pick<Rows['Job'], 'id' | 'slug' | 'title'> | null;
  fit: Fit;
}

export interface ApplicantDetail extends ApplicantView {
  location: Rows['Location'] | null;
  resume: Rows['StoredFile'] | null;
  attachments: Rows['StoredFile'][];
  /** The same person's other applications to the same job (same e-mail, any case), oldest first. */
  otherApplications: Pick<Rows['EmailApplicant'], 'id' | 'email_time' | 'created_at'>[];
}

export interface ApplicantChanges {
  user_state?: ApplicantUserState;
  is_user_starred?: boolean;
  tags?: string[];
}

export type EmployerApplicantsService = ReturnType<typeof createEmployerApplicantsService>;

/**
 * The employer's applicant tracking: applicants as the employer sees them, with their state, star,
 * tags and files. Every query is
 * scoped to the employer's company; anything else is not found.
 */
export function createEmployerApplicantsService(deps: { db: Database; storage: Storage; japanLocations: JapanLocations }) {
  const { db } = deps;
  const { EmailApplicant, Applicant, Job, JobSkill, Skill, Location, StoredFile } = db.models;

  async function jobFacts(jobIds: number[]): Promise<Map<number, JobFacts>> {
    if (!jobIds.length) return new Map();
    const [jobs, links, japanLocationIds] = await Promise.all([
      Job.findAll({ where: { id: jobIds } }),
      JobSkill.findAll({ attributes: ['job_id', 'skill_id'], where: { job_id: jobIds }, raw: true }),
      deps.japanLocations.read().then((locations) => locations.inJapan),
    ]);
    const skills = new Map((await Skill.findAll({ attributes: ['id', 'name'], where: { id: [...new Set(links.map((l) => l.skill_id))] }, raw: true })).map((s) => [s.id, s.name]));
    const facts = new Map<number, JobFacts>(jobs.map((job) => [job.id, { job: job.get({ plain: true }) as Rows['Job'], skillNames: [], japanLocationIds }]));
    for (const link of links) {
      const name = skills.get(link.skill_id);
      if (name) facts.get(link.job_id)?.skillNames.push(name);
    }
    return facts;
  }

  const assertOwnJob = (companyId: number, jobId: number) => assertCompanyOwns(Job, companyId, jobId, 'Job not found');

  async function ownApplicant(companyId: number, id: number): Promise<Rows['EmailApplicant']> {
    const row = await EmailApplicant.findOne({ where: { id, company_id: companyId } });
    if (!row) throw new NotFoundError(APPLICANT_NOT_FOUND);
    return row.get({ plain: true }) as Rows['EmailApplicant'];
  }

  function view(applicant: Rows['EmailApplicant'], facts: Map<number, JobFacts>): ApplicantView {
    const job = facts.get(applicant.job_id);
    return { applicant, job: job ? { id: job.job.id, slug: job.job.slug, title: job.job.title } : null, fit: fitOf(applicant, job) };
  }

  async function detail(companyId: number, id: number): Promise<ApplicantDetail> {
    const applicant = await ownApplicant(companyId, id);
    const fileIds = [...(applicant.resume_file_id ? [applicant.resume_file_id] : []), ...applicant.attachment_file_ids];
    const [facts, location, files, otherApplications] = await Promise.all([
      jobFacts([applicant.job_id]),
      applicant.location_id ? Location.findByPk(applicant.location_id) : null,
      fileIds.length ? StoredFile.findAll({ where: { id: fileIds } }) : [],
      EmailApplicant.findAll({
        attributes: ['id', 'email_time', 'created_at'],
        where: {
          company_id: companyId,
          job_id: applicant.job_id,
          id: { [Op.ne]: applicant.id },
          [Op.and]: [Sequelize.where(Sequelize.fn('lower', Sequelize.col('email')), applicant.email.toLowerCase())],
        },
        order: [['id', 'ASC']],
      }).then((rows) => rows.map((row) => row.get({ plain: true }) as ApplicantDetail['otherApplications'][number])),
    ]);
    const byId = new Map(files.map((file) => [file.id, file.get({ plain: true }) as Rows['StoredFile']]));
    return {
      ...view(applicant, facts),
      location: (location?.get({ plain: true }) as Rows['Location'] | undefined) ?? null,
      resume: applicant.resume_file_id ? (byId.get(applicant.resume_file_id) ?? null) : null,
      attachments: applicant.attachment_file_ids.map((fileId) => byId.get(fileId)).filter((file): file is Rows['StoredFile'] => !!file),
      otherApplications,
    };
  }

  return {
    /**
     * A page of the company's applicants with counts per filter. The company's applicants (at
     * most a few thousand) are ranked in memory: "recommended" needs each one's fit.
     */
    async list(companyId: number, query: ApplicantQuery) {
      if (query.jobId !== undefined) await assertOwnJob(companyId, query.jobId);
      const rows = (await EmailApplicant.findAll({ where: { company_id: companyId, ...(query.jobId !== undefined ? { job_id: query.jobId } : {}) } })).map(
        (row) => row.get({ plain: true }) as Rows['EmailApplicant'],
      );
      const q = query.q?.trim().toLowerCase();
      const found = q ? rows.filter((row) => matchesText(row, q)) : rows;
      const counts = Object.fromEntries(APPLICANT_FILTERS.map((f) => [f, found.filter(IN_FILTER[f]).length])) as Record<ApplicantFilter, number>;
      const facts = await jobFacts([...new Set(found.map((row) => row.job_id))]);
      const views = found.filter(IN_FILTER[query.filter]).map((row) => view(row, facts));
      const newestFirst = (a: ApplicantView, b: ApplicantView) => appliedAt(b.applicant) - appliedAt(a.applicant) || b.applicant.id - a.applicant.id;
      views.sort(
        query.sort === 'oldest'
          ? (a, b) => -newestFirst(a, b)
          : query.sort === 'newest'
            ? newestFirst
            : (a, b) => fitScore(b.applicant, b.fit) - fitScore(a.applicant, a.fit) || newestFirst(a, b),
      );
      return { applicants: views.slice(query.page.offset, query.page.offset + query.page.size), total: views.length, counts };
    },

    detail,

    async update(actor: Account, companyId: number, id: number, changes: ApplicantChanges): Promise<ApplicantDetail> {
      await ownApplicant(companyId, id);
      await EmailApplicant.update(changes, { where: { id, company_id: companyId } });
      await audit(db, actor, { action: 'email_applicant.update', subjectId: id, changes: { ...changes } });
      return detail(companyId, id);
    },

    /** All or nothing: one id of another company and nothing changes. */
    async bulkUpdate(actor: Account, companyId: number, ids: number[], changes: Omit<ApplicantChanges, 'tags'>): Promise<number[]> {
      const unique = [...new Set(ids)];
      const updated = await db.sequelize.transaction(async (transaction) => {
        const own = await EmailApplicant.count({ where: { id: unique, company_id: companyId }, transaction });
        if (own !== unique.length) throw new NotFoundError(APPLICANT_NOT_FOUND);
        await EmailApplicant.update(changes, { where: { id: unique, company_id: companyId }, transaction });
        return unique.sort((a, b) => a - b);
      });
      await audit(db, actor, { action: 'email_applicant.bulk_update', subjectId: updated.join(',').slice(0, 60), changes: { ids: updated, ...changes } });
      return updated;
    },

    /** A resume or attachment of the company's applicant: private files, given only to that company. */
    async file(companyId: number, id: number, fileId?: number): Promise<{ file: Rows['StoredFile']; bytes: Buffer }> {
      const applicant = await ownApplicant(companyId, id);
      const wanted = fileId ?? applicant.resume_file_id;
      const belongs = wanted !== null && (wanted === applicant.resume_file_id || applicant.attachment_file_ids.includes(wanted));
      const file = belongs ? await StoredFile.findByPk(wanted) : null;
      if (!file) throw new NotFoundError('File not found');
      try {
        return { file: file.get({ plain: true }) as Rows['StoredFile'], bytes: await deps.storage.read(file.storage_key) };
      } catch {
        throw new NotFoundError('File not found');
      }
    },

    /** Every submission made through Shigoto to the company's jobs, link (ATS) jobs included. */
    async submissions(companyId: number, jobId: number | undefined, page: Page) {
      if (jobId !== undefined) await assertOwnJob(companyId, jobId);
      const { rows, count } = await Applicant.findAndCountAll({
        where: { company_id: companyId, ...(jobId !== undefined ? { job_id: jobId } : {}) },
        order: [['created_at', 'DESC'], ['id', 'DESC']],
        offset: page.offset,
        limit: page.size,
      });
      const applicants = rows.map((row) => row.get({ plain: true }) as Rows['Applicant']);
      const jobs = new Map(
        (await Job.findAll({ attributes: ['id', 'slug', 'title'], where: { id: [...new Set(applicants.map((a) => a.job_id))] } })).map((job) => [job.id, job.get({ plain: true }) as Pick<Rows['Job'], 'id' | 'slug' | 'title'>]),
      );
      return { applicants: applicants.map((applicant) => ({ applicant, job: jobs.get(applicant.job_id) ?? null })), total: count };
    },
  };
}
