import type { Router } from 'express';
import type { AppContext } from '../../context.js';
import { input, mount } from '../../lib/http/endpoint.js';
import { limitsFor } from '../../lib/rate-limit/index.js';
import { byEmployer, employerCompanyId, employerOnly } from './employer-access.js';
import { contractResource, hiringReportResource } from './employers.serializer.js';
import { HIRE_REPORTED_MESSAGE, type HireReportInput } from './employers.service.js';
import { hireReportValidators } from './employers.validators.js';

/** employers/company_contracts and employers/hiring_reports: the company's contract and its reported hires. */
export function employersRoutes(ctx: AppContext, router: Router): void {
  const { employers } = ctx.services;
  const employer = employerOnly(ctx.db);
  mount(router, [
    {
      method: 'get',
      path: '/employers/company_contracts',
      ...employer,
      async handle(req, res) {
        const { contracts, currentId, active } = await employers.contracts(employerCompanyId(req));
        res.json({ data: contracts.map((contract) => contractResource(contract, currentId)), meta: { current_contract_id: currentId, active_jobs: active } });
      },
    },
    {
      method: 'post',
      path: '/employers/hiring_reports',
      ...employer,
      before: [...employer.before, limitsFor(ctx.rateLimiter)('hiring-reports', 20, 3600, { key: byEmployer })],
      validate: hireReportValidators,
      async handle(req, res) {
        const report = await employers.reportHire(req.account!, employerCompanyId(req), input<{ hiring_report: HireReportInput }>(req).hiring_report);
        res.status(201).json({ data: hiringReportResource(report), meta: { message: HIRE_REPORTED_MESSAGE } });
      },
    },
  ]);
}
