import { JAPANESE_RANKS, type ApplicantJapaneseLevel, type JapaneseLevel } from '@shigoto/db/enums';
import type { Rows } from '@shigoto/db';
import { type FieldErrors, REQUIRED_MESSAGE } from '../../lib/errors/index.js';

/**
 * The applicant rules as pure functions: readiness (what a complete application has) and
 * eligibility (Japanese level, residence). The client runs the same rules while the seeker types;
 * the server's answer is the one that counts.
 */

/** A name containing this marker is test data: it bypasses the eligibility errors (Japanese level, residence), never readiness. */
export const TEST_APPLICANT_MARKER = 'shigoto-test';

export const MESSAGES = {
  nameTooShort: 'must be longer than 3 characters',
  emailTooShort: 'must be at least 4 characters',
  emailShape: 'is not a valid e-mail address',
  urlTooShort: 'must be at least 4 characters',
  urlShape: 'must be an http(s) link',
  messageTooShort: 'must be at least 20 characters',
  resumeRequired: 'is required (PDF or DOCX, up to 5MB)',
  residentOfJapan: 'You must be a resident of Japan to apply',
  japaneseRequired: (level: string) => `This job requires at least ${level} Japanese`,
} as const;

/** Human labels of the job's Japanese levels that can be required, as the eligibility message names them ("at least Fluent Japanese"). */
const JAPANESE_LEVEL_LABELS: Partial<Record<JapaneseLevel, string>> = {
  conversational: 'Conversational',
  business_level: 'Business Level',
  fluent: 'Fluent',
  native: 'Native',
};

export interface ApplicantFacts {
  name: string;
  email: string;
  url?: string | null;
  message?: string | null;
  location_id: number;
  japanese_level_enum: ApplicantJapaneseLevel;
}

export type JobFacts = Pick<Rows['Job'], 'application_url' | 'application_conditions' | 'japanese_level_enum' | 'candidate_location'>;
export type CompanyFacts = Pick<Rows['Company'], 'application_conditions' | 'spam_strictness'>;

/** Whether this applicant form collects a resume (multipart forms do; the JSON call cannot). */
export type ResumeRule = { collected: false } | { collected: true; provided: boolean };

// The shape the client checks ({email}); deliberately simple, the mailbox proves the rest.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTP_LINK = /^https?:\/\/[^\s/?#]+\.[^\s]+$/i;

const hasText = (value: string | null | undefined) => !!value && value.trim().length > 0;

/** Jobs without an application_url take applications by e-mail ("email_forwarding"). */
export const isEmailJob = (job: Pick<JobFacts, 'application_url'>) => !hasText(job.application_url);

/** Readiness is waived when the job or its company states application conditions. */
export const readinessWaived = (job: JobFacts, company: CompanyFacts) => hasText(job.application_conditions) || hasText(company.application_conditions);

/** Readiness (what a complete application has), field by field. */
export function readinessErrors(applicant: Pick<ApplicantFacts, 'name' | 'email' | 'url' | 'message'>, job: JobFacts, company: CompanyFacts, resume: ResumeRule): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  // The e-mail is where the employer answers and the receipt goes: never waived.
  if (applicant.email.length < 4) add('email', MESSAGES.emailTooShort);
  if (!EMAIL_SHAPE.test(applicant.email)) add('email', MESSAGES.emailShape);
  if (readinessWaived(job, company)) return errors;

  if (applicant.name.trim().length <= 3) add('name', MESSAGES.nameTooShort);
  // A field left empty is asked for, not measured: "is required" says what to do.
  if (isEmailJob(job)) {
    const message = (applicant.message ?? '').trim();
    if (!message) add('message', REQUIRED_MESSAGE);
    else if (message.length < 20) add('message', MESSAGES.messageTooShort);
    if (resume.collected && !resume.provided) add('resume', MESSAGES.resumeRequired);
  } else {
    const url = (applicant.url ?? '').trim();
    if (!url) add('url', REQUIRED_MESSAGE);
    else {
      if (url.length < 4) add('url', MESSAGES.urlTooShort);
      if (!HTTP_LINK.test(url)) add('url', MESSAGES.urlShape);
    }
  }
  return errors;
}

/** The strictness rules (eligibility) apply only when spam_strictness is set and not low. */
const isStrict = (company: CompanyFacts) => !!company.spam_strictness && company.spam_strictness !== 'spam_strictness_low';

export const isTestApplicant = (applicant: Pick<ApplicantFacts, 'name'>) => applicant.name.toLowerCase().includes(TEST_APPLICANT_MARKER);

/**
 * Japanese level and residence, for companies stricter than low: the applicant's Japanese is at
 * least the job's, and a japan-only job takes applicants whose location is one of
 * `japanLocationIds` (every location in Japan: `locationsInJapan` in @shigoto/db/locations).
 */
export function eligibilityErrors(applicant: ApplicantFacts, job: JobFacts, company: CompanyFacts, japanLocationIds: ReadonlySet<number>): FieldErrors {
  if (!isStrict(company) || isTestApplicant(applicant)) return {};
  const errors: FieldErrors = {};
  const required = job.japanese_level_enum ? JAPANESE_RANKS[job.japanese_level_enum] : undefined;
  if (required !== undefined && (JAPANESE_RANKS[applicant.japanese_level_enum] ?? 0) < required) {
    errors.japanese_level_enum = [MESSAGES.japaneseRequired(JAPANESE_LEVEL_LABELS[job.japanese_level_enum!]!)];
  }
  if (job.candidate_location === 'japan_only' && !japanLocationIds.has(applicant.location_id)) {
    errors.location_id = [MESSAGES.residentOfJapan];
  }
  return errors;
}

/**
 * Every error that refuses an applicant for a job, keyed by field: readiness always; eligibility
 * once the location and Japanese level are given, unless the seeker chose to continue anyway
 * after being told (the application is then recorded as possible spam, see isPossibleSpam).
 */
export function applicantErrors(
  applicant: Omit<ApplicantFacts, 'location_id' | 'japanese_level_enum'> & { location_id: number | null; japanese_level_enum: ApplicantJapaneseLevel | null },
  job: JobFacts,
  company: CompanyFacts,
  resume: ResumeRule,
  japanLocationIds: ReadonlySet<number>,
  { continueAnyway = false }: { continueAnyway?: boolean } = {},
): FieldErrors {
  const readiness = readinessErrors(applicant, job, company, resume);
  const { location_id, japanese_level_enum } = applicant;
  if (continueAnyway || location_id === null || japanese_level_enum === null) return readiness;
  return mergeErrors(readiness, eligibilityErrors({ ...applicant, location_id, japanese_level_enum }, job, company, japanLocationIds));
}

/**
 * An application recorded although the seeker is not eligible (they continued anyway) is flagged
 * possible spam in the employer's view. Recorded applications are otherwise eligible, so the flag
 * is the eligibility rule itself, evaluated when the employer's copy is made.
 */
export function isPossibleSpam(applicant: ApplicantFacts, job: JobFacts, company: CompanyFacts, japanLocationIds: ReadonlySet<number>): boolean {
  return Object.keys(eligibilityErrors(applicant, job, company, japanLocationIds)).length > 0;
}

export function mergeErrors(...sets: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const set of sets) for (const [field, messages] of Object.entries(set)) (merged[field] ??= []).push(...messages);
  return merged;
}
