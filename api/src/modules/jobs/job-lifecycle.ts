import type { Rows } from '@shigoto/db';

/**
 * The job lifecycle of spec §4 as the employer sees it:
 *   pending ──staff approve──▶ ready ──publish──▶ open ⇄ closed   (staff reject: pending ──▶ rejected)
 * A pending job cannot be edited; editing a rejected job submits it again (pending).
 */
export type JobStatus = 'pending' | 'rejected' | 'ready' | 'open' | 'closed';

/** Spec §4 "Jobs list filters": all, open (published), drafts (not yet open), closed. */
export const EMPLOYER_JOB_FILTERS = ['all', 'open', 'drafts', 'closed'] as const;
export type EmployerJobFilter = (typeof EMPLOYER_JOB_FILTERS)[number];

// Spec §8, word for word (including its spelling).
export const JOB_CREATED_MESSAGE = 'Job created successfuly';
export const JOB_UPDATED_MESSAGE = 'Job updated successfuly';
export const JOB_PUBLISHED_MESSAGE = 'Job published successfully';
export const JOB_CLOSED_MESSAGE = 'Job closed successfully';
export const JOB_NOT_CREATED_MESSAGE = 'Your job could not be created...';
export const JOB_NOT_UPDATED_MESSAGE = 'Your job could not be updated. Please fix the below issues and re-submit:';
export const JOB_NOT_PUBLISHED_MESSAGE = 'Your job could not be published. Please fix the below issues first and try again:';
export const JOB_NOT_CLOSED_MESSAGE = 'Your job could not be closed...';

export const PENDING_ISSUE = 'This job is waiting for approval by the Shigoto team. You can edit and publish it once it is approved.';
export const REJECTED_ISSUE = 'This job was not approved by the Shigoto team. Edit it to submit it again.';
export const ALREADY_OPEN_ISSUE = 'This job is already published.';
export const NOT_OPEN_ISSUE = 'This job is not published.';
export const planLimitIssue = (limit: number) =>
  `Your plan allows ${limit} active ${limit === 1 ? 'job' : 'jobs'} at a time. Close another job or upgrade your plan to publish this one.`;

export function jobStatus(job: Pick<Rows['Job'], 'approval_state' | 'published' | 'closed_at'>): JobStatus {
  if (job.approval_state === 'pending') return 'pending';
  if (job.approval_state === 'rejected') return 'rejected';
  if (job.published) return 'open';
  return job.closed_at ? 'closed' : 'ready';
}

/** Spec §5's preview list: what a job must have before it can be published. */
const REQUIRED_TO_PUBLISH: [label: string, present: (job: Rows['Job']) => boolean][] = [
  ['Title', (job) => !!job.title?.trim()],
  ['Category', (job) => job.category_skill_id !== null],
  ['Employment type', (job) => job.employment_type !== null],
  ['English level', (job) => job.english_level_enum !== null],
  ['Japanese level', (job) => job.japanese_level_enum !== null],
  ['Working location', (job) => job.location_id !== null],
  ['Remote level', (job) => job.remote_level !== null],
  ['Candidate location', (job) => job.candidate_location !== null],
  ['Description', (job) => !!(job.raw_content?.trim() || job.details?.trim())],
  ['Application link or e-mail', (job) => !!(job.application_url || job.application_email)],
];

function missingFieldIssues(job: Rows['Job']): string[] {
  return REQUIRED_TO_PUBLISH.filter(([, present]) => !present(job)).map(([label]) => `${label} is required`);
}

/** Why a job cannot be published now ([] when it can). `activeLimit` null means unlimited. */
export function publishIssues(job: Rows['Job'], active: { count: number; limit: number | null }): string[] {
  const status = jobStatus(job);
  if (status === 'pending') return [PENDING_ISSUE];
  if (status === 'rejected') return [REJECTED_ISSUE];
  if (status === 'open') return [ALREADY_OPEN_ISSUE];
  const issues = missingFieldIssues(job);
  if (active.limit !== null && active.count >= active.limit) issues.push(planLimitIssue(active.limit));
  return issues;
}

export function closeIssues(job: Rows['Job']): string[] {
  return jobStatus(job) === 'open' ? [] : [NOT_OPEN_ISSUE];
}

export function editIssues(job: Rows['Job']): string[] {
  return jobStatus(job) === 'pending' ? [PENDING_ISSUE] : [];
}
