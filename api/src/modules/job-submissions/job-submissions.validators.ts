import { body } from 'express-validator';
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

/**
 * The job submission form (spec §3 "Submission form fields"). `memo` is admin only: it is not
 * declared here, so a public request cannot set it.
 */
export function formFields(wrapper: string) {
  const field = (name: string) => body(`${wrapper}.${name}`).optional({ values: 'null' });
  const oneOf = (name: string, values: readonly string[]) => field(name).isIn(values).withMessage(`must be one of: ${values.join(', ')}`);
  const yen = (name: string) => field(name).isInt({ min: 0, max: 200_000_000 }).withMessage('must be a yearly amount in JPY').toInt();
  return [
    field('import_url').isURL({ protocols: ['http', 'https'], require_protocol: true }).withMessage('must be an http(s) link'),
    field('title').isString().trim().isLength({ min: 3, max: 200 }).withMessage('must be 3 to 200 characters'),
    field('category').isInt({ min: 1 }).withMessage('must be a category').toInt(),
    field('subcategory').isInt({ min: 1 }).withMessage('must be a subcategory').toInt(),
    oneOf('employment_type', EMPLOYMENT_TYPES),
    yen('salary_min'),
    yen('salary_max'),
    oneOf('seniority_level', SENIORITY_LEVELS),
    oneOf('english_level', ENGLISH_LEVELS),
    oneOf('japanese_level', JAPANESE_LEVELS),
    field('location').isString().trim().isLength({ min: 1, max: 120 }),
    oneOf('remote_level', REMOTE_LEVELS),
    oneOf('candidate_location', CANDIDATE_LOCATIONS),
    field('skills').isArray({ max: 30 }).withMessage('must be a list of skills'),
    field('skills.*').isString().isLength({ max: 120 }),
    oneOf('sponsors_visas', YES_NO),
    field('raw_content').isString().isLength({ min: 1, max: 50_000 }).withMessage('must be at most 50,000 characters'),
    oneOf('application_type', APPLICATION_TYPES),
    field('application_url').isURL({ protocols: ['http', 'https'], require_protocol: true }).withMessage('must be an http(s) link'),
    field('application_email').isEmail().withMessage('must be an e-mail address'),
    field('company_id').isInt({ min: 1 }).toInt(),
    field('submitter_email').isString().trim().toLowerCase().isEmail().withMessage('must be an e-mail address'),
    field('new_company_name').isString().trim().isLength({ min: 2, max: 200 }),
  ];
}

export const jobDraftValidators = [body('job_draft').isObject().withMessage(REQUIRED_MESSAGE), ...formFields('job_draft')];
export const jobValidators = [body('job').isObject().withMessage(REQUIRED_MESSAGE), ...formFields('job'), body('auth_code').optional().isString().isLength({ max: 64 })];
export const importValidators = [body('job_import.url').isURL({ protocols: ['http', 'https'], require_protocol: true }).withMessage('must be an http(s) link')];
export const generatedSkillsValidators = [body('raw_content').isString().withMessage(REQUIRED_MESSAGE).isLength({ max: 50_000 })];
