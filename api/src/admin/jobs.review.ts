import type { Database, Rows } from '@shigoto/db';
import type { JOB_APPROVAL_STATES, Language } from '@shigoto/db/enums';
import { audit } from '../lib/audit.js';
import type { Account } from '../lib/auth/account.js';
import { NotFoundError } from '../lib/errors/index.js';
import type { Mailer } from '../lib/mail/index.js';
import { refreshHasActiveJobs } from '../modules/companies/company-flags.js';
import type { SearchService } from '../modules/search/search.service.js';

export interface JobReview {
  approval_state?: (typeof JOB_APPROVAL_STATES)[number];
  memo?: string | null;
  published?: boolean;
  featured?: boolean;
}

function reviewEmail(lang: Language, approved: boolean, title: string, dashboardUrl: string) {
  if (lang === 'jp') {
    return approved
      ? { subject: `求人「${title}」が承認されました`, text: `Shigoto チームが求人「${title}」を承認しました。\n\nダッシュボードから公開できます:\n${dashboardUrl}` }
      : { subject: `求人「${title}」は承認されませんでした`, text: `Shigoto チームは求人「${title}」を承認できませんでした。\n\n内容を編集すると再審査されます:\n${dashboardUrl}` };
  }
  return approved
    ? { subject: `Your job "${title}" was approved`, text: `The Shigoto team approved "${title}".\n\nPublish it from your dashboard:\n${dashboardUrl}` }
    : { subject: `Your job "${title}" was not approved`, text: `The Shigoto team could not approve "${title}".\n\nEdit it to submit it again:\n${dashboardUrl}` };
}

/**
 * Staff moderation of a job (spec §4: "the team approves pending jobs"; "the submitter is notified
 * on release"). Every change is audit-logged.
 */
export function createJobReviewService(deps: { db: Database; mailer: Mailer; search: SearchService; publicUrl: string }) {
  const { Job, Employer } = deps.db.models;

  async function notifySubmitter(job: Rows['Job'], approved: boolean) {
    const employer = job.created_by_employer_id ? await Employer.findByPk(job.created_by_employer_id) : null;
    const to = employer?.email ?? job.submitter_email;
    if (!to) return;
    const language = employer?.language ?? 'en';
    await deps.mailer.send({
      dedupeKey: `job-review:${job.id}:${approved ? 'approved' : 'rejected'}:${job.updated_at.getTime()}`,
      template: approved ? 'job_approved' : 'job_rejected',
      language,
      to,
      ...reviewEmail(language, approved, job.title, `${deps.publicUrl}/employer/jobs`),
    });
  }

  return {
    async review(actor: Account, jobId: number, changes: JobReview): Promise<Rows['Job']> {
      const job = await Job.findByPk(jobId);
      if (!job) throw new NotFoundError('Job not found');
      // A copy: get({ plain: true }) hands out the instance's own values, which update() changes.
      const before = { ...(job.get({ plain: true }) as Rows['Job']) };
      const decided = changes.approval_state !== undefined && changes.approval_state !== before.approval_state ? changes.approval_state : null;
      // A rejected job is never on the board: staff who reject a published job expect it gone from
      // the site, and the employer cannot publish it again until an edit sends it back for review.
      const rejected = (changes.approval_state ?? before.approval_state) === 'rejected';
      const published = rejected ? false : changes.published;
      const applied = published === undefined ? changes : { ...changes, published };
      await job.update({
        ...applied,
        ...(decided === 'approved' ? { approved_at: new Date() } : {}),
        ...(published && !before.published_at ? { published_at: new Date() } : {}),
      });
      const after = job.get({ plain: true }) as Rows['Job'];
      if (after.published !== before.published) await refreshHasActiveJobs(deps.db, after.company_id);
      await audit(deps.db, actor, { action: 'job.review', subjectType: 'job', subjectId: jobId, changes: { ...applied } });
      if (decided === 'approved' || decided === 'rejected') await notifySubmitter(after, decided === 'approved');
      await deps.search.changed({ jobIds: [jobId], companyIds: [after.company_id] });
      return after;
    },
  };
}
