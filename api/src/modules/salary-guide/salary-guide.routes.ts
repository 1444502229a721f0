import type { Router } from 'express';
import type { AppContext } from '../../context.js';
import { mount } from '../../lib/http/endpoint.js';
import { languageOf } from '../../lib/http/lang.js';
import { langParam } from '../../lib/http/validators.js';
import { salaryGuideResource } from './salary-guide.serializer.js';

/** The salary guide: what the public jobs advertise, by role, seniority, Japanese level, remote level and place. */
export function salaryGuideRoutes(ctx: AppContext, router: Router): void {
  const { salaryGuide } = ctx.services;
  mount(router, [
    {
      method: 'get',
      path: '/salary_guide',
      access: 'anonymous',
      validate: langParam(),
      handle: async (req, res) => res.json({ data: salaryGuideResource(await salaryGuide.guide(), languageOf(req)) }),
    },
  ]);
}
