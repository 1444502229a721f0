import type { AuditSubjectType } from '@shigoto/db/enums';

export interface AuditEntry {
  id: number;
  actor_type: string;
  actor_id: number;
  actor_name: string | null;
  action: string;
  subject_type: AuditSubjectType;
  subject_id: string | null;
  subject_name: string | null;
}

/** Who made an entry: their name, else their kind of account and id (an account since deleted). */
export const actorLabel = (entry: AuditEntry) => entry.actor_name ?? `${entry.actor_type} #${entry.actor_id}`;

/** What an entry is about: the record's name, else its id (a record without a name, or deleted). */
export const subjectLabel = (entry: AuditEntry) => entry.subject_name ?? (entry.subject_id ? `#${entry.subject_id}` : '—');

/** The console pages of the audited subjects that have one (audit subject type → resource, page). */
export const SUBJECT_PAGES: Partial<Record<AuditSubjectType, [resource: string, page: 'show' | 'edit']>> = {
  job: ['jobs', 'show'],
  company: ['companies', 'show'],
  company_contract: ['company_contracts', 'edit'],
  contract_request: ['contract_requests', 'show'],
  hiring_report: ['hiring_reports', 'show'],
  employer: ['employers', 'show'],
  user: ['users', 'show'],
  staff_user: ['staff_users', 'show'],
  company_review: ['company_reviews', 'show'],
  company_experience: ['company_experiences', 'show'],
  company_submission: ['company_submissions', 'show'],
  company_lead: ['company_leads', 'show'],
  now_hiring_report: ['now_hiring_reports', 'show'],
  feedback: ['feedbacks', 'show'],
  lead: ['leads', 'show'],
  blog_post: ['blog_posts', 'edit'],
  blog_tag: ['blog_tags', 'edit'],
  newsletter: ['newsletters', 'edit'],
  media: ['media', 'show'],
  outbound_email: ['outbound_emails', 'show'],
  skill: ['skills', 'edit'],
  location: ['locations', 'edit'],
};
