import { body } from 'express-validator';
import { APPLICANT_JAPANESE_LEVELS, LANGUAGES } from '@shigoto/db/enums';
import { FREE_MAIL_MESSAGE, isFreeMail } from '../../lib/email-domains.js';
import { REQUIRED_MESSAGE } from '../../lib/errors/index.js';
import { httpUrl, requiredText } from '../../lib/http/validators.js';

/** Payloads come wrapped, as the site's API client sends them: {user: {…}}. Errors name the inner field. */
const email = (path = 'user.email') =>
  body(path).isString().withMessage(REQUIRED_MESSAGE).bail().trim().notEmpty().withMessage(REQUIRED_MESSAGE).bail().toLowerCase().isEmail().withMessage('is not a valid e-mail address').isLength({ max: 254 });
const password = (path = 'user.password') =>
  body(path).isString().withMessage(REQUIRED_MESSAGE).bail().isLength({ min: 8, max: 200 }).withMessage('must be 8 to 200 characters');
const optionalText = (path: string, max: number) => body(path).optional({ values: 'null' }).isString().trim().isLength({ max }).withMessage(`must be at most ${max} characters`);
const language = body('user.language').optional().isIn(LANGUAGES).withMessage('must be en or jp');

export const signUpValidators = [email(), password(), optionalText('user.name', 200), language];
export const signInValidators = [email(), body('user.password').isString().isLength({ min: 1, max: 200 }).withMessage(REQUIRED_MESSAGE)];
/**
 * Every field's problem at once: a company e-mail (never a free-mail address), a password, and the
 * company's name unless a colleague's membership code names the company.
 */
export const employerSignUpValidators = [
  email().bail().custom((address: string) => !isFreeMail(address)).withMessage(FREE_MAIL_MESSAGE),
  password(),
  optionalText('user.name', 200),
  language,
  requiredText('user.company_name', { max: 200, when: body('user.membership_code').not().exists({ values: 'falsy' }) }),
  body('user.membership_code').optional().isString().isLength({ min: 8, max: 64 }).withMessage('is not valid'),
];
export const confirmationValidators = [body('code').isString().trim().matches(/^\d{6}$/).withMessage('must be the 6-digit code from the e-mail')];
export const resetRequestValidators = [email()];
export const resetValidators = [body('user.token').isString().isLength({ min: 20, max: 200 }).withMessage('is invalid or has expired'), password()];
const newPassword = [password('user.password').optional(), body('user.current_password').optional().isString()];
export const employerProfileValidators = [optionalText('user.name', 200), language, ...newPassword];
export const profileValidators = [
  optionalText('user.name', 200),
  httpUrl('user.url').optional({ values: 'null' }),
  body('user.location_id').optional({ values: 'null' }).isInt({ min: 1 }).withMessage('must be a location id').toInt(),
  body('user.japanese_level_enum').optional({ values: 'null' }).isIn(APPLICANT_JAPANESE_LEVELS).withMessage('is not a Japanese level'),
  language,
  ...newPassword,
];
