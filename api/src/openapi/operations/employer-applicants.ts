import type { Operation } from '../operation.js';
import { integerList, listOf, metaOnly, object, one } from '../schemas.js';

const FILTERS = 'filter[state] = all | new | in_progress | finished | starred | good_fit | maybe | hired | not_a_fit; filter[job_id]; sort = recommended | newest | oldest';
const LIST = listOf('EmailApplicant', {
  meta: object(
    {
      total: { type: 'integer' },
      page: { type: 'integer' },
      per_page: { type: 'integer' },
      total_pages: { type: 'integer' },
      counts: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Applicants per filter[state]' },
    },
    [],
  ),
});
/** Resumes are PDF or DOCX; other attachments may be anything an applicant sent by e-mail. */
const RESUME_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;

/** The employer's applicant tracking calls: a confirmed employer, scoped to its company. */
export const employerApplicantOperations: Operation[] = [
  {
    operationId: 'listEmployerApplications',
    path: '/employers/applicants',
    summary: 'Every application made through Shigoto to the company’s jobs (link jobs included), newest first; filter[job_id]',
    ok: listOf('ApplicationRecord'),
    params: ['page', 'filter'],
    signedIn: true,
  },
  { operationId: 'listEmailApplicants', path: '/employers/email_applicants', summary: `The company’s applicants with counts per filter (meta.counts). ${FILTERS}`, ok: LIST, params: ['page', 'filter', 'sort'], signedIn: true },
  { operationId: 'searchEmailApplicants', path: '/employers/email_applicants/search', summary: `Applicants whose name, e-mail, skills or message match q. ${FILTERS}`, ok: LIST, params: ['page', 'filter', 'sort', 'q'], signedIn: true },
  { operationId: 'getEmailApplicant', path: '/employers/email_applicants/{id}', summary: 'One applicant: resume and attachments (download URLs), message, location, skills, links, languages, rating, fit', ok: one('EmailApplicant'), signedIn: true },
  { operationId: 'updateEmailApplicant', method: 'put', path: '/employers/email_applicants/{id}', summary: 'Rates (user_state), stars or tags an applicant', ok: one('EmailApplicant'), signedIn: true },
  {
    operationId: 'updateEmailApplicants',
    method: 'put',
    path: '/employers/email_applicants/bulk_update',
    summary: `Rates or stars up to 200 applicants {ids, email_applicant}; one id of another company and nothing changes (404)`,
    ok: metaOnly(object({ updated: { type: 'integer' }, ids: integerList })),
    signedIn: true,
    also: { 404: 'An id names no applicant of the company: nothing changed' },
  },
  {
    operationId: 'downloadApplicantResume',
    path: '/employers/email_applicants/{id}/resume',
    summary: 'Downloads the applicant’s resume (PDF or DOCX), as an attachment (Content-Disposition), never sniffed',
    produces: RESUME_TYPES,
    signedIn: true,
  },
  {
    operationId: 'downloadApplicantAttachment',
    path: '/employers/email_applicants/{id}/attachments/{fileId}',
    summary: 'Downloads one of the applicant’s other attachments, as an attachment (Content-Disposition), with the type it was sent with',
    produces: ['application/octet-stream', '*/*'],
    signedIn: true,
  },
];
