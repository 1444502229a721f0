import { body, query } from 'express-validator';
import { CONTRACT_LANGUAGES, EMPLOYMENT_STATUSES, EXPERIENCE_KINDS, LANGUAGES, PLANS, PLAN_TERMS, SALARY, TRACKING_EVENT_TYPES } from '@shigoto/db/enums';
import { emailMatchesHomepage, FREE_MAIL_MESSAGE, isFreeMail } from '../../lib/email-domains.js';
import { REQUIRED_MESSAGE } from '../../lib/errors/index.js';
import { httpUrl, oneOfMessage, requiredText } from '../../lib/http/validators.js';

/** Payloads come wrapped in the form's name ({feedback: {…}}); errors name the inner field. */

export const EMAIL_MESSAGE = 'is not a valid e-mail address';
export const COMPANY_ID_MESSAGE = 'must be a company id';
export const BOOLEAN_MESSAGE = 'must be true or false';
export const REVIEW_BODY_MIN = 30;
export const REVIEW_BODY_MESSAGE = `must be at least ${REVIEW_BODY_MIN} characters`;
export const RATING_MESSAGE = 'must be a whole number from 1 to 5';
export const ANSWERS_MAX_KEYS = 30;
export const ANSWERS_MESSAGE = `must be an object of at most ${ANSWERS_MAX_KEYS} text answers`;
export const SALARY_ORDER_MESSAGE = 'must not be less than the minimum salary';
/** The company form lists only companies paying full-time software engineers at least ¥5,000,000 a year (checked on salary_max). */
export const SALARY_FLOOR_MESSAGE = `must be at least ¥${SALARY.submissionFloor.toLocaleString('en-US')} per year: we only list companies paying full-time software engineers ¥${SALARY.submissionFloor.toLocaleString('en-US')} or more`;
export const COMPANY_DOMAIN_MESSAGE = "must use the company's own domain (the one of its homepage)";

const maxMessage = (max: number) => `must be at most ${max} characters`;

const optionalText = (path: string, max: number) =>
  body(path).optional({ values: 'null' }).isString().withMessage(maxMessage(max)).bail().trim().isLength({ max }).withMessage(maxMessage(max));
const requiredEmail = (path: string) =>
  body(path).isString().withMessage(REQUIRED_MESSAGE).bail().trim().toLowerCase().isEmail().withMessage(EMAIL_MESSAGE).bail().isLength({ max: 254 }).withMessage(EMAIL_MESSAGE);
const optionalEmail = (path: string) =>
  body(path).optional({ values: 'falsy' }).isString().withMessage(EMAIL_MESSAGE).bail().trim().toLowerCase().isEmail().withMessage(EMAIL_MESSAGE).bail().isLength({ max: 254 }).withMessage(EMAIL_MESSAGE);
const optionalUrl = (path: string, maxLength?: number) => httpUrl(path, maxLength).optional({ values: 'falsy' });
const companyId = (path: string) => body(path).isInt({ min: 1 }).withMessage(COMPANY_ID_MESSAGE).toInt();
const optionalCompanyId = (path: string) => companyId(path).optional({ values: 'null' });
const optionalBoolean = (path: string) => body(path).optional({ values: 'null' }).isBoolean({ strict: true }).withMessage(BOOLEAN_MESSAGE).bail().toBoolean(true);
const requiredOneOf = (path: string, values: readonly string[]) => body(path).isIn(values).withMessage(oneOfMessage(values));
const optionalSalary = (path: string) => body(path).optional({ values: 'null' }).isInt({ min: 0, max: 1_000_000_000 }).withMessage('must be a whole number of yen per year').toInt();
/** A flat object of short text values (experience answers, split-test assignments). */
const textMap = (path: string, maxKeys: number, message: string) =>
  body(path)
    .optional({ values: 'null' })
    .custom(
      (value: unknown) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.keys(value).length <= maxKeys &&
        Object.entries(value).every(([key, answer]) => key.length <= 100 && typeof answer === 'string' && answer.length <= 5000),
    )
    .withMessage(message);

export const feedbackValidators = [
  optionalCompanyId('feedback.company_id'),
  optionalEmail('feedback.email'),
  requiredText('feedback.body', { max: 5000 }),
  optionalUrl('feedback.page_url'),
];

export const leadValidators = [
  requiredEmail('lead.email'),
  optionalBoolean('lead.include_tech_jobs'),
  optionalBoolean('lead.include_non_tech_jobs'),
  body('lead.language').optional({ values: 'null' }).isIn(LANGUAGES).withMessage(oneOfMessage(LANGUAGES)),
  optionalText('lead.source', 120),
  query('lang').optional().isIn(LANGUAGES),
];

