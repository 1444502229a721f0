import { body, type ValidationChain } from 'express-validator';
import {
  APPLICATION_TYPES,
  CANDIDATE_LOCATIONS,
  EMPLOYMENT_TYPES,
  ENGLISH_LEVELS,
  JAPANESE_LEVELS,
  REMOTE_LEVELS,
  SENIORITY_LEVELS,
  YES_NO,
} from '@shigoto/db/enums';
import { REQUIRED_MESSAGE } from '../../lib/errors/index.js';
import { httpUrl } from '../../lib/http/validators.js';
import type { JobForm } from '../job-lifecycle/job-form.js';

export const SALARY_ORDER_MESSAGE = 'must be at least the minimum salary';

/** The value at a dotted path of a request body (`job.salary_min`), if there is one. */
const valueAt = (body: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), body);

/**
 * The job form's fields, each at the path `pathOf` gives it (`job.title` for a wrapped form), or
 * only those named. `memo` is admin only: it is not declared here, so a public request cannot set it.
 */
export function formFields(pathOf: (field: keyof JobForm) => string, only?: readonly (keyof JobForm)[]) {
  const field = (name: keyof JobForm) => body(pathOf(name)).optional({ values: 'null' });
  const oneOf = (name: keyof JobForm, values: readonly string[]) => field(name).isIn(values).withMessage(`must be one of: ${values.join(', ')}`);
  const yen = (name: keyof JobForm) => field(name).isInt({ min: 0, max: 200_000_000 }).withMessage('must be a yearly amount in JPY').toInt();
  const chains: Record<keyof JobForm, ValidationChain[]> = {
    import_url: [httpUrl(pathOf('import_url')).optional({ values: 'null' })],
    title: [field('title').isString().trim().isLength({ min: 3, max: 200 }).withMessage('must be 3 to 200 characters')],
    category: [field('category').isInt({ min: 1 }).withMessage('must be a category').toInt()],
    subcategory: [field('subcategory').isInt({ min: 1 }).withMessage('must be a subcategory').toInt()],
    employment_type: [oneOf('employment_type', EMPLOYMENT_TYPES)],
    salary_min: [yen('salary_min')],
    // A range reads low to high: the form's maximum is never below its minimum (both sent).
    salary_max: [
      yen('salary_max')
        .bail()
        .custom((max: number, { req }) => {
          const min = Number(valueAt(req.body, pathOf('salary_min')));
          return !min || max >= min;
        })
        .withMessage(SALARY_ORDER_MESSAGE),
    ],
    seniority_level: [oneOf('seniority_level', SENIORITY_LEVELS)],
    english_level: [oneOf('english_level', ENGLISH_LEVELS)],
    japanese_level: [oneOf('japanese_level', JAPANESE_LEVELS)],
    location: [field('location').isString().trim().isLength({ min: 1, max: 120 })],
    remote_level: [oneOf('remote_level', REMOTE_LEVELS)],
    candidate_location: [oneOf('candidate_location', CANDIDATE_LOCATIONS)],
    skills: [field('skills').isArray({ max: 30 }).withMessage('must be a list of skills'), body(`${pathOf('skills')}.*`).isString().isLength({ max: 120 })],
    sponsors_visas: [oneOf('sponsors_visas', YES_NO)],
    raw_content: [field('raw_content').isString().isLength({ min: 1, max: 50_000 }).withMessage('must be at most 50,000 characters')],
    application_type: [oneOf('application_type', APPLICATION_TYPES)],
    application_url: [httpUrl(pathOf('application_url')).optional({ values: 'null' })],
    application_email: [field('application_email').isEmail().withMessage('must be an e-mail address')],
    company_id: [field('company_id').isInt({ min: 1 }).toInt()],
    submitter_email: [field('submitter_email').isString().trim().toLowerCase().isEmail().withMessage('must be an e-mail address')],
    new_company_name: [field('new_company_name').isString().trim().isLength({ min: 2, max: 200 })],
  };
  return (only ?? (Object.keys(chains) as (keyof JobForm)[])).flatMap((name) => chains[name]);
}

/** The form sent wrapped, as `{job: {…}}`. */
export const jobFormValidators = (wrapper: string) => [
  body(wrapper).isObject().withMessage(REQUIRED_MESSAGE),
  ...formFields((field) => `${wrapper}.${field}`),
];
export const jobDraftValidators = jobFormValidators('job_draft');
export const jobValidators = [...jobFormValidators('job'), body('auth_code').optional().isString().isLength({ max: 64 })];
// Only the shape is checked here (any http(s) URL): which hosts may be read is decided by the
// SSRF-safe fetch, which answers every unreachable or private target with the same message.
export const importValidators = [httpUrl('job_import.url', 1000, { anyHost: true })];
export const generatedSkillsValidators = [body('raw_content').isString().withMessage(REQUIRED_MESSAGE).isLength({ max: 50_000 })];
