import type { Rows } from '@shigoto/db';
import { ValidationError } from '../../lib/errors/index.js';

/**
 * The life of a job, as pure rules. The service in this folder is the only code that changes a
 * job's state; employer, public and staff routes all go through it.
 *
 *   submit ──▶ pending ──approve──▶ ready ──publish──▶ open ⇄ closed   (close / publish again)
 *                 │  ▲                │                 │       │
 *              reject└─employer edit  └──── reject ─────┴───────┘──▶ rejected
 *   delete (staff): any state ──▶ deleted
 *
 * A pending job cannot be edited by its employer; an employer's edit of a rejected job submits it
 * again. Staff may edit a job in any state but deleted, without changing its state. Publishing
 * needs approval, every required field and room in the plan's active-job allowance; reopening and
 * edits keep the first publication date, so they never bump a job to the top.
 */
export type JobStatus = 'pending' | 'rejected' | 'ready' | 'open' | 'closed' | 'deleted';
export type Transition = 'edit' | 'approve' | 'reject' | 'publish' | 'close' | 'delete' | 'feature' | 'unfeature';
export type ActorKind = 'employer' | 'staff';

/** Who may ask for each transition. Employers act only on their own company's jobs. */
export const ALLOWED_ACTORS: Record<Transition, readonly ActorKind[]> = {
  edit: ['employer', 'staff'],
  publish: ['employer', 'staff'],
  close: ['employer', 'staff'],
  approve: ['staff'],
  reject: ['staff'],
  delete: ['staff'],
  feature: ['staff'],
  unfeature: ['staff'],
};

/** The dashboard's list filters: all, open (published), drafts (not yet open), closed. */
export const EMPLOYER_JOB_FILTERS = ['all', 'open', 'drafts', 'closed'] as const;
export type EmployerJobFilter = (typeof EMPLOYER_JOB_FILTERS)[number];

// The product's messages, word for word (including their spelling).
export const JOB_CREATED_MESSAGE = 'Job created successfuly';
export const JOB_UPDATED_MESSAGE = 'Job updated successfuly';
export const JOB_PUBLISHED_MESSAGE = 'Job published successfully';
export const JOB_CLOSED_MESSAGE = 'Job closed successfully';
export const JOB_NOT_CREATED_MESSAGE = 'Your job could not be created...';
export const JOB_NOT_UPDATED_MESSAGE = 'Your job could not be updated. Please fix the below issues and re-submit:';
export const JOB_NOT_PUBLISHED_MESSAGE = 'Your job could not be published. Please fix the below issues first and try again:';
export const JOB_NOT_CLOSED_MESSAGE = 'Your job could not be closed...';
/** The error box's default intro, for refusals the product has no text of their own for. */
export const REQUEST_FAILED_MESSAGE = 'Your request was unsuccessful.';

/** The intro line of a refused transition's 422 answer. */
export const REFUSAL_MESSAGE: Record<Transition, string> = {
  edit: JOB_NOT_UPDATED_MESSAGE,
  publish: JOB_NOT_PUBLISHED_MESSAGE,
  close: JOB_NOT_CLOSED_MESSAGE,
  approve: REQUEST_FAILED_MESSAGE,
  reject: REQUEST_FAILED_MESSAGE,
  delete: REQUEST_FAILED_MESSAGE,
  feature: REQUEST_FAILED_MESSAGE,
  unfeature: REQUEST_FAILED_MESSAGE,
};

export const PENDING_ISSUE = 'This job is waiting for approval by the Shigoto team. You can edit and publish it once it is approved.';
export const REJECTED_ISSUE = 'This job was not approved by the Shigoto team. Edit it to submit it again.';
export const ALREADY_OPEN_ISSUE = 'This job is already published.';
export const NOT_OPEN_ISSUE = 'This job is not published.';
export const ALREADY_APPROVED_ISSUE = 'This job is already approved.';
export const ALREADY_REJECTED_ISSUE = 'This job is already rejected.';
export const DELETED_ISSUE = 'This job was deleted.';
export const FEATURE_NOT_OPEN_ISSUE = 'Only a published job can be featured.';
export const NOT_ALLOWED_ISSUE = 'You are not allowed to do this.';
export const BACK_TO_PENDING_ISSUE = 'cannot go back to pending: approve or reject the job';
export const UNDELETE_ISSUE = 'a deleted job cannot be restored';
export const planLimitIssue = (limit: number) =>
  `Your plan allows ${limit} active ${limit === 1 ? 'job' : 'jobs'} at a time. Close another job or upgrade your plan to publish this one.`;

type LifecycleFields = Pick<Rows['Job'], 'approval_state' | 'published' | 'closed_at' | 'is_deleted'>;

export function jobStatus(job: LifecycleFields): JobStatus {
  if (job.is_deleted) return 'deleted';
  if (job.approval_state === 'pending') return 'pending';
  if (job.approval_state === 'rejected') return 'rejected';
  if (job.published) return 'open';
  return job.closed_at ? 'closed' : 'ready';
}

/**
 * Whether the public sees a job. Only the lifecycle sets `published`, and only on an approved
 * job, so a published job is always an approved one; the company must be public too.
 */
export function isPublicJob(job: Pick<Rows['Job'], 'published' | 'is_deleted'>, company: Pick<Rows['Company'], 'published'>): boolean {
  return job.published && !job.is_deleted && company.published;
}

