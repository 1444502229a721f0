import { Op, type WhereOptions } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import type { Account } from '../../lib/auth/account.js';
import { NotFoundError } from '../../lib/errors/index.js';
import type { Page } from '../../lib/http/jsonapi.js';
import type { ActiveJobs, EmployersService } from '../employers/employers.service.js';
import type { JobForm } from '../job-lifecycle/job-form.js';
import { EMPLOYER_JOB_FILTERS, publishIssues, type EmployerJobFilter } from '../job-lifecycle/job-lifecycle.rules.js';
import type { JobLifecycle } from '../job-lifecycle/job-lifecycle.service.js';
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

/**
 * The employer's jobs as their dashboard shows them, every query scoped to the employer's company;
 * every change goes through the job lifecycle.
 */
export function createEmployerJobsService(deps: { db: Database; lifecycle: JobLifecycle; employers: Pick<EmployersService, 'activeJobs'> }) {
  const { db, lifecycle } = deps;
  const { Job, JobSkill, Skill, Location, Company } = db.models;
  const { activeJobs } = deps.employers;

  /** The company's job by slug; another company's job is simply not found. */
  async function ownJob(companyId: number, slug: string): Promise<Rows['Job']> {
    const job = await Job.findOne({ where: { slug, company_id: companyId, is_deleted: false } });
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

    /** A new job is pending until staff approve it. */
    create: async (actor: Account, form: JobForm) => presentOne(await lifecycle.submit(actor, form)),
    /** Edits never bump a job; an edited rejected job goes back to staff. */
    update: async (actor: Account, companyId: number, slug: string, form: JobForm) =>
      presentOne(await lifecycle.apply(actor, { slug, companyId }, [{ transition: 'edit', form }])),
    /** Publishing and reopening, within the plan's active-job allowance. */
    publish: async (actor: Account, companyId: number, slug: string) => presentOne(await lifecycle.apply(actor, { slug, companyId }, [{ transition: 'publish' }])),
    close: async (actor: Account, companyId: number, slug: string) => presentOne(await lifecycle.apply(actor, { slug, companyId }, [{ transition: 'close' }])),
  };
}

export type EmployerJobsService = ReturnType<typeof createEmployerJobsService>;
