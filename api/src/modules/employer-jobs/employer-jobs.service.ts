import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import { audit } from '../../lib/audit.js';
import type { Account } from '../../lib/auth/account.js';
import { NotFoundError, ValidationError } from '../../lib/errors/index.js';
import type { Page } from '../../lib/http/jsonapi.js';
import {
  closeIssues,
  editIssues,
  EMPLOYER_JOB_FILTERS,
  JOB_NOT_CLOSED_MESSAGE,
  JOB_NOT_CREATED_MESSAGE,
  JOB_NOT_PUBLISHED_MESSAGE,
  JOB_NOT_UPDATED_MESSAGE,
  jobStatus,
  publishIssues,
  type EmployerJobFilter,
} from '../jobs/job-lifecycle.js';
import type { JobForm, JobSubmissionsService } from '../job-submissions/job-submissions.service.js';
import { refreshHasActiveJobs } from '../companies/company-flags.js';
import type { SearchService } from '../search/search.service.js';
import type { ActiveJobs, EmployersService } from '../employers/employers.service.js';

/** A job as its company sees it: the row, its skills and its place. */
export interface EmployerJob {
  job: Rows['Job'];
  skills: Rows['Skill'][];
  location: Rows['Location'] | null;
  companySlug: string;
  /** What stands between this job and publishing ([] when it can go live). */
  publishIssues: string[];
}

const WHERE_OF: Record<EmployerJobFilter, WhereOptions> = {
  all: {},
  open: { published: true },
  drafts: { published: false, [Op.or]: [{ approval_state: { [Op.ne]: 'approved' } }, { closed_at: null }] },
  closed: { published: false, approval_state: 'approved', closed_at: { [Op.ne]: null } },
};

