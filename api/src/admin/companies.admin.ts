import type { Router } from 'express';
import { param } from 'express-validator';
import { Op, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../lib/errors/index.js';
import { mount } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import { raListParams, raListValidators, sendRaList } from './ra.js';

const SORTABLE = ['id', 'name', 'employee_count', 'created_at', 'updated_at'] as const;

export function companiesAdminRoutes(ctx: AppContext, router: Router): void {
  const { Company, Job } = ctx.db.models;

  /** Job counts for a page of companies in one grouped query. */
  async function withJobCounts(companies: Rows['Company'][]) {
    const counts = (await Job.findAll({
      attributes: ['company_id', [ctx.db.sequelize.fn('COUNT', ctx.db.sequelize.col('id')), 'job_count']],
      where: { company_id: companies.map((c) => c.id), is_deleted: false },
      group: ['company_id'],
      raw: true,
    })) as unknown as { company_id: number; job_count: number | string }[];
    const byCompany = new Map(counts.map((c) => [c.company_id, Number(c.job_count)]));
    return companies.map((company) => ({ ...company, job_count: byCompany.get(company.id) ?? 0 }));
  }

  mount(router, [
    {
      method: 'get',
      path: '/companies',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['name', 'ASC']);
        const f = params.filter as { q?: string; published?: boolean; is_verified?: boolean; id?: number[] };
        const and: WhereOptions[] = [];
        if (typeof f.q === 'string' && f.q) and.push({ name: like(f.q) });
        if (typeof f.published === 'boolean') and.push({ published: f.published });
        if (typeof f.is_verified === 'boolean') and.push({ is_verified: f.is_verified });
        if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
        const [start, end] = params.range;
        const { rows, count } = await Company.findAndCountAll({
          where: { [Op.and]: and },
          order: [[params.sort[0], params.sort[1]], ['id', params.sort[1]]],
          offset: start,
          limit: end - start + 1,
        });
        // The membership code is the secret behind the employer signup link: only a company's own page shows it.
        const companies = rows.map((r) => {
          const { membership_code: _secret, ...company } = r.get({ plain: true }) as Rows['Company'];
          return company as Rows['Company'];
        });
        sendRaList(res, 'companies', params, await withJobCounts(companies), count);
      },
    },
    {
      method: 'get',
      path: '/companies/:id',
      access: 'staff:admin',
      validate: [param('id').isInt({ min: 1 }).toInt()],
      async handle(req, res) {
        const company = await Company.findByPk(Number(req.params.id));
        if (!company) throw new NotFoundError('Company not found');
        const [record] = await withJobCounts([company.get({ plain: true }) as Rows['Company']]);
        res.json(record);
      },
    },
  ]);
}
