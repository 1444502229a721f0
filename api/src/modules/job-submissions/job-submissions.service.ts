import { randomBytes } from 'node:crypto';
import type { Database, Rows } from '@shigoto/db';
import { sanitizeDescription } from '../../lib/html/sanitize.js';
import { type FieldErrors, REQUIRED_MESSAGE, ValidationError } from '../../lib/errors/index.js';
import type { Mailer } from '../../lib/mail/index.js';
import { safeFetchText } from '../../lib/net/safe-fetch.js';
import { FREE_MAIL_MESSAGE, isFreeMail } from '../../lib/email-domains.js';
import { withTracking } from '../jobs/jobs.rules.js';
import type { SearchService } from '../search/search.service.js';
import { jobFromHtml } from './job-import.js';
import { extractSkills } from './skill-extraction.js';

export interface JobForm {
  import_url?: string;
  title?: string;
  category?: number;
  subcategory?: number;
  employment_type?: Rows['Job']['employment_type'];
  salary_min?: number;
  salary_max?: number;
  seniority_level?: Rows['Job']['seniority_level'];
  english_level?: Rows['Job']['english_level_enum'];
  japanese_level?: Rows['Job']['japanese_level_enum'];
  location?: string;
  remote_level?: Rows['Job']['remote_level'];
  candidate_location?: Rows['Job']['candidate_location'];
  skills?: string[];
  sponsors_visas?: 'yes' | 'no';
  raw_content?: string;
  application_type?: 'direct_link' | 'email_forwarding';
  application_url?: string;
  application_email?: string;
  company_id?: number;
  submitter_email?: string;
  new_company_name?: string;
}

/** Spec §5: what a job needs before it can be previewed or submitted. */
const REQUIRED: [keyof JobForm, (form: JobForm) => unknown][] = [
  ['title', (f) => f.title],
  ['category', (f) => f.category],
  ['employment_type', (f) => f.employment_type],
  ['english_level', (f) => f.english_level],
  ['japanese_level', (f) => f.japanese_level],
  ['location', (f) => f.location],
  ['remote_level', (f) => f.remote_level],
  ['candidate_location', (f) => f.candidate_location],
  ['sponsors_visas', (f) => f.sponsors_visas],
  ['raw_content', (f) => f.raw_content],
];
export const PREVIEW_INCOMPLETE_MESSAGE = 'Unable to show preview. Please enter all required information';

/** Job columns being written (Rows are read-only views). */
type JobColumns = { -readonly [K in keyof Rows['Job']]?: Rows['Job'][K] };

const slugify = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'job';

