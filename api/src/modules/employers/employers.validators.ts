import { body } from 'express-validator';
import { HIRE_CONTRACT_TYPES } from '@shigoto/db/enums';
import { REQUIRED_MESSAGE } from '../../lib/errors/index.js';
import { oneOfMessage, requiredText } from '../../lib/http/validators.js';

const field = (name: string) => body(`hiring_report.${name}`);

/** A contract-length note is asked for contracts shorter than 12 months. */
export const CONTRACT_LENGTH_NOTE_MESSAGE = 'is required for contracts shorter than 12 months';

export const hireReportValidators = [
  body('hiring_report').isObject().withMessage(REQUIRED_MESSAGE),
  requiredText('hiring_report.full_name', { min: 2, max: 200 }),
  requiredText('hiring_report.position', { min: 2, max: 200 }),
  field('start_date')
    .exists({ values: 'falsy' })
    .withMessage(REQUIRED_MESSAGE)
    .bail()
    .isISO8601({ strict: true })
    .withMessage('must be a date (YYYY-MM-DD)')
    .bail()
    .matches(/^\d{4}-\d{2}-\d{2}$/)
    .withMessage('must be a date (YYYY-MM-DD)'),
  field('contract_type').exists({ values: 'falsy' }).withMessage(REQUIRED_MESSAGE).bail().isIn(HIRE_CONTRACT_TYPES).withMessage(oneOfMessage(HIRE_CONTRACT_TYPES)),
  field('contract_length_note')
    .if(body('hiring_report.contract_type').equals('fixed_term_under_12_months'))
    .isString()
    .withMessage(CONTRACT_LENGTH_NOTE_MESSAGE)
    .bail()
    .trim()
    .notEmpty()
    .withMessage(CONTRACT_LENGTH_NOTE_MESSAGE),
  field('contract_length_note').optional({ values: 'null' }).isString().trim().isLength({ max: 2000 }).withMessage('is too long'),
  field('other_info').optional({ values: 'null' }).isString().trim().isLength({ max: 5000 }).withMessage('is too long'),
  field('job_id').optional({ values: 'null' }).isInt({ min: 1 }).withMessage('must be a job id').toInt(),
  field('email_applicant_id').optional({ values: 'null' }).isInt({ min: 1 }).withMessage('must be an applicant id').toInt(),
];
