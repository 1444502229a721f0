import type { Operation } from '../operation.js';
import { object, one, type Schema } from '../schemas.js';

const withContinue = (data: string): Schema =>
  one(data, {
    meta: object({
      redirect_url: {
        type: ['string', 'null'],
        description: 'Where Continue leads: the job redirect link when the company asks for one, else the application link with source=shigoto; null for applications by e-mail',
      },
    }),
  });
const RESUME: Schema = { type: 'string', format: 'binary', description: 'PDF or DOCX, up to 5MB' };
const APPLICANT_FIELDS = ['job_id', 'company_id', 'name', 'email', 'signup', 'url', 'message', 'location_id', 'japanese_level_enum', 'continue_anyway', 'use_saved_resume'];
const applicantForm: Schema = {
  type: 'object',
  required: ['applicant[job_id]', 'applicant[name]', 'applicant[email]', 'applicant[location_id]', 'applicant[japanese_level_enum]'],
  properties: { ...Object.fromEntries(APPLICANT_FIELDS.map((field) => [`applicant[${field}]`, { type: 'string' }])), resume: RESUME },
};
const TOO_LARGE = { 413: 'The resume is larger than 5MB' };

export const applicantOperations: Operation[] = [
  {
    operationId: 'validateApplicant',
    method: 'post',
    path: '/applicant_validations',
    summary: 'Checks an application without saving it (422: errors keyed by field, each a list of messages)',
    ok: { type: 'object', required: ['meta'], properties: { meta: object({ valid: { const: true } }) } },
    params: ['lang'],
  },
  {
    operationId: 'apply',
    method: 'post',
    path: '/applicants',
    summary:
      'Applies to a job (ab_tests: split-test assignments; applicant.continue_anyway: apply although the eligibility rules refuse, flagged possible spam). Idempotency-Key header or the same job, e-mail and message: a retry answers 200 with the same applicant',
    ok: withContinue('Applicant'),
    status: 201,
    params: ['lang'],
    also: { 200: { description: 'A retry of an application already recorded: the same applicant', schema: withContinue('Applicant') } },
  },
  {
    operationId: 'applyWithResume',
    method: 'post',
    path: '/system_applicants',
    summary:
      'Applies with a resume: multipart/form-data with applicant[…] fields and a resume file (PDF or DOCX, up to 5MB; required for jobs taking applications by e-mail). A signed-in seeker may send applicant[use_saved_resume]=true instead of a file to apply with the resume saved in their account; a sent file always wins',
    ok: withContinue('Applicant'),
    status: 201,
    params: ['lang'],
    form: applicantForm,
    also: { ...TOO_LARGE, 200: { description: 'A retry of an application already recorded: the same applicant', schema: withContinue('Applicant') } },
  },
  {
    operationId: 'saveResume',
    method: 'post',
    path: '/user_resumes',
    summary: 'Stores the signed-in seeker’s resume: multipart/form-data with a resume file (PDF or DOCX, up to 5MB)',
    ok: one('Resume'),
    status: 201,
    signedIn: true,
    form: { type: 'object', required: ['resume'], properties: { resume: RESUME } },
    also: TOO_LARGE,
  },
  {
    operationId: 'applyAsUser',
    method: 'post',
    path: '/job_applications',
    summary: 'Applies with the signed-in seeker’s profile and stored resume; once per job (a repeat answers 200 with the first)',
    ok: withContinue('JobApplication'),
    status: 201,
    params: ['lang'],
    signedIn: true,
    also: { 200: { description: 'The job was applied to before: the first application', schema: withContinue('JobApplication') } },
  },
];
