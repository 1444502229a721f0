import type { Router } from 'express';
import { body, param } from 'express-validator';
import { Op, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../lib/errors/index.js';
import { input, mount } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import type { BillingSteps } from '../modules/back-office/hire-billing.service.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'created_at', 'start_date', 'company_id', 'is_late', 'invoiced_at', 'paid_at'] as const;

/** A billing mark is set once and never unset from here. */
const onlyTrue = (field: string) => body(field).optional().custom((value) => value === true).withMessage('can only be set to true');

/**
 * The hires employers reported (the fee follows a hire): the rows are written by
 * POST /api/v1/employers/hiring_reports; staff mark the fee invoiced, then paid. `is_late` marks a
 * report sent more than 5 days after the start. Filters: `company_id`, `is_late`, `invoiced`,
 * `paid`, and `q` on the hire's name or position.
 */
export function hiringReportsAdminRoutes(ctx: AppContext, router: Router): void {
  const { HiringReport, Company } = ctx.db.models;
  /** The reports with their company's name, read in one query for the page. */
  async function withCompanyNames(rows: InstanceType<typeof HiringReport>[]) {
    const reports = rows.map((row) => row.get({ plain: true }) as Rows['HiringReport']);
    const companies = await Company.findAll({ attributes: ['id', 'name'], where: { id: [...new Set(reports.map((r) => r.company_id))] }, raw: true });
    const names = new Map(companies.map((company) => [company.id, company.name]));
    return reports.map((report) => ({ ...report, company_name: names.get(report.company_id) ?? null }));
  }
  const idParam = param('id').isInt({ min: 1 }).toInt();
  const record = async (id: number) => {
    const report = await HiringReport.findByPk(id);
    if (!report) throw new NotFoundError('Hire report not found');
    return (await withCompanyNames([report]))[0];
  };
  mount(router, [
    {
      method: 'get',
      path: '/hiring_reports',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['id', 'DESC']);
        const filter = params.filter as { q?: unknown; company_id?: unknown; is_late?: unknown; invoiced?: unknown; paid?: unknown };
        const and: WhereOptions[] = [];
        if (typeof filter.q === 'string' && filter.q) and.push({ [Op.or]: [{ full_name: like(filter.q) }, { position: like(filter.q) }] });
        if (Number.isInteger(filter.company_id)) and.push({ company_id: filter.company_id as number });
        if (typeof filter.is_late === 'boolean') and.push({ is_late: filter.is_late });
        if (typeof filter.invoiced === 'boolean') and.push({ invoiced_at: filter.invoiced ? { [Op.ne]: null } : null });
        if (typeof filter.paid === 'boolean') and.push({ paid_at: filter.paid ? { [Op.ne]: null } : null });
        const { rows, count } = await HiringReport.findAndCountAll({
          where: { [Op.and]: and },
          ...raPage(params),
        });
        sendRaList(res, 'hiring_reports', params, await withCompanyNames(rows), count);
      },
    },
    {
      method: 'get',
      path: '/hiring_reports/:id',
      access: 'staff:admin',
      validate: [idParam],
      handle: async (req, res) => res.json(await record(Number(req.params.id))),
    },
    {
      // ra-data-simple-rest update: `invoiced: true` and/or `paid: true` record the fee's steps.
      method: 'put',
      path: '/hiring_reports/:id',
      access: 'staff:admin',
      validate: [idParam, onlyTrue('invoiced'), onlyTrue('paid')],
      async handle(req, res) {
        const { id, ...steps } = input<BillingSteps & { id: number }>(req);
        await ctx.services.hireBilling.record(req.account!, id, steps);
        res.json(await record(id));
      },
    },
  ]);
}
