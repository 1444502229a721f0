// The product's one vocabulary: form options, states, plans and fixed ids. Side-effect free: the
// API, the public site and the staff console all import it, so a value is spelled in exactly one place.

export const EMPLOYMENT_TYPES = ['full_time', 'contract', 'intern'] as const;
export const SENIORITY_LEVELS = ['new_grad', 'junior', 'mid_level', 'senior'] as const;
export const ENGLISH_LEVELS = ['not_required', 'conversational', 'business_level', 'fluent'] as const;
export const JAPANESE_LEVELS = ['not_required', 'conversational', 'business_level', 'fluent', 'native'] as const;
/** The applicant's own Japanese level, as the apply form offers it (its own values, not a job's). */
export const APPLICANT_JAPANESE_LEVELS = [
  'japanese_level_none',
  'japanese_level_conversational',
  'japanese_level_business_level',
  'japanese_level_fluent',
  'japanese_level_native',
] as const;
export const REMOTE_LEVELS = ['none', 'partial', 'around_office', 'full_japan', 'full_worldwide'] as const;
export const CANDIDATE_LOCATIONS = ['anywhere', 'japan_only'] as const;
export const YES_NO = ['yes', 'no'] as const;
export const APPLICATION_TYPES = ['direct_link', 'email_forwarding'] as const;
export const SPAM_STRICTNESS = ['spam_strictness_low', 'spam_strictness_medium', 'spam_strictness_high'] as const;
export const SKILL_TYPES = ['technology', 'job_type', 'category', 'subcategory', 'tool', 'language'] as const;
export const APPLICANT_USER_STATES = [
  'user_state_new',
  'user_state_good_fit',
  'user_state_maybe',
  'user_state_not_a_fit',
  'user_state_hired',
] as const;
export const HIRE_CONTRACT_TYPES = [
  'full_time_permanent',
  'fixed_term_over_12_months',
  'fixed_term_under_12_months',
  'internship',
  'other_unknown',
] as const;
export const PLANS = ['starter', 'plus', 'unlimited'] as const;
export const PLAN_TERMS = ['annual', 'six_month', 'three_month'] as const;
export const CONTRACT_LANGUAGES = ['en', 'ja'] as const;
export const JOB_APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export const BLOG_AUDIENCES = ['seeker', 'employer'] as const;
/** Where a post stands: a draft, a draft with a publication time (scheduled), or live. */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const EXPERIENCE_KINDS = ['designer', 'remote', 'general'] as const;
/** How a company's reviewer knows it (a review may leave it unsaid). */
export const EMPLOYMENT_STATUSES = ['current_employee', 'former_employee'] as const;
export const ACCOUNT_TYPES = ['user', 'employer', 'staff'] as const;
export const STAFF_ROLES = ['admin', 'editor'] as const;
/** What the audit log records changes to; an entry's action starts with its subject type ('job.approve'). */
export const AUDIT_SUBJECT_TYPES = [
  'job',
  'company',
  'company_contract',
  'contract_request',
  'hiring_report',
  'email_applicant',
  'employer',
  'user',
  'staff_user',
  'company_review',
  'company_experience',
  'company_submission',
  'company_lead',
  'now_hiring_report',
  'feedback',
  'lead',
  'blog_post',
  'blog_tag',
  'newsletter',
  'media',
  'outbound_email',
  'skill',
  'location',
] as const;
export const TRACKING_EVENT_TYPES = [
  'JOB_APPLICATION_CLICK',
  'APPLICANT_DATA_SUBMISSION',
  'LEAD_SUBMISSION',
  'PAGE_VIEW',
  'MODAL_VIEW',
  'MODAL_CLOSE',
  'SOCIAL_BUTTON_CLICK',
] as const;
export const COMPANY_SIZE_BANDS = ['1-10', '11-50', '51-250', '251-1000', '1000+'] as const;
export const COMPANY_FLAGS = [
  'has_active_jobs',
  'is_verified',
  'has_values',
  'is_startup',
  'is_consultancy',
  'has_in_house_product',
  'has_global_office',
  'is_b2b',
  'is_b2c',
  'has_saas',
  'has_technical_founder',
] as const;
/**
 * The company's yes/no fields staff set in the console's form: the list filters' flags except
 * has_active_jobs (it follows the jobs) and is_verified (an action of its own), and two more.
 */
export const COMPANY_FORM_FLAGS = [
  'hiring_now',
  'redirect_application_links',
  ...COMPANY_FLAGS.filter((flag): flag is Exclude<(typeof COMPANY_FLAGS)[number], 'has_active_jobs' | 'is_verified'> => flag !== 'has_active_jobs' && flag !== 'is_verified'),
] as const;
export const FILE_KINDS = ['resume', 'attachment', 'logo', 'image'] as const;
export const OUTBOUND_EMAIL_STATES = ['queued', 'sent', 'failed'] as const;
export const LANGUAGES = ['en', 'jp'] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number];
export type JapaneseLevel = (typeof JAPANESE_LEVELS)[number];
export type ApplicantJapaneseLevel = (typeof APPLICANT_JAPANESE_LEVELS)[number];
export type RemoteLevel = (typeof REMOTE_LEVELS)[number];
export type CandidateLocation = (typeof CANDIDATE_LOCATIONS)[number];
export type SpamStrictness = (typeof SPAM_STRICTNESS)[number];
export type SkillType = (typeof SKILL_TYPES)[number];
export type ApplicantUserState = (typeof APPLICANT_USER_STATES)[number];
export type HireContractType = (typeof HIRE_CONTRACT_TYPES)[number];
export type Plan = (typeof PLANS)[number];
export type PlanTerm = (typeof PLAN_TERMS)[number];
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];
export type CompanySizeBand = (typeof COMPANY_SIZE_BANDS)[number];
export type CompanyFlag = (typeof COMPANY_FLAGS)[number];
export type Language = (typeof LANGUAGES)[number];

