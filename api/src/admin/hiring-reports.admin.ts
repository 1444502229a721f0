import type { Router } from 'express';
import { Op, type WhereOptions } from 'sequelize';
import type { AppContext } from '../context.js';
import { mount } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import { raListParams, raListValidators, sendRaList } from './ra.js';

const SORTABLE = ['id', 'created_at', 'start_date', 'company_id', 'is_late'] as const;

/**
 * The hires employers reported (the fee follows a hire), read-only: the rows are written by
 * POST /api/v1/employers/hiring_reports. `is_late` marks a report sent more than 5 days after the
 * start. Filters: `company_id`, `is_late`, and `q` on the hire's name or position.
 */
export function hiringReportsAdminRoutes(ctx: AppContext, router: Router): void {
  const { HiringReport } = ctx.db.models;
  mount(router, [
    {
      method: 'get',
      path: '/hiring_reports',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['id', 'DESC']);
        const filter = params.filter as { q?: unknown; company_id?: unknown; is_late?: unknown };
        const and: WhereOptions[] = [];
        if (typeof filter.q === 'string' && filter.q) and.push({ [Op.or]: [{ full_name: like(filter.q) }, { position: like(filter.q) }] });
        if (Number.isInteger(filter.company_id)) and.push({ company_id: filter.company_id as number });
        if (typeof filter.is_late === 'boolean') and.push({ is_late: filter.is_late });
        const [start, end] = params.range;
        const { rows, count } = await HiringReport.findAndCountAll({
          where: { [Op.and]: and },
          order: [[params.sort[0], params.sort[1]], ['id', params.sort[1]]],
          offset: start,
          limit: end - start + 1,
        });
        sendRaList(res, 'hiring_reports', params, rows.map((row) => row.get({ plain: true })), count);
      },
    },
  ]);
}