export function createJobSubmissionsService(deps: { db: Database; mailer: Mailer; search: SearchService; staffEmail: string; publicUrl: string; importAllowedHosts: string[] }) {
  const { db } = deps;
  const { Job, JobDraft, JobSkill, Skill, Company, Location } = db.models;

  const clean = (form: JobForm): JobForm => ({ ...form, ...(form.raw_content ? { raw_content: sanitizeDescription(form.raw_content) } : {}) });

  /** The company a public submission is for: the employer's own, a membership code's, or a new one for staff to review. */
  async function companyFor(form: JobForm, authCode: string | undefined, employerCompanyId: number | undefined): Promise<number> {
    if (employerCompanyId) return employerCompanyId;
    if (authCode) {
      const company = await Company.findOne({ where: { membership_code: authCode } });
      if (!company) throw new ValidationError({ auth_code: ['is not valid'] });
      return company.id;
    }
    if (!form.submitter_email) throw new ValidationError({ submitter_email: [REQUIRED_MESSAGE] });
    if (isFreeMail(form.submitter_email)) throw new ValidationError({ submitter_email: [FREE_MAIL_MESSAGE] });
    if (!form.new_company_name) throw new ValidationError({ company: [REQUIRED_MESSAGE] });
    const company = await Company.create({
      name: form.new_company_name,
      slug: `${slugify(form.new_company_name)}-${randomBytes(3).toString('hex')}`,
      homepage_url: `https://${form.submitter_email.split('@')[1]}`,
      published: false,
      membership_code: randomBytes(18).toString('base64url'),
    });
    return company.id;
  }

  const isByLink = (form: JobForm) => form.application_type !== 'email_forwarding' && !!form.application_url;

  /**
   * The job columns a form sets (only the fields it carries, so an edit changes what it names).
   * Descriptions are sanitized and lose their links; an application link gets source=shigoto.
   */
  async function columnsOf(form: JobForm): Promise<{ columns: JobColumns; skillIds?: number[] }> {
    if (form.salary_min && form.salary_max && form.salary_max < form.salary_min) throw new ValidationError({ salary_max: ['must be at least the minimum salary'] });
    const columns: JobColumns = {};
    const set = <K extends keyof Rows['Job']>(column: K, value: Rows['Job'][K] | undefined) => {
      if (value !== undefined) columns[column] = value;
    };
    set('title', form.title);
    set('category_skill_id', form.category);
    set('subcategory_skill_id', form.subcategory);
    if (form.employment_type !== undefined) {
      columns.employment_type = form.employment_type;
      columns.is_internship = form.employment_type === 'intern';
    }
    set('seniority_level', form.seniority_level);
    set('english_level_enum', form.english_level);
    set('japanese_level_enum', form.japanese_level);
    set('remote_level', form.remote_level);
    set('candidate_location', form.candidate_location);
    if (form.sponsors_visas !== undefined) columns.sponsors_visas = form.sponsors_visas === 'yes';
    set('salary_min', form.salary_min);
    set('salary_max', form.salary_max);
    if (form.raw_content !== undefined) columns.raw_content = sanitizeDescription(form.raw_content);
    set('import_url', form.import_url);
    if (form.application_type !== undefined || form.application_url !== undefined || form.application_email !== undefined) {
      const byLink = isByLink(form);
      columns.application_url = byLink ? withTracking(form.application_url!) : null;
      columns.application_email = byLink ? null : (form.application_email ?? null);
    }
    if (form.location !== undefined) {
      const location = await Location.findOne({ where: /^\d+$/.test(form.location) ? { id: Number(form.location) } : { slug: form.location.toLowerCase() } });
      if (!location) throw new ValidationError({ location: ['is not a location we know'] });
      columns.location_id = location.id;
    }
    const skillIds = form.skills ? (await Skill.findAll({ attributes: ['id'], where: { system_name: form.skills } })).map((skill) => skill.id) : undefined;
    return { columns, skillIds };
  }

  /** The job-pending notice to staff; a resubmitted job gets a fresh notice (the key names the time). */
  async function notifyStaff(job: Rows['Job'], employerId?: number, resubmittedAt?: Date) {
    await deps.mailer.send({
      dedupeKey: `job-pending:${job.id}${resubmittedAt ? `:${resubmittedAt.getTime()}` : ''}`,
      template: 'job_pending',
      language: 'en',
      to: deps.staffEmail,
      subject: `New job waiting for approval: ${job.title}`,
      text: `A job was submitted and waits for approval.\n\n${job.title}\nSubmitted by: ${job.submitter_email ?? `employer #${employerId}`}\n\nReview it in the console: ${deps.publicUrl}/admin#/jobs/${job.id}/show`,
    });
  }

  return {
    async skillsIn(text: string): Promise<Rows['Skill'][]> {
      const skills = (await Skill.findAll()).map((s) => s.get({ plain: true }) as Rows['Skill']);
      return extractSkills(skills, text);
    },

    async saveDraft(form: JobForm, employerId?: number): Promise<Rows['JobDraft']> {
      const draft = await JobDraft.create({ state: 1, company_id: form.company_id ?? null, employer_id: employerId ?? null, submitter_email: form.submitter_email ?? null, import_url: form.import_url ?? null, fields: clean(form) as Record<string, unknown> });
      return draft.get({ plain: true }) as Rows['JobDraft'];
    },

    /** A job page's JSON-LD becomes a draft (fetched SSRF-safely; spec §7 job_imports). */
    async importDraft(url: string, employerId?: number): Promise<Rows['JobDraft']> {
      const page = await safeFetchText(url, { allowedHosts: deps.importAllowedHosts });
      const imported = jobFromHtml(page.body);
      if (!imported) throw new ValidationError({ url: ['has no job posting we can read (schema.org JobPosting)'] });
      const skills = imported.raw_content ? (await this.skillsIn(`${imported.title ?? ''}\n${imported.raw_content}`)).map((s) => s.system_name) : [];
      return this.saveDraft({ ...imported, skills, import_url: page.url }, employerId);
    },

    columnsOf,

    /** Creates a pending job (spec §4): staff approve it before anyone sees it. */
    async submit(form: JobForm, options: { authCode?: string; employerId?: number; employerCompanyId?: number }): Promise<Rows['Job']> {
      const missing: FieldErrors = {};
      for (const [field, value] of REQUIRED) if (value(form) === undefined || value(form) === '') missing[field] = [REQUIRED_MESSAGE];
      // The company is the employer's own or a membership code's; anyone else names a new one.
      // A company_id from the public form is never trusted.
      if (!options.employerCompanyId && !options.authCode && !form.new_company_name) missing.company = [REQUIRED_MESSAGE];
      if (Object.keys(missing).length) throw new ValidationError(missing, PREVIEW_INCOMPLETE_MESSAGE);
      if (!isByLink(form) && !form.application_email) throw new ValidationError({ application_email: ['is required when applications come by e-mail'] });
      const { columns, skillIds } = await columnsOf(form);
      const companyId = await companyFor(form, options.authCode, options.employerCompanyId);
      const job = await db.sequelize.transaction(async (transaction) => {
        const created = await Job.create(
          {
            ...columns,
            slug: `${slugify(form.title!)}-${randomBytes(3).toString('hex')}`,
            company_id: companyId,
            title: form.title!,
            approval_state: 'pending',
            published: false,
            submitter_email: form.submitter_email ?? null,
            created_by_employer_id: options.employerId ?? null,
          },
          { transaction },
        );
        if (skillIds?.length) await JobSkill.bulkCreate(skillIds.map((skillId) => ({ job_id: created.id, skill_id: skillId })), { transaction });
        return created.get({ plain: true }) as Rows['Job'];
      });
      await notifyStaff(job, options.employerId);
      return job;
    },

    /** A job changed back to pending (an edited rejected job) is announced to staff like a new one. */
    notifyStaff,
  };
}

export type JobSubmissionsService = ReturnType<typeof createJobSubmissionsService>;
