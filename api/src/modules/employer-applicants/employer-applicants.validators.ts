import { body, param, query } from 'express-validator';
import { APPLICANT_USER_STATES } from '@shigoto/db/enums';
import { langParam, pageParams, sortParam, textQuery } from '../../lib/http/validators.js';
import { APPLICANT_FILTERS, APPLICANT_SORTS, BULK_LIMIT } from './employer-applicants.service.js';
import { REQUIRED_MESSAGE } from '../../lib/errors/index.js';

const id = param('id').isInt({ min: 1 }).withMessage('must be an applicant id').toInt();
const jobFilter = query('filter.job_id').optional().isInt({ min: 1 }).withMessage('must be a job id').toInt();

export const listValidators = [
  query('filter.state').optional().isIn(APPLICANT_FILTERS).withMessage(`must be one of: ${APPLICANT_FILTERS.join(', ')}`),
  jobFilter,
  sortParam(APPLICANT_SORTS),
  ...pageParams(),
];
export const searchValidators = [...listValidators, textQuery()];
export const submissionsValidators = [jobFilter, ...pageParams()];
export const showValidators = [id, ...langParam()];
export const fileValidators = [id, param('fileId').optional().isInt({ min: 1 }).withMessage('must be a file id').toInt()];

const changes = (wrapper: string) => [
  body(`${wrapper}.user_state`).optional().isIn(APPLICANT_USER_STATES).withMessage(`must be one of: ${APPLICANT_USER_STATES.join(', ')}`),
  body(`${wrapper}.is_user_starred`).optional().isBoolean({ strict: true }).withMessage('must be true or false'),
];
export const updateValidators = [
  id,
  ...langParam(),
  body('email_applicant').isObject().withMessage(REQUIRED_MESSAGE),
  ...changes('email_applicant'),
  body('email_applicant.tags').optional().isArray({ max: 10 }).withMessage('must be a list of at most 10 tags'),
  body('email_applicant.tags.*').isString().withMessage('must be text').bail().trim().isLength({ min: 1, max: 40 }).withMessage('must be 1 to 40 characters'),
];
export const bulkUpdateValidators = [
  body('ids').isArray({ min: 1, max: BULK_LIMIT }).withMessage(`must list 1 to ${BULK_LIMIT} applicant ids`),
  body('ids.*').isInt({ min: 1 }).withMessage('must be applicant ids').toInt(),
  body('email_applicant').isObject().withMessage(REQUIRED_MESSAGE),
  ...changes('email_applicant'),
];