/** Japan is location id 1; every other place in Japan hangs under it. */
export const JAPAN_LOCATION_ID = 1;

/** Ranks used for Japanese eligibility (applicant level must be at least the job's). */
export const JAPANESE_RANKS: Record<string, number> = {
  conversational: 2,
  business_level: 3,
  fluent: 4,
  native: 5,
  japanese_level_conversational: 2,
  japanese_level_business_level: 3,
  japanese_level_fluent: 4,
  japanese_level_native: 5,
};

/** Skill ids reserved for job categories; fixed, so links to a category never move. */
export const CATEGORY_SKILL_IDS = [
  359, 360, 375, 254, 255, 374, 338, 339, 357, 376, 297, 337, 345, 377, 366, 332, 367, 365, 369,
] as const;

/**
 * Categories whose jobs are non-tech (a lead's include_non_tech_jobs); every other job, with or
 * without a category, is a tech job (include_tech_jobs). Marketing, Sales, Customer Success,
 * Business Development, Other.
 */
export const NON_TECH_CATEGORY_SKILL_IDS = [376, 297, 337, 365, 369] as const;

/** A newsletter send: batches run while 'sending'; staff pause and resume it. */
export const NEWSLETTER_SEND_STATES = ['sending', 'paused', 'done'] as const;
/** One subscriber's copy: claimed before it goes out, then sent or failed (never sent again by itself). */
export const NEWSLETTER_DELIVERY_STATES = ['claimed', 'sent', 'failed'] as const;

/** Active-job limits per plan (null: unlimited). */
export const PLAN_TERM_MONTHS: Record<PlanTerm, number> = { annual: 12, six_month: 6, three_month: 3 };
/** The Unlimited annual plan takes applicants for 14 months: 12 paid, 2 free. */
export const planFreeMonths = (plan: Plan, term: PlanTerm) => (plan === 'unlimited' && term === 'annual' ? 2 : 0);
export const PLAN_ACTIVE_JOB_LIMITS: Record<Plan, number | null> = { starter: 2, plus: 4, unlimited: null };

/** Salary floors and filter bands, JPY per year. */
export const SALARY = {
  juniorFloor: 4_000_000,
  experiencedFloor: 6_000_000,
  submissionFloor: 5_000_000,
  filterBands: [6_000_000, 8_000_000, 10_000_000],
} as const;

/**
 * The values each job filter takes where they are a closed list, in the site's URLs and the API's
 * queries alike (the other filters take slugs). A value not listed matches nothing.
 */
export const JOB_FILTER_VALUES = {
  remote_level: REMOTE_LEVELS,
  japanese_level: JAPANESE_LEVELS,
  japanese_level_max: JAPANESE_LEVELS,
  english_level: ENGLISH_LEVELS,
  seniority_level: SENIORITY_LEVELS,
  employment_type: EMPLOYMENT_TYPES,
  candidate_location: CANDIDATE_LOCATIONS,
  sponsors_visas: YES_NO,
  is_internship: ['true', 'false'],
  salary_over: SALARY.filterBands.map(String),
} as const;

/** Whether a salary field states an offer: a zero (or negative) salary is an unfilled form field, not an offer. */
export function isStatedSalary(yen: number | null | undefined): yen is number {
  return typeof yen === 'number' && Number.isFinite(yen) && yen > 0;
}

/** What a job needs before it can be previewed or submitted: the API refuses without them, the job form marks them. */
export const JOB_REQUIRED_FIELDS = [
  'title',
  'category',
  'employment_type',
  'english_level',
  'japanese_level',
  'location',
  'remote_level',
  'candidate_location',
  'sponsors_visas',
  'raw_content',
] as const;

/**
 * The field a job's applications arrive through, which the job then needs: the link to apply at,
 * or the address that receives them. A form that names no way (the public submission form) needs
 * the address unless it gives a link.
 */
export function applicationField(form: { application_type?: string; application_url?: string }): 'application_url' | 'application_email' {
  if (form.application_type === 'direct_link') return 'application_url';
  if (form.application_type === 'email_forwarding') return 'application_email';
  return form.application_url ? 'application_url' : 'application_email';
}

/** The API's refusal of a sign-up whose e-mail address an account already uses; the sign-up screens then offer signing in or a password reset. */
export const EMAIL_TAKEN_MESSAGE = 'has already been taken';

export const NEWLY_PUBLISHED_DAYS = 14;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** A hire is reported within 5 days of the start (the Japanese copy says business days). */
export const HIRE_REPORT_DAYS = 5;

/** A hire report is late when it comes more than HIRE_REPORT_DAYS days after the start day (the start day itself not counted). */
export const isLateHireReport = (startDate: string, reportedAt: Date) => reportedAt.getTime() - Date.parse(`${startDate}T00:00:00Z`) > (HIRE_REPORT_DAYS + 1) * 86_400_000;

export function companySizeBand(employeeCount: number | null | undefined): CompanySizeBand | null {
  if (employeeCount == null) return null;
  if (employeeCount <= 10) return '1-10';
  if (employeeCount <= 50) return '11-50';
  if (employeeCount <= 250) return '51-250';
  if (employeeCount <= 1000) return '251-1000';
  return '1000+';
}

/** Employee-count range of a size band, for filtering in SQL. */
export const COMPANY_SIZE_RANGES: Record<CompanySizeBand, [number, number]> = {
  '1-10': [1, 10],
  '11-50': [11, 50],
  '51-250': [51, 250],
  '251-1000': [251, 1000],
  '1000+': [1001, 10_000_000],
};
