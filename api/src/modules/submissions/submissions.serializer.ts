import { resourceObject } from '../../lib/http/jsonapi.js';

/**
 * What a submitter gets back: the record as they sent it. Reviewers' and surveyed people's
 * e-mails and accounts stay out (the same rule as the public lists).
 */
export const SUBMISSION_ATTRIBUTES = {
  feedback: ['company_id', 'email', 'body', 'page_url', 'created_at'],
  lead: ['email', 'include_tech_jobs', 'include_non_tech_jobs', 'language', 'source', 'created_at'],
  company_lead: ['name', 'company_name', 'job_title', 'email', 'example_job_url', 'diversity_info', 'created_at'],
  contract_request: ['company_id', 'email', 'contract_language', 'plan', 'term', 'created_at'],
  now_hiring_report: ['company_id', 'company_name', 'email', 'url', 'message', 'created_at'],
  company_review: ['company_id', 'title', 'body', 'pros', 'cons', 'rating', 'employment_status', 'language', 'moderation_state', 'created_at'],
  company_experience: ['company_id', 'kind', 'body', 'answers', 'language', 'moderation_state', 'created_at'],
  company_submission: [
    'company_name', 'submitter_name', 'submitter_role', 'email', 'employee_count', 'description', 'salary_min', 'salary_max',
    'homepage_url', 'primary_language', 'japanese_language_policy', 'remote_work_policy', 'visa_policy', 'hq_location',
    'review_state', 'created_at',
  ],
} as const;

export type SubmissionType = keyof typeof SUBMISSION_ATTRIBUTES;

export function submissionResource(type: SubmissionType, row: { id: number } & object) {
  const values = row as Record<string, unknown>;
  return resourceObject(type, row.id, Object.fromEntries(SUBMISSION_ATTRIBUTES[type].map((field) => [field, values[field] ?? null])));
}