export const companyLeadValidators = [
  requiredText('company_lead.name', { max: 200 }),
  requiredText('company_lead.company_name', { max: 200 }),
  requiredEmail('company_lead.email'),
  optionalText('company_lead.job_title', 200),
  optionalUrl('company_lead.example_job_url'),
  optionalText('company_lead.diversity_info', 5000),
];

export const contractRequestValidators = [
  // The contract goes to the company: its own domain, never a free-mail address.
  requiredEmail('contract_request.email').bail().custom((email: string) => !isFreeMail(email)).withMessage(FREE_MAIL_MESSAGE),
  requiredOneOf('contract_request.contract_language', CONTRACT_LANGUAGES),
  requiredOneOf('contract_request.plan', PLANS),
  requiredOneOf('contract_request.term', PLAN_TERMS),
  optionalCompanyId('contract_request.company_id'),
];

export const nowHiringReportValidators = [
  optionalCompanyId('now_hiring_report.company_id'),
  optionalText('now_hiring_report.company_name', 200),
  optionalEmail('now_hiring_report.email'),
  optionalUrl('now_hiring_report.url'),
  optionalText('now_hiring_report.message', 5000),
];

export const companyReviewValidators = [
  companyId('company_review.company_id'),
  requiredText('company_review.title', { max: 200 }),
  requiredText('company_review.body', { max: 10_000 }).bail().isLength({ min: REVIEW_BODY_MIN }).withMessage(REVIEW_BODY_MESSAGE),
  body('company_review.rating').isInt({ min: 1, max: 5 }).withMessage(RATING_MESSAGE).toInt(),
  optionalText('company_review.pros', 5000),
  optionalText('company_review.cons', 5000),
  body('company_review.employment_status').optional({ values: 'null' }).isIn(EMPLOYMENT_STATUSES).withMessage(oneOfMessage(EMPLOYMENT_STATUSES)),
  optionalEmail('company_review.email'),
];

export const companyExperienceValidators = [
  companyId('company_experience.company_id'),
  requiredOneOf('company_experience.kind', EXPERIENCE_KINDS),
  requiredText('company_experience.body', { max: 10_000 }),
  textMap('company_experience.answers', ANSWERS_MAX_KEYS, ANSWERS_MESSAGE),
  optionalEmail('company_experience.email'),
];

const submission = (field: string) => `company_submission.${field}`;
export const companySubmissionValidators = [
  requiredText(submission('company_name'), { max: 200 }),
  requiredText(submission('submitter_name'), { max: 200 }),
  // The company e-mail must use the company's official domain: no free mail, and the homepage's
  // domain when one is given.
  requiredEmail(submission('email'))
    .bail()
    .custom((email: string) => !isFreeMail(email))
    .withMessage(FREE_MAIL_MESSAGE)
    .bail()
    .custom((email: string, { req }) => emailMatchesHomepage(email, String((req.body as { company_submission?: { homepage_url?: unknown } }).company_submission?.homepage_url ?? '')))
    .withMessage(COMPANY_DOMAIN_MESSAGE),
  optionalText(submission('submitter_role'), 200),
  body(submission('employee_count')).optional({ values: 'null' }).isInt({ min: 1, max: 10_000_000 }).withMessage('must be a whole number of at least 1').toInt(),
  optionalText(submission('description'), 10_000),
  optionalSalary(submission('salary_min')),
  optionalSalary(submission('salary_max'))
    .bail()
    .custom((max: number) => max >= SALARY.submissionFloor)
    .withMessage(SALARY_FLOOR_MESSAGE)
    .bail()
    .custom((max: number, { req }) => {
      const min = Number((req.body as { company_submission: { salary_min?: unknown } }).company_submission.salary_min);
      return !Number.isInteger(min) || max >= min;
    })
    .withMessage(SALARY_ORDER_MESSAGE),
  optionalUrl(submission('homepage_url'), 500),
  optionalText(submission('primary_language'), 60),
  optionalText(submission('japanese_language_policy'), 5000),
  optionalText(submission('remote_work_policy'), 5000),
  optionalText(submission('visa_policy'), 5000),
  optionalText(submission('hq_location'), 200),
];

export const trackingValidators = [
  requiredOneOf('data.type', TRACKING_EVENT_TYPES),
  optionalText('data.origin', 120),
  // The site's own page, wherever it is served (localhost in development).
  httpUrl('data.page_location', 1000, { anyHost: true }).optional({ values: 'falsy' }),
  optionalText('data.email', 254),
  optionalBoolean('data.exit_intent'),
  optionalBoolean('data.beta'),
  textMap('data.ab_tests', 20, 'must be an object of at most 20 test names and variants'),
  optionalText('data.utm.source', 120),
  optionalText('data.utm.medium', 120),
  optionalText('data.utm.campaign', 120),
  optionalText('data.fbclid', 255),
  optionalText('data.twclid', 255),
];

