import { body, param, query } from 'express-validator';
import { pageParams } from '../../lib/http/validators.js';
import { jobFormValidators } from '../job-submissions/job-submissions.validators.js';
import { EMPLOYER_JOB_FILTERS } from '../job-lifecycle/job-lifecycle.rules.js';
import { REQUIRED_MESSAGE } from '../../lib/errors/index.js';

const slugParam = param('slug').isString().isLength({ min: 1, max: 220 });

export const listValidators = [
  query('filter.status').optional().isIn(EMPLOYER_JOB_FILTERS).withMessage(`must be one of: ${EMPLOYER_JOB_FILTERS.join(', ')}`),
  ...pageParams(),
];
export const showValidators = [slugParam];
/** The job form (memo, company and submitter fields are not the employer's to set). */
export const createValidators = jobFormValidators('job');
export const updateValidators = [slugParam, ...createValidators];
export const publishValidators = [body('slug').isString().withMessage(REQUIRED_MESSAGE).isLength({ min: 1, max: 220 })];
export const closeValidators = [slugParam];
