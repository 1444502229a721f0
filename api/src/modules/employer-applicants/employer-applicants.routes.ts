import type { Router, Request } from 'express';
import type { AppContext } from '../../context.js';
import { input, mount, type Endpoint } from '../../lib/http/endpoint.js';
import { languageOf } from '../../lib/http/lang.js';
import { listDocument, pageOf } from '../../lib/http/jsonapi.js';
import { employerCompanyId, employerOnly } from '../employers/employer-access.js';
import { attachmentDisposition, emailApplicantResource, submissionResource } from './employer-applicants.serializer.js';
import type { ApplicantChanges, ApplicantFilter, ApplicantSort } from './employer-applicants.service.js';
import { bulkUpdateValidators, fileValidators, listValidators, searchValidators, showValidators, submissionsValidators, updateValidators } from './employer-applicants.validators.js';

interface ListInput {
  filter?: { state?: ApplicantFilter; job_id?: number };
  sort?: ApplicantSort;
  q?: string;
  page?: { number?: number; size?: number };
}

/** employers/applicants and employers/email_applicants: the employer's applicant tracking. */
export function employerApplicantsRoutes(ctx: AppContext, router: Router): void {
  const applicants = ctx.services.employerApplicants;
  const employer = employerOnly(ctx.db);
  const id = (req: Request) => Number(input<{ id: number }>(req).id);

  const list = async (req: Request) => {
    const query = input<ListInput>(req);
    const page = pageOf(query);
    const result = await applicants.list(employerCompanyId(req), { filter: query.filter?.state ?? 'all', sort: query.sort ?? 'recommended', jobId: query.filter?.job_id, q: query.q, page });
    return listDocument(req, result.applicants.map((view) => emailApplicantResource(view)), page, result.total, { meta: { counts: result.counts } });
  };

  const download: Endpoint['handle'] = async (req, res) => {
    const { fileId } = input<{ fileId?: number }>(req);
    const { file, bytes } = await applicants.file(employerCompanyId(req), id(req), fileId);
    res.setHeader('Content-Type', file.content_type);
    res.setHeader('Content-Disposition', attachmentDisposition(file.original_name));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(bytes);
  };

  mount(router, [
    {
      ...employer,
      method: 'get',
      path: '/employers/applicants',
      validate: submissionsValidators,
      async handle(req, res) {
        const query = input<{ filter?: { job_id?: number }; page?: { number?: number; size?: number } }>(req);
        const page = pageOf(query);
        const result = await applicants.submissions(employerCompanyId(req), query.filter?.job_id, page);
        res.json(listDocument(req, result.applicants.map(submissionResource), page, result.total));
      },
    },
    { ...employer, method: 'get', path: '/employers/email_applicants', validate: listValidators, handle: async (req, res) => res.json(await list(req)) },
    { ...employer, method: 'get', path: '/employers/email_applicants/search', validate: searchValidators, handle: async (req, res) => res.json(await list(req)) },
    {
      ...employer,
      method: 'put',
      path: '/employers/email_applicants/bulk_update',
      validate: bulkUpdateValidators,
      async handle(req, res) {
        const body = input<{ ids: number[]; email_applicant: Omit<ApplicantChanges, 'tags'> }>(req);
        const ids = await applicants.bulkUpdate(req.account!, employerCompanyId(req), body.ids, body.email_applicant);
        res.json({ meta: { updated: ids.length, ids } });
      },
    },
    {
      ...employer,
      method: 'get',
      path: '/employers/email_applicants/:id',
      validate: showValidators,
      handle: async (req, res) => res.json({ data: emailApplicantResource(await applicants.detail(employerCompanyId(req), id(req)), languageOf(req)) }),
    },
    {
      ...employer,
      method: 'put',
      path: '/employers/email_applicants/:id',
      validate: updateValidators,
      async handle(req, res) {
        const changes = input<{ email_applicant: ApplicantChanges }>(req).email_applicant;
        res.json({ data: emailApplicantResource(await applicants.update(req.account!, employerCompanyId(req), id(req), changes), languageOf(req)) });
      },
    },
    { ...employer, method: 'get', path: '/employers/email_applicants/:id/resume', validate: fileValidators, handle: download },
    { ...employer, method: 'get', path: '/employers/email_applicants/:id/attachments/:fileId', validate: fileValidators, handle: download },
  ]);
}
