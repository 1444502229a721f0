import type { Operation } from '../operation.js';
import type { Schema } from '../schemas.js';

const resource = (type: string, attributes: string[]): Schema => ({
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: { id: { type: 'string' }, type: { const: type }, attributes: { type: 'object', required: attributes } },
});
const EMPLOYER_JOB = resource('job', ['slug', 'title', 'status', 'approval_state', 'published', 'publish_issues', 'public_url']);
const withMessage = (data: Schema): Schema => ({
  type: 'object',
  required: ['data', 'meta'],
  properties: { data, meta: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } },
});
const ACTIVE_JOBS: Schema = { type: 'object', required: ['count', 'limit', 'plan'], properties: { count: { type: 'integer' }, limit: { type: ['integer', 'null'] }, plan: { type: ['string', 'null'] } } };
const EMPLOYER_PROFILE: Schema = {
  type: 'object',
  required: ['user'],
  properties: { user: { type: 'object', required: ['id', 'email', 'company_id', 'confirmed'] }, company: { type: 'object', required: ['id', 'name', 'membership_signup_url'] } },
};

/** The employer dashboard's calls (employers/…): a confirmed employer, scoped to its company. */
export const employerOperations: Operation[] = [
  { path: '/employers/current', summary: 'The signed-in employer and its company (with the colleagues’ signup link); also unconfirmed', ok: EMPLOYER_PROFILE, signedIn: true },
  { method: 'post', path: '/employers/current', summary: 'Updates the employer’s name, language or password (a new password needs current_password and ends other sessions)', ok: { type: 'object', required: ['user'] }, signedIn: true },
  {
    path: '/employers/jobs',
    summary: 'The company’s jobs; filter[status] = all | open | drafts | closed; meta.counts per filter and meta.active_jobs (plan allowance)',
    ok: { type: 'object', required: ['data', 'meta'], properties: { data: { type: 'array', items: EMPLOYER_JOB }, meta: { type: 'object', required: ['total', 'counts', 'active_jobs'], properties: { active_jobs: ACTIVE_JOBS } } } },
    params: ['page', 'filter'],
    signedIn: true,
  },
  { path: '/employers/jobs/{slug}', summary: 'One of the company’s jobs (another company’s answers 404)', ok: { type: 'object', required: ['data'], properties: { data: EMPLOYER_JOB } }, signedIn: true },
  { method: 'post', path: '/employers/jobs', summary: 'Creates a job, pending until staff approve it (422: "Your job could not be created...")', ok: withMessage(EMPLOYER_JOB), status: 201, signedIn: true },
  { method: 'put', path: '/employers/jobs/{slug}', summary: 'Edits a job that is not pending; an edited rejected job goes back to staff (422 lists the issues)', ok: withMessage(EMPLOYER_JOB), signedIn: true },
  {
    method: 'post',
    path: '/employers/job_publishings',
    summary: 'Publishes an approved job {slug} within the plan’s active-job allowance (422: the issues to fix)',
    ok: withMessage(EMPLOYER_JOB),
    signedIn: true,
  },
  { method: 'delete', path: '/employers/job_publishings/{slug}', summary: 'Closes a published job (422 when it is not open)', ok: withMessage(EMPLOYER_JOB), signedIn: true },
  {
    path: '/employers/company_contracts',
    summary: 'The company’s contracts, current first: plan, term, start and end, applicants until',
    ok: { type: 'object', required: ['data', 'meta'], properties: { data: { type: 'array', items: resource('company_contract', ['plan', 'term', 'starts_on', 'ends_on', 'applicants_until', 'current']) }, meta: { type: 'object', required: ['current_contract_id', 'active_jobs'] } } },
    signedIn: true,
  },
  {
    method: 'post',
    path: '/employers/hiring_reports',
    summary: 'Reports a hire (contract-length note needed under 12 months; more than 5 days after the start is flagged late); staff are notified',
    ok: withMessage(resource('hiring_report', ['full_name', 'position', 'start_date', 'contract_type', 'is_late'])),
    status: 201,
    signedIn: true,
  },
];