/** What a job must have before it can be published, with the label its issue names. */
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

/** The plan's allowance of published jobs at a time; `limit` null means unlimited. */
export interface ActiveJobAllowance {
  count: number;
  limit: number | null;
}

/**
 * Why `actor` cannot apply `transition` to the job as it stands ([] when it can). `active` is the
 * company's allowance, needed to publish.
 */
export function transitionIssues(transition: Transition, job: Rows['Job'], actor: ActorKind, active?: ActiveJobAllowance): string[] {
  if (!ALLOWED_ACTORS[transition].includes(actor)) return [NOT_ALLOWED_ISSUE];
  const status = jobStatus(job);
  if (status === 'deleted') return [DELETED_ISSUE];
  switch (transition) {
    case 'edit':
      return actor === 'employer' && status === 'pending' ? [PENDING_ISSUE] : [];
    case 'approve':
      return job.approval_state === 'approved' ? [ALREADY_APPROVED_ISSUE] : [];
    case 'reject':
      return status === 'rejected' ? [ALREADY_REJECTED_ISSUE] : [];
    case 'publish':
      return publishIssues(job, active ?? { count: 0, limit: null });
    case 'close':
      return status === 'open' ? [] : [NOT_OPEN_ISSUE];
    case 'feature':
      return status === 'open' ? [] : [FEATURE_NOT_OPEN_ISSUE];
    case 'delete':
    case 'unfeature':
      return [];
  }
}

/** Why a job cannot be published now ([] when it can): the dashboard shows these before the employer tries. */
export function publishIssues(job: Rows['Job'], active: ActiveJobAllowance): string[] {
  const status = jobStatus(job);
  if (status === 'deleted') return [DELETED_ISSUE];
  if (status === 'pending') return [PENDING_ISSUE];
  if (status === 'rejected') return [REJECTED_ISSUE];
  if (status === 'open') return [ALREADY_OPEN_ISSUE];
  const issues = REQUIRED_TO_PUBLISH.filter(([, present]) => !present(job)).map(([label]) => `${label} is required`);
  if (active.limit !== null && active.count >= active.limit) issues.push(planLimitIssue(active.limit));
  return issues;
}

/** Job columns being written (Rows are read-only views). */
export type JobColumns = { -readonly [K in keyof Rows['Job']]?: Rows['Job'][K] };

/**
 * The columns a permitted transition sets (an edit's own fields come from the form). Featuring is
 * for jobs on the board, so whatever takes a job off the board also unfeatures it.
 */
export function transitionColumns(transition: Transition, job: Rows['Job'], actor: ActorKind, now: Date): JobColumns {
  switch (transition) {
    case 'edit':
      // An employer's edit of a rejected job is a new submission for staff to review.
      return actor === 'employer' && job.approval_state === 'rejected' ? { approval_state: 'pending' } : {};
    case 'approve':
      return { approval_state: 'approved', approved_at: now, rejection_reason: null };
    case 'reject':
      return { approval_state: 'rejected', published: false, featured: false };
    case 'publish':
      // Reopening keeps the first publication date: it does not bump the job to the top.
      return { published: true, published_at: job.published_at ?? now, closed_at: null };
    case 'close':
      return { published: false, featured: false, closed_at: now };
    case 'delete':
      return { is_deleted: true, published: false, featured: false };
    case 'feature':
      return { featured: true };
    case 'unfeature':
      return { featured: false };
  }
}

/** A state asked for as values (the console saves a job's fields, not actions). */
export interface WantedState {
  approval_state?: Rows['Job']['approval_state'];
  published?: boolean;
  featured?: boolean;
  is_deleted?: boolean;
}

/**
 * The transitions that take a job from its state to the one asked for, in order: the decision,
 * then publishing, then featuring, then deletion. Each value is compared with what the steps
 * before it leave (rejecting also unpublishes, so `published: false` beside it asks nothing more).
 * A value no transition leads to (back to pending, undeleting) is refused by field.
 */
export function transitionsTo(job: Rows['Job'], wanted: WantedState, actor: ActorKind, now: Date): Transition[] {
  const transitions: Transition[] = [];
  let state = job;
  const take = (transition: Transition) => {
    transitions.push(transition);
    state = { ...state, ...transitionColumns(transition, state, actor, now) } as Rows['Job'];
  };
  if (wanted.approval_state !== undefined && wanted.approval_state !== state.approval_state) {
    if (wanted.approval_state === 'pending') throw new ValidationError({ approval_state: [BACK_TO_PENDING_ISSUE] }, REQUEST_FAILED_MESSAGE);
    take(wanted.approval_state === 'approved' ? 'approve' : 'reject');
  }
  if (wanted.published !== undefined && wanted.published !== state.published) take(wanted.published ? 'publish' : 'close');
  if (wanted.featured !== undefined && wanted.featured !== state.featured) take(wanted.featured ? 'feature' : 'unfeature');
  if (wanted.is_deleted !== undefined && wanted.is_deleted !== state.is_deleted) {
    if (!wanted.is_deleted) throw new ValidationError({ is_deleted: [UNDELETE_ISSUE] }, REQUEST_FAILED_MESSAGE);
    take('delete');
  }
  return transitions;
}