/** Spec §4's job lifecycle for employers, every query scoped to the employer's company. */
export function createEmployerJobsService(deps: { db: Database; submissions: JobSubmissionsService; search: SearchService; employers: Pick<EmployersService, 'activeJobs'> }) {
  const { db } = deps;
  const { Job, JobSkill, Skill, Location, Company } = db.models;

  const { activeJobs } = deps.employers;

  /** The company's job by slug; another company's job is simply not found. */
  async function ownJob(companyId: number, slug: string, transaction?: Transaction): Promise<Rows['Job']> {
    const job = await Job.findOne({ where: { slug, company_id: companyId, is_deleted: false }, transaction, ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}) });
    if (!job) throw new NotFoundError('Job not found');
    return job.get({ plain: true }) as Rows['Job'];
  }

  async function present(jobs: Rows['Job'][], companyId: number, active: ActiveJobs): Promise<EmployerJob[]> {
    if (!jobs.length) return [];
    const ids = jobs.map((job) => job.id);
    const [links, locations, company] = await Promise.all([
      JobSkill.findAll({ attributes: ['job_id', 'skill_id'], where: { job_id: ids }, raw: true }),
      Location.findAll({ where: { id: [...new Set(jobs.map((job) => job.location_id).filter((id): id is number => id !== null))] } }),
      Company.findByPk(companyId, { attributes: ['slug'] }),
    ]);
    const skills = new Map(
      (await Skill.findAll({ where: { id: [...new Set(links.map((link) => link.skill_id))] } })).map((skill) => [skill.id, skill.get({ plain: true }) as Rows['Skill']]),
    );
    const skillsOf = new Map<number, Rows['Skill'][]>();
    for (const link of links) {
      const skill = skills.get(link.skill_id);
      if (skill) (skillsOf.get(link.job_id) ?? skillsOf.set(link.job_id, []).get(link.job_id)!).push(skill);
    }
    const locationOf = new Map(locations.map((location) => [location.id, location.get({ plain: true }) as Rows['Location']]));
    return jobs.map((job) => ({
      job,
      skills: skillsOf.get(job.id) ?? [],
      location: job.location_id ? (locationOf.get(job.location_id) ?? null) : null,
      companySlug: company?.slug ?? '',
      publishIssues: publishIssues(job, active),
    }));
  }

  const presentOne = async (job: Rows['Job']) => (await present([job], job.company_id, await activeJobs(job.company_id)))[0];
  const one = async (companyId: number, slug: string) => presentOne(await ownJob(companyId, slug));

  async function replaceSkills(jobId: number, skillIds: number[] | undefined, transaction: Transaction) {
    if (!skillIds) return;
    await JobSkill.destroy({ where: { job_id: jobId }, transaction });
    if (skillIds.length) await JobSkill.bulkCreate(skillIds.map((skillId) => ({ job_id: jobId, skill_id: skillId })), { transaction });
  }

  const announce = (job: Rows['Job']) => deps.search.changed({ jobIds: [job.id], companyIds: [job.company_id] });

  return {
    async list(companyId: number, filter: EmployerJobFilter, page: Page) {
      const base = { company_id: companyId, is_deleted: false };
      const [active, { rows, count }, ...counts] = await Promise.all([
        activeJobs(companyId),
        Job.findAndCountAll({ where: { ...base, ...WHERE_OF[filter] }, order: [['created_at', 'DESC'], ['id', 'DESC']], offset: page.offset, limit: page.size }),
        ...EMPLOYER_JOB_FILTERS.map((f) => Job.count({ where: { ...base, ...WHERE_OF[f] } })),
      ]);
      return {
        jobs: await present(rows.map((row) => row.get({ plain: true }) as Rows['Job']), companyId, active),
        active,
        total: count,
        counts: Object.fromEntries(EMPLOYER_JOB_FILTERS.map((f, i) => [f, counts[i]])) as Record<EmployerJobFilter, number>,
      };
    },

    find: one,

    /** A new job is pending until staff approve it (spec §4); staff get the job-pending notice. */
    async create(actor: Account, companyId: number, form: JobForm): Promise<EmployerJob> {
      let job: Rows['Job'];
      try {
        job = await deps.submissions.submit(form, { employerId: actor.id, employerCompanyId: companyId });
      } catch (error) {
        if (error instanceof ValidationError) throw new ValidationError(error.fields ?? {}, JOB_NOT_CREATED_MESSAGE);
        throw error;
      }
      await audit(db, actor, { action: 'job.create', subjectType: 'job', subjectId: job.id, changes: { title: job.title } });
      return one(companyId, job.slug);
    },

    /**
     * Edits go live without bumping the job (published_at stays). A pending job cannot be edited;
     * an edited rejected job goes back to staff.
     */
    async update(actor: Account, companyId: number, slug: string, form: JobForm): Promise<EmployerJob> {
      const before = await ownJob(companyId, slug);
      const issues = editIssues(before);
      if (issues.length) throw new ValidationError({ base: issues }, JOB_NOT_UPDATED_MESSAGE);
      let prepared: Awaited<ReturnType<JobSubmissionsService['columnsOf']>>;
      try {
        prepared = await deps.submissions.columnsOf(form);
      } catch (error) {
        if (error instanceof ValidationError) throw new ValidationError(error.fields ?? {}, JOB_NOT_UPDATED_MESSAGE);
        throw error;
      }
      const resubmitted = jobStatus(before) === 'rejected';
      const changes = { ...prepared.columns, ...(resubmitted ? { approval_state: 'pending' as const } : {}) };
      await db.sequelize.transaction(async (transaction) => {
        await Job.update(changes, { where: { id: before.id }, transaction });
        await replaceSkills(before.id, prepared.skillIds, transaction);
      });
      const after = await ownJob(companyId, slug);
      if (resubmitted) await deps.submissions.notifyStaff(after, actor.id, new Date());
      await audit(db, actor, { action: 'job.update', subjectType: 'job', subjectId: before.id, changes: { ...changes, ...(prepared.skillIds ? { skill_ids: prepared.skillIds } : {}) } });
      await announce(after);
      return presentOne(after);
    },

    /** Publishes within the plan's active-job allowance; the company row serializes concurrent publishes. */
    async publish(actor: Account, companyId: number, slug: string): Promise<EmployerJob> {
      const job = await db.sequelize.transaction(async (transaction) => {
        await Company.findByPk(companyId, { transaction, lock: transaction.LOCK.UPDATE });
        const current = await ownJob(companyId, slug, transaction);
        const issues = publishIssues(current, await activeJobs(companyId, transaction));
        if (issues.length) throw new ValidationError({ base: issues }, JOB_NOT_PUBLISHED_MESSAGE);
        // A reopened job keeps its first publication date: reopening does not bump it to the top.
        await Job.update({ published: true, published_at: current.published_at ?? new Date(), closed_at: null }, { where: { id: current.id }, transaction });
        await refreshHasActiveJobs(db, companyId, transaction);
        return current;
      });
      await audit(db, actor, { action: 'job.publish', subjectType: 'job', subjectId: job.id });
      await announce(job);
      return one(companyId, slug);
    },

    async close(actor: Account, companyId: number, slug: string): Promise<EmployerJob> {
      const job = await ownJob(companyId, slug);
      const issues = closeIssues(job);
      if (issues.length) throw new ValidationError({ base: issues }, JOB_NOT_CLOSED_MESSAGE);
      await Job.update({ published: false, closed_at: new Date() }, { where: { id: job.id, published: true } });
      await refreshHasActiveJobs(db, companyId);
      await audit(db, actor, { action: 'job.close', subjectType: 'job', subjectId: job.id });
      await announce(job);
      return one(companyId, slug);
    },
  };
}

export type EmployerJobsService = ReturnType<typeof createEmployerJobsService>;
