import { randomBytes } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import { audit } from '../../lib/audit.js';
import type { Account } from '../../lib/auth/account.js';
import { FREE_MAIL_MESSAGE, isFreeMail } from '../../lib/email-domains.js';
import { ForbiddenError, NotFoundError, REJECTION_REASON_MESSAGE, REQUIRED_MESSAGE, ValidationError } from '../../lib/errors/index.js';
import { refreshHasActiveJobs } from '../companies/company-flags.js';
import type { Changes } from '../search/search.service.js';
import type { JobLifecycleEmails } from './job-lifecycle.emails.js';
import {
  type ActiveJobAllowance,
  type ActorKind,
  type JobColumns,
  JOB_NOT_CREATED_MESSAGE,
  REFUSAL_MESSAGE,
  transitionColumns,
  transitionIssues,
  type Transition,
} from './job-lifecycle.rules.js';
import { type JobForm, missingFields, prepareJobForm, type PreparedForm } from './job-form.js';

/** A job named by an employer (scoped to their company; a deleted job is gone) or by staff (any job, by id). */
export type JobRef = { slug: string; companyId: number } | { id: number };

/** One change asked of a job: a transition, an edit's form, and (staff only) the memo. */
export type JobStep =
  | { transition: Exclude<Transition, 'edit' | 'reject'> }
  | { transition: 'reject'; reason?: string | null }
  | { transition: 'edit'; form?: JobForm; memo?: string | null };

/** A rejection says why (the submitter reads it and fixes the job); at most 2,000 characters. */
function rejectionReason(reason: string | null | undefined): JobColumns {
  const text = reason?.trim();
  if (!text) throw new ValidationError({ rejection_reason: [REJECTION_REASON_MESSAGE] }, REFUSAL_MESSAGE.reject);
  return { rejection_reason: text };
}

const slugify = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'job';
const uniqueSlug = (text: string) => `${slugify(text)}-${randomBytes(3).toString('hex')}`;

function actorKind(account: Account): ActorKind {
  if (account.type === 'employer') return 'employer';
  if (account.type === 'staff') return 'staff';
  throw new ForbiddenError();
}

/**
 * The one place a job changes state. Every route (public submission, employer dashboard, staff
 * console) calls it; it checks the rules, writes the job with the company row locked (so plan
 * limits hold under concurrent publishes), keeps has_active_jobs and the audit log in the same
 * transaction, and after the commit sends the e-mails and tells search and the site's page cache
 * what changed.
 */
