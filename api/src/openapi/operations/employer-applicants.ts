import type { Operation } from '../operation.js';
import type { Schema } from '../schemas.js';

const APPLICANT: Schema = {
  type: 'object',
  required: ['id', 'type', 'attributes'],
  properties: {
    id: { type: 'string' },
    type: { const: 'email_applicant' },
    attributes: { type: 'object', required: ['name', 'email', 'applied_at', 'user_state', 'is_user_starred', 'possible_spam', 'tags', 'job', 'fit'] },
  },
};
const LIST: Schema = {
  type: 'object',
  required: ['data', 'meta'],
  properties: { data: { type: 'array', items: APPLICANT }, meta: { type: 'object', required: ['total', 'counts'] } },
};
const ONE: Schema = { type: 'object', required: ['data'], properties: { data: APPLICANT } };
const FILE: Schema = { description: 'The file itself, as an attachment (Content-Disposition), never sniffed' };
const FILTERS = 'filter[state] = all | new | in_progress | finished | starred | good_fit | maybe | hired | not_a_fit; filter[job_id]; sort = recommended | newest | oldest';

/** The employer's applicant tracking calls: a confirmed employer, scoped to its company. */
export const employerApplicantOperations: Operation[] = [
  {
    path: '/employers/applicants',
    summary: 'Every application made through Shigoto to the company’s jobs (link jobs included), newest first; filter[job_id]',
    ok: { type: 'object', required: ['data', 'meta'], properties: { data: { type: 'array', items: { type: 'object', required: ['id', 'type', 'attributes'] } } } },
    params: ['page', 'filter'],
    signedIn: true,
  },
  { path: '/employers/email_applicants', summary: `The company’s applicants with counts per filter (meta.counts). ${FILTERS}`, ok: LIST, params: ['page', 'filter', 'sort'], signedIn: true },
  { path: '/employers/email_applicants/search', summary: `Applicants whose name, e-mail, skills or message match q. ${FILTERS}`, ok: LIST, params: ['page', 'filter', 'sort', 'q'], signedIn: true },
  { path: '/employers/email_applicants/{id}', summary: 'One applicant: resume and attachments (download URLs), message, location, skills, links, languages, rating, fit', ok: ONE, signedIn: true },
  { method: 'put', path: '/employers/email_applicants/{id}', summary: 'Rates (user_state), stars or tags an applicant', ok: ONE, signedIn: true },
  {
    method: 'put',
    path: '/employers/email_applicants/bulk_update',
    summary: `Rates or stars up to 200 applicants {ids, email_applicant}; one id of another company and nothing changes (404)`,
    ok: { type: 'object', required: ['meta'], properties: { meta: { type: 'object', required: ['updated', 'ids'] } } },
    signedIn: true,
  },
  { path: '/employers/email_applicants/{id}/resume', summary: 'Downloads the applicant’s resume (PDF or DOCX)', ok: FILE, signedIn: true },
  { path: '/employers/email_applicants/{id}/attachments/{fileId}', summary: 'Downloads one of the applicant’s other attachments', ok: FILE, signedIn: true },
];
