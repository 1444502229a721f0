import type { Request, Router } from 'express';
import type { AppContext } from '../../context.js';
import { input, mount } from '../../lib/http/endpoint.js';
import { languageOf } from '../../lib/http/lang.js';
import { listDocument, pageOf } from '../../lib/http/jsonapi.js';
import { limitsFor } from '../../lib/rate-limit/index.js';
import { byEmployer, employerCompanyId, employerOnly } from '../employers/employer-access.js';
import type { JobForm } from '../job-lifecycle/job-form.js';
import { JOB_CLOSED_MESSAGE, JOB_CREATED_MESSAGE, JOB_PUBLISHED_MESSAGE, JOB_UPDATED_MESSAGE, type EmployerJobFilter } from '../job-lifecycle/job-lifecycle.rules.js';
import { employerJobResource } from './employer-jobs.serializer.js';
import type { EmployerJob } from './employer-jobs.service.js';
import { closeValidators, createValidators, listValidators, publishValidators, showValidators, updateValidators } from './employer-jobs.validators.js';

/** employers/jobs and employers/job_publishings: the employer's jobs through their lifecycle. */
export function employerJobsRoutes(ctx: AppContext, router: Router): void {
  const jobs = ctx.services.employerJobs;
  const document = (req: Request, job: EmployerJob, message?: string) => ({ data: employerJobResource(job, ctx.config.publicUrl, languageOf(req)), ...(message ? { meta: { message } } : {}) });
  const employer = employerOnly(ctx.db);
  const limit = limitsFor(ctx.rateLimiter);

  mount(router, [
    {
      ...employer,
      method: 'get',
      path: '/employers/jobs',
      validate: listValidators,
      async handle(req, res) {
        const query = input<{ filter?: { status?: EmployerJobFilter }; page?: { number?: number; size?: number } }>(req);
        const page = pageOf(query);
        const companyId = employerCompanyId(req);
        const list = await jobs.list(companyId, query.filter?.status ?? 'all', page);
        res.json(
          listDocument(
            req,
            list.jobs.map((job) => employerJobResource(job, ctx.config.publicUrl, languageOf(req))),
            page,
            list.total,
            { meta: { counts: list.counts, active_jobs: list.active } },
          ),
        );
      },
    },
    {
      ...employer,
      method: 'get',
      path: '/employers/jobs/:slug',
      validate: showValidators,
      handle: async (req, res) => res.json(document(req, await jobs.find(employerCompanyId(req), String(req.params.slug)))),
    },
    {
      ...employer,
      method: 'post',
      path: '/employers/jobs',
      before: [...employer.before, limit('employer-job-create', 30, 3600, { key: byEmployer })],
      validate: createValidators,
      async handle(req, res) {
        const job = await jobs.create(req.account!, input<{ job: JobForm }>(req).job);
        res.status(201).json(document(req, job, JOB_CREATED_MESSAGE));
      },
    },
    {
      ...employer,
      method: 'put',
      path: '/employers/jobs/:slug',
      validate: updateValidators,
      async handle(req, res) {
        const job = await jobs.update(req.account!, employerCompanyId(req), String(req.params.slug), input<{ job: JobForm }>(req).job);
        res.json(document(req, job, JOB_UPDATED_MESSAGE));
      },
    },
    {
      ...employer,
      method: 'post',
      path: '/employers/job_publishings',
      validate: publishValidators,
      async handle(req, res) {
        const job = await jobs.publish(req.account!, employerCompanyId(req), input<{ slug: string }>(req).slug);
        res.json(document(req, job, JOB_PUBLISHED_MESSAGE));
      },
    },
    {
      ...employer,
      method: 'delete',
      path: '/employers/job_publishings/:slug',
      validate: closeValidators,
      async handle(req, res) {
        const job = await jobs.close(req.account!, employerCompanyId(req), String(req.params.slug));
        res.json(document(req, job, JOB_CLOSED_MESSAGE));
      },
    },
  ]);
}