export function createJobLifecycle(deps: {
  db: Database;
  emails: JobLifecycleEmails;
  /** Updates search and revalidates the public pages showing jobs and companies. */
  listingsChanged: (changes: Changes) => Promise<void>;
  activeJobs: (companyId: number, transaction?: Transaction) => Promise<ActiveJobAllowance>;
}) {
  const { db, emails } = deps;
  const { Job, JobSkill, Company } = db.models;

  async function replaceSkills(jobId: number, skillIds: number[] | undefined, transaction: Transaction) {
    if (!skillIds) return;
    await JobSkill.destroy({ where: { job_id: jobId }, transaction });
    if (skillIds.length) await JobSkill.bulkCreate(skillIds.map((skillId) => ({ job_id: jobId, skill_id: skillId })), { transaction });
  }

  const plain = (job: InstanceType<typeof Job>) => job.get({ plain: true }) as Rows['Job'];

  /** The job a request names, or 404; an employer never reaches another company's job. */
  async function find(ref: JobRef, transaction?: Transaction): Promise<Rows['Job']> {
    const where = 'id' in ref ? { id: ref.id } : { slug: ref.slug, company_id: ref.companyId, is_deleted: false };
    const job = await Job.findOne({ where, transaction, ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}) });
    if (!job) throw new NotFoundError('Job not found');
    return plain(job);
  }

  /** The company a new job belongs to: the employer's own, a membership code's, or a new one for staff to review. */
  async function companyFor(account: Account | null, form: JobForm, authCode: string | undefined): Promise<number> {
    if (account?.type === 'employer' && account.companyId) return account.companyId;
    if (authCode) {
      const company = await Company.findOne({ where: { membership_code: authCode } });
      if (!company) throw new ValidationError({ auth_code: ['is not valid'] }, JOB_NOT_CREATED_MESSAGE);
      return company.id;
    }
    if (isFreeMail(form.submitter_email!)) throw new ValidationError({ submitter_email: [FREE_MAIL_MESSAGE] }, JOB_NOT_CREATED_MESSAGE);
    const company = await Company.create({
      name: form.new_company_name!,
      slug: uniqueSlug(form.new_company_name!),
      homepage_url: `https://${form.submitter_email!.split('@')[1]}`,
      published: false,
      membership_code: randomBytes(18).toString('base64url'),
    });
    return company.id;
  }

  /**
   * Approving a job is the staff's review of its company too: a company created by a sign-up or a
   * public submission becomes public with its first approved job.
   */
  async function publishCompanyOf(job: Rows['Job'], actor: Account, transaction: Transaction): Promise<void> {
    const [published] = await Company.update({ published: true }, { where: { id: job.company_id, published: false }, transaction });
    if (published) await audit(db, actor, { action: 'company.publish', subjectId: job.company_id, changes: { published: true, reason: `job ${job.id} approved` } }, transaction);
  }

  return {
    /** A new job, pending until staff approve it; staff are told. Anyone may submit; only employers and codes pick a company. */
    async submit(account: Account | null, form: JobForm, options: { authCode?: string } = {}): Promise<Rows['Job']> {
      const byEmployer = account?.type === 'employer';
      const missing = missingFields(form);
      // A company_id from the public form is never trusted: the company is the employer's own, a
      // membership code's, or a new one named with a company e-mail.
      if (!byEmployer && !options.authCode) {
        if (!form.new_company_name) missing.company = [REQUIRED_MESSAGE];
        if (!form.submitter_email) missing.submitter_email = [REQUIRED_MESSAGE];
      }
      if (Object.keys(missing).length) throw new ValidationError(missing, JOB_NOT_CREATED_MESSAGE);
      let prepared: PreparedForm;
      try {
        prepared = await prepareJobForm(db, form);
      } catch (error) {
        throw error instanceof ValidationError ? new ValidationError(error.fields ?? {}, JOB_NOT_CREATED_MESSAGE) : error;
      }
      const companyId = await companyFor(account, form, options.authCode);
      const now = new Date();
      const job = await db.sequelize.transaction(async (transaction) => {
        const created = plain(
          await Job.create(
            {
              ...prepared.columns,
              slug: uniqueSlug(form.title!),
              company_id: companyId,
              title: form.title!,
              approval_state: 'pending',
              published: false,
              submitter_email: form.submitter_email ?? null,
              created_by_employer_id: byEmployer ? account.id : null,
            },
            { transaction },
            // Read back: a new row holds only the columns that were set, and answers describe every one.
          ).then((row) => row.reload({ transaction })),
        );
        await replaceSkills(created.id, prepared.skillIds, transaction);
        if (account) await audit(db, account, { action: 'job.submit', subjectId: created.id, changes: { title: created.title } }, transaction);
        return created;
      });
      await emails.submitted(job, now, false);
      return job;
    },

    /**
     * Applies the steps in order, all or nothing: each is checked against the job as the steps
     * before it left it, and a refused step is a 422 with its transition's text and the issues.
     */
    async apply(account: Account, ref: JobRef, steps: JobStep[]): Promise<Rows['Job']> {
      const actor = actorKind(account);
      // Forms are read before the transaction: they only look up locations and skills.
      const forms = await Promise.all(
        steps.map(async (step) => {
          if (step.transition !== 'edit' || !step.form) return null;
          try {
            return await prepareJobForm(db, step.form);
          } catch (error) {
            throw error instanceof ValidationError ? new ValidationError(error.fields ?? {}, REFUSAL_MESSAGE.edit) : error;
          }
        }),
      );
      const now = new Date();
      const afterCommit: (() => Promise<void>)[] = [];
      const { company_id: companyId } = await find(ref);
      /** The company's own search entry changes only when it gains or loses its open jobs, or is published with a job. */
      let companyChanged = false;
      const job = await db.sequelize.transaction(async (transaction) => {
        // The company row first, then the job: every change to a company's jobs queues here.
        await Company.findByPk(companyId, { transaction, lock: transaction.LOCK.UPDATE });
        let job = await find(ref, transaction);
        for (const [index, step] of steps.entries()) {
          const { transition } = step;
          const active = transition === 'publish' ? await deps.activeJobs(job.company_id, transaction) : undefined;
          const issues = transitionIssues(transition, job, actor, active);
          if (issues.length) throw new ValidationError({ base: issues }, REFUSAL_MESSAGE[transition]);
          const form = forms[index];
          const memo = step.transition === 'edit' && step.memo !== undefined ? { memo: step.memo } : {};
          const reason = step.transition === 'reject' ? rejectionReason(step.reason) : {};
          const columns: JobColumns = { ...form?.columns, ...memo, ...transitionColumns(transition, job, actor, now), ...reason };
          if (Object.keys(columns).length) await Job.update(columns, { where: { id: job.id }, transaction });
          await replaceSkills(job.id, form?.skillIds, transaction);
          const before = job;
          job = plain((await Job.findByPk(job.id, { transaction }))!);
          if (before.published !== job.published) {
            await refreshHasActiveJobs(db, job.company_id, transaction);
            companyChanged = true;
          }
          await audit(db, account, { action: `job.${transition}`, subjectId: job.id, changes: { ...columns, ...(form?.skillIds ? { skill_ids: form.skillIds } : {}) } }, transaction);
          if (transition === 'approve') {
            await publishCompanyOf(job, account, transaction);
            companyChanged = true;
          }
          const decided = job;
          if (transition === 'approve' || transition === 'reject') afterCommit.push(() => emails.decided(decided, transition === 'approve', now));
          if (transition === 'edit' && before.approval_state === 'rejected' && job.approval_state === 'pending') afterCommit.push(() => emails.submitted(decided, now, true));
        }
        return job;
      });
      for (const send of afterCommit) await send();
      await deps.listingsChanged({ jobIds: [job.id], companyIds: companyChanged ? [job.company_id] : [] });
      return job;
    },
  };
}

export type JobLifecycle = ReturnType<typeof createJobLifecycle>;
