import {
  AUDIT_SUBJECT_TYPES,
  BLOG_AUDIENCES,
  BLOG_POST_STATUSES,
  CANDIDATE_LOCATIONS,
  CONTRACT_LANGUAGES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_KINDS,
  ENGLISH_LEVELS,
  HIRE_CONTRACT_TYPES,
  JAPANESE_LEVELS,
  JOB_APPROVAL_STATES,
  LANGUAGES,
  OUTBOUND_EMAIL_STATES,
  PLAN_TERMS,
  PLANS,
  REMOTE_LEVELS,
  SENIORITY_LEVELS,
  SKILL_TYPES,
  SPAM_STRICTNESS,
  STAFF_ROLES,
  TRACKING_EVENT_TYPES,
} from '@shigoto/db/enums';

/** The enumerations the console shows; labels live under `shigoto.enums.<name>` in i18n. */
export const VOCABULARY = {
  approval_state: JOB_APPROVAL_STATES,
  remote_level: REMOTE_LEVELS,
  japanese_level: JAPANESE_LEVELS,
  english_level: ENGLISH_LEVELS,
  employment_type: EMPLOYMENT_TYPES,
  seniority_level: SENIORITY_LEVELS,
  candidate_location: CANDIDATE_LOCATIONS,
  spam_strictness: SPAM_STRICTNESS,
  staff_role: STAFF_ROLES,
  outbound_email_state: OUTBOUND_EMAIL_STATES,
  language: LANGUAGES,
  hire_contract_type: HIRE_CONTRACT_TYPES,
  skill_type: SKILL_TYPES,
  tracking_event_type: TRACKING_EVENT_TYPES,
  /** A job's place in its lifecycle, as the job list filters it (api/src/modules/job-lifecycle). */
  job_status: ['pending', 'rejected', 'ready', 'open', 'closed', 'deleted'],
  experience_kind: EXPERIENCE_KINDS,
  blog_audience: BLOG_AUDIENCES,
  blog_post_status: BLOG_POST_STATUSES,
  plan: PLANS,
  plan_term: PLAN_TERMS,
  contract_language: CONTRACT_LANGUAGES,
  audit_subject_type: AUDIT_SUBJECT_TYPES,
} as const;

export type Vocabulary = keyof typeof VOCABULARY;
export type VocabularyValue<V extends Vocabulary> = (typeof VOCABULARY)[V][number];
export type ApprovalState = VocabularyValue<'approval_state'>;

/** Labels for every value of every enumeration: the compiler rejects a missing or stale one. */
export type VocabularyLabels = { [V in Vocabulary]: Record<VocabularyValue<V>, string> };

export const vocabularyLabelKey = (vocabulary: Vocabulary, value: string) => `shigoto.enums.${vocabulary}.${value}`;

/** Choices for SelectInput and SelectField; react-admin translates the names. */
export function choicesFor(vocabulary: Vocabulary) {
  return VOCABULARY[vocabulary].map((id) => ({ id, name: vocabularyLabelKey(vocabulary, id) }));
}
