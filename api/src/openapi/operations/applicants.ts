import type { Operation } from '../operation.js';
import type { Schema } from '../schemas.js';

const resource = (type: string, attributes: string[]): Schema => ({
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: { id: { type: 'string' }, type: { const: type }, attributes: { type: 'object', required: attributes } },
});
const withContinue = (data: Schema): Schema => ({
  type: 'object',
  required: ['data', 'meta'],
  properties: {
    data,
    meta: { type: 'object', required: ['redirect_url'], properties: { redirect_url: { type: ['string', 'null'], description: 'Where Continue leads: the job redirect link when the company asks for one, else the application link with source=shigoto; null for applications by e-mail' } } },
  },
});
const RESUME: Schema = { type: 'string', format: 'binary', description: 'PDF or DOCX, up to 5MB' };
const APPLICANT_FIELDS = ['job_id', 'company_id', 'name', 'email', 'signup', 'url', 'message', 'location_id', 'japanese_level_enum', 'continue_anyway', 'use_saved_resume'];
const applicantForm: Schema = {
  type: 'object',
  required: ['applicant[job_id]', 'applicant[name]', 'applicant[email]', 'applicant[location_id]', 'applicant[japanese_level_enum]'],
  properties: { ...Object.fromEntries(APPLICANT_FIELDS.map((field) => [`applicant[${field}]`, { type: 'string' }])), resume: RESUME },
};
const applicant = withContinue(resource('applicant', ['job_id', 'company_id', 'name', 'email', 'location_id', 'japanese_level_enum']));

export const applicantOperations: Operation[] = [
  {
    method: 'post',
    path: '/applicant_validations',
    summary: 'Checks an application without saving it (422: errors keyed by field, each a list of messages)',
    ok: { type: 'object', required: ['valid'], properties: { valid: { const: true } } },
    params: ['lang'],
  },
  {
    method: 'post',
    path: '/applicants',
    summary: 'Applies to a job (ab_tests: split-test assignments; applicant.continue_anyway: apply although the eligibility rules refuse, flagged possible spam). Idempotency-Key header or the same job, e-mail and message: a retry answers 200 with the same applicant',
    ok: applicant,
    status: 201,
    params: ['lang'],
  },
  {
    method: 'post',
    path: '/system_applicants',
    summary:
      'Applies with a resume: multipart/form-data with applicant[…] fields and a resume file (PDF or DOCX, up to 5MB; required for jobs taking applications by e-mail). A signed-in seeker may send applicant[use_saved_resume]=true instead of a file to apply with the resume saved in their account; a sent file always wins',
    ok: applicant,
    status: 201,
    params: ['lang'],
    form: applicantForm,
  },
  {
    method: 'post',
    path: '/user_resumes',
    summary: 'Stores the signed-in seeker’s resume: multipart/form-data with a resume file (PDF or DOCX, up to 5MB)',
    ok: { type: 'object', required: ['data'], properties: { data: resource('resume', ['name', 'size', 'content_type']) } },
    status: 201,
    signedIn: true,
    form: { type: 'object', required: ['resume'], properties: { resume: RESUME } },
  },
  {
    method: 'post',
    path: '/job_applications',
    summary: 'Applies with the signed-in seeker’s profile and stored resume; once per job (a repeat answers 200 with the first)',
    ok: withContinue(resource('job_application', ['job_id', 'applicant_id'])),
    status: 201,
    params: ['lang'],
    signedIn: true,
  },
];
