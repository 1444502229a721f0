import { body, query } from 'express-validator';
import { APPLICANT_JAPANESE_LEVELS, LANGUAGES } from '@shigoto/db/enums';
import { REQUIRED_MESSAGE } from '../../lib/errors/index.js';
import { httpUrl, requiredText } from '../../lib/http/validators.js';

/**
 * Shapes only: the rules that depend on the job (readiness, eligibility) live in eligibility.ts
 * and run in the service, so every applicant call answers them the same way.
 */
const optionalText = (path: string, max: number) =>
  body(path).optional({ values: 'null' }).isString().withMessage('must be text').bail().trim().isLength({ max }).withMessage(`must be at most ${max} characters`);
const id = (path: string) => body(path).isInt({ min: 1, allow_leading_zeroes: false }).withMessage(REQUIRED_MESSAGE).bail().toInt();

const AB_TESTS_MAX = 20;
/** POST applicants carries the seeker's active split-test assignments ({test: variant}). */
const abTests = body('ab_tests')
  .optional({ values: 'null' })
  .custom(
    (value) =>
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.keys(value).length <= AB_TESTS_MAX &&
      Object.entries(value).every(([name, variant]) => name.length <= 60 && typeof variant === 'string' && variant.length <= 60),
  )
  .withMessage(`must map at most ${AB_TESTS_MAX} test names to variants`);

/** ?lang=jp answers and sends the receipt in Japanese. */
export const languageValidator = query('lang').optional().isIn(LANGUAGES).withMessage('must be en or jp');

/** The apply form's fields under the {applicant} wrapper. */
export const applicantValidators = [
  id('applicant.job_id'),
  body('applicant.company_id').optional({ values: 'null' }).isInt({ min: 1 }).withMessage('must be a company id').bail().toInt(),
  requiredText('applicant.name', { max: 200 }),
  requiredText('applicant.email', { max: 254 }).bail().toLowerCase(),
  body('applicant.signup').optional({ values: 'null' }).isBoolean({ loose: false }).withMessage('must be true or false').bail().toBoolean(true),
  httpUrl('applicant.url').optional({ values: 'falsy' }),
  optionalText('applicant.message', 10_000),
  id('applicant.location_id'),
  body('applicant.japanese_level_enum').isIn(APPLICANT_JAPANESE_LEVELS).withMessage(REQUIRED_MESSAGE),
  // The seeker was told they are not eligible and applies anyway (see applicantErrors).
  body('applicant.continue_anyway').optional({ values: 'null' }).isBoolean({ loose: false }).withMessage('must be true or false').bail().toBoolean(true),
  languageValidator,
];

export const submitApplicantValidators = [...applicantValidators, abTests];

/** system_applicants also takes use_saved_resume: a signed-in seeker sends no file and applies with the resume saved in their account. */
export const systemApplicantValidators = [
  ...applicantValidators,
  body('applicant.use_saved_resume').optional({ values: 'null' }).isBoolean({ loose: false }).withMessage('must be true or false').bail().toBoolean(true),
];

export const jobApplicationValidators = [id('job_application.job_id'), optionalText('job_application.message', 10_000), languageValidator];
