import type { Request, Router } from 'express';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../../context.js';
import { input, mount } from '../../lib/http/endpoint.js';
import { resourceObject } from '../../lib/http/jsonapi.js';
import { languageOf } from '../../lib/http/lang.js';
import { limitsFor } from '../../lib/rate-limit/index.js';
import { skillResource } from '../skills/skills.serializer.js';
import type { JobForm } from '../job-lifecycle/job-form.js';
import { JOB_CREATED_MESSAGE } from '../job-lifecycle/job-lifecycle.rules.js';
import { generatedSkillsValidators, importValidators, jobDraftValidators, jobValidators } from './job-submissions.validators.js';

const draftResource = (draft: Rows['JobDraft']) =>
  resourceObject('job_draft', draft.id, { state: draft.state, fields: draft.fields, import_url: draft.import_url, created_at: draft.created_at });

/** Public job submission: drafts, imports from a job page, skill extraction, and pending jobs. */
export function jobSubmissionsRoutes(ctx: AppContext, router: Router): void {
  const { jobSubmissions: submissions, lifecycle } = ctx.services;
  const limit = limitsFor(ctx.rateLimiter);
  const employerId = (req: Request) => (req.account?.type === 'employer' ? req.account.id : undefined);

  mount(router, [
    {
      method: 'post',
      path: '/internal/generated_skills',
      access: 'anonymous',
      before: [limit('generated-skills', 60, 60)],
      validate: generatedSkillsValidators,
      async handle(req, res) {
        const skills = await submissions.skillsIn(input<{ raw_content: string }>(req).raw_content);
        res.json({ data: skills.map((s) => skillResource(s, languageOf(req))), meta: { total: skills.length } });
      },
    },
    {
      method: 'post',
      path: '/job_drafts',
      access: 'anonymous',
      before: [limit('job-drafts', 30, 600)],
      validate: jobDraftValidators,
      async handle(req, res) {
        const draft = await submissions.saveDraft(input<{ job_draft: JobForm }>(req).job_draft, employerId(req));
        res.status(201).json({ data: draftResource(draft) });
      },
    },
    {
      method: 'post',
      path: '/job_imports',
      access: 'anonymous',
      before: [limit('job-imports', 10, 600)],
      validate: importValidators,
      async handle(req, res) {
        const draft = await submissions.importDraft(input<{ job_import: { url: string } }>(req).job_import.url, employerId(req));
        res.status(201).json({ data: draftResource(draft) });
      },
    },
    {
      method: 'post',
      path: '/jobs',
      access: 'anonymous',
      before: [limit('job-submissions', 10, 3600)],
      validate: jobValidators,
      async handle(req, res) {
        const { job: form, auth_code } = input<{ job: JobForm; auth_code?: string }>(req);
        // Signed-in employers submit for their own company; anyone else names one or uses a code.
        const job = await lifecycle.submit(req.account?.type === 'employer' ? req.account : null, form, { authCode: auth_code });
        res.status(201).json({
          data: resourceObject('job', job.id, { slug: job.slug, title: job.title, approval_state: job.approval_state, published: job.published, application_url: job.application_url }),
          meta: { message: JOB_CREATED_MESSAGE },
        });
      },
    },
  ]);
}
