import type { Operation } from '../operation.js';
import { integer, listOf, object, one, ref, type Schema } from '../schemas.js';
import { accountUpdate } from '../account-documents.js';

const withMessage = (data: string): Schema => one(data, { meta: ref('Message') });
const REFUSED = (intro: string) => ({ 422: `The issues to fix, introduced by "${intro}"` });

/** The employer dashboard's calls (employers/…): a confirmed employer, scoped to its company. */
export const employerOperations: Operation[] = [
  {
    operationId: 'getCurrentEmployer',
    path: '/employers/current',
    summary: 'The signed-in employer and its company (included, with the colleagues’ signup link); also unconfirmed',
    ok: one('Employer', { included: 'EmployerCompany' }),
    signedIn: true,
  },
  {
    operationId: 'updateCurrentEmployer',
    method: 'post',
    path: '/employers/current',
    summary: 'Updates the employer’s name, language or password (a new password needs current_password and ends other sessions)',
    ok: accountUpdate('Employer'),
    signedIn: true,
  },
  {
    operationId: 'listEmployerJobs',
    path: '/employers/jobs',
    summary: 'The company’s jobs; filter[status] = all | open | drafts | closed; meta.counts per filter and meta.active_jobs (plan allowance)',
    ok: listOf('EmployerJob', {
      meta: object(
        { total: integer, page: integer, per_page: integer, total_pages: integer, counts: { type: 'object', additionalProperties: integer }, active_jobs: ref('ActiveJobs') },
        ['page', 'per_page', 'total_pages'],
      ),
    }),
    params: ['page', 'filter'],
    signedIn: true,
  },
  { operationId: 'getEmployerJob', path: '/employers/jobs/{slug}', summary: 'One of the company’s jobs (another company’s answers 404)', ok: one('EmployerJob'), signedIn: true },
  {
    operationId: 'createEmployerJob',
    method: 'post',
    path: '/employers/jobs',
    summary: 'Creates a job, pending until staff approve it ("Job created successfuly")',
    ok: withMessage('EmployerJob'),
    status: 201,
    signedIn: true,
    also: REFUSED('Your job could not be created...'),
  },
  {
    operationId: 'updateEmployerJob',
    method: 'put',
    path: '/employers/jobs/{slug}',
    summary: 'Edits a job that is not pending; an edited rejected job goes back to staff ("Job updated successfuly")',
    ok: withMessage('EmployerJob'),
    signedIn: true,
    also: REFUSED('Your job could not be updated. Please fix the below issues and re-submit:'),
  },
  {
    operationId: 'publishEmployerJob',
    method: 'post',
    path: '/employers/job_publishings',
    summary: 'Publishes an approved job {slug} within the plan’s active-job allowance ("Job published successfully")',
    ok: withMessage('EmployerJob'),
    signedIn: true,
    also: { ...REFUSED('Your job could not be published. Please fix the below issues first and try again:'), 404: 'No such job of the company' },
  },
  {
    operationId: 'closeEmployerJob',
    method: 'delete',
    path: '/employers/job_publishings/{slug}',
    summary: 'Closes a published job ("Job closed successfully")',
    ok: withMessage('EmployerJob'),
    signedIn: true,
    also: REFUSED('Your job could not be closed...'),
  },
  {
    operationId: 'listCompanyContracts',
    path: '/employers/company_contracts',
    summary: 'The company’s contracts, current first: plan, term, start and end, applicants until',
    ok: listOf('CompanyContract', { meta: object({ current_contract_id: { type: ['integer', 'null'] }, active_jobs: ref('ActiveJobs') }) }),
    signedIn: true,
  },
  {
    operationId: 'reportHire',
    method: 'post',
    path: '/employers/hiring_reports',
    summary: 'Reports a hire (contract-length note needed under 12 months; more than 5 days after the start is flagged late); staff are notified',
    ok: withMessage('HiringReport'),
    status: 201,
    signedIn: true,
  },
];
