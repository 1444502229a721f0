import type { Database, Rows } from '@shigoto/db';
import type { Language } from '@shigoto/db/enums';
import type { Mailer } from '../../lib/mail/index.js';

/** The decision's e-mail; a rejection gives the team's reason, which says what to change. */
function reviewEmail(lang: Language, approved: boolean, title: string, reason: string | null, dashboardUrl: string) {
  if (lang === 'jp') {
    const why = reason ? `\n\n理由:\n${reason}` : '';
    return approved
      ? { subject: `求人「${title}」が承認されました`, text: `Shigoto チームが求人「${title}」を承認しました。\n\nダッシュボードから公開できます:\n${dashboardUrl}` }
      : { subject: `求人「${title}」は承認されませんでした`, text: `Shigoto チームは求人「${title}」を承認できませんでした。${why}\n\n内容を編集すると再審査されます:\n${dashboardUrl}` };
  }
  const why = reason ? `\n\nThe reason:\n${reason}` : '';
  return approved
    ? { subject: `Your job "${title}" was approved`, text: `The Shigoto team approved "${title}".\n\nPublish it from your dashboard:\n${dashboardUrl}` }
    : { subject: `Your job "${title}" was not approved`, text: `The Shigoto team could not approve "${title}".${why}\n\nEdit it to submit it again:\n${dashboardUrl}` };
}

/** The e-mails a job's lifecycle sends: staff hear of every submission, submitters of every decision. */
export function createJobLifecycleEmails(deps: { db: Database; mailer: Mailer; staffEmail: string; publicUrl: string }) {
  const { Employer } = deps.db.models;

  return {
    /** The job-pending notice to staff; a job submitted again gets a fresh notice (the key names the time). */
    async submitted(job: Rows['Job'], at: Date, resubmitted: boolean) {
      await deps.mailer.send({
        dedupeKey: `job-pending:${job.id}${resubmitted ? `:${at.getTime()}` : ''}`,
        template: 'job_pending',
        language: 'en',
        to: deps.staffEmail,
        subject: `New job waiting for approval: ${job.title}`,
        text: `A job was submitted and waits for approval.\n\n${job.title}\nSubmitted by: ${job.submitter_email ?? `employer #${job.created_by_employer_id}`}\n\nReview it in the console: ${deps.publicUrl}/admin#/jobs/${job.id}/show`,
      });
    },

    /** Staff approved or rejected the job: its submitter hears, in their language. */
    async decided(job: Rows['Job'], approved: boolean, at: Date) {
      const employer = job.created_by_employer_id ? await Employer.findByPk(job.created_by_employer_id) : null;
      const to = employer?.email ?? job.submitter_email;
      if (!to) return;
      const language = employer?.language ?? 'en';
      await deps.mailer.send({
        dedupeKey: `job-review:${job.id}:${approved ? 'approved' : 'rejected'}:${at.getTime()}`,
        template: approved ? 'job_approved' : 'job_rejected',
        language,
        to,
        ...reviewEmail(language, approved, job.title, job.rejection_reason, `${deps.publicUrl}/employer/jobs`),
      });
    },
  };
}

export type JobLifecycleEmails = ReturnType<typeof createJobLifecycleEmails>;
