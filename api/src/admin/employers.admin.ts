import type { Router } from 'express';
import { body } from 'express-validator';
import { Op, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../lib/errors/index.js';
import { input, mount } from '../lib/http/endpoint.js';
import type { EmployerChanges } from '../modules/people/people.service.js';
import { accountFilters, idParam, strictBoolean } from './accounts.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'name', 'email', 'confirmed_at', 'created_at'] as const;

type EmployerWithCompany = Rows['Employer'] & { company?: { name: string } | null };

/** What staff see of an employer: never the password hash. */
function employerRecord(employer: EmployerWithCompany) {
  return {
    id: employer.id,
    email: employer.email,
    name: employer.name,
    company_id: employer.company_id,
    company_name: employer.company?.name ?? null,
    language: employer.language,
    confirmed: !!employer.confirmed_at,
    confirmed_at: employer.confirmed_at,
    is_disabled: employer.is_disabled,
    password_changed_at: employer.password_changed_at,
    created_at: employer.created_at,
    updated_at: employer.updated_at,
  };
}

export function employersAdminRoutes(ctx: AppContext, router: Router): void {
  const { Employer, Company } = ctx.db.models;
  const { people } = ctx.services;
  const include = [{ model: Company, as: 'company', attributes: ['name'] }];
  const record = async (id: number) => {
    const employer = await Employer.findByPk(id, { include });
    if (!employer) throw new NotFoundError('Employer not found');
    return employerRecord(employer.get({ plain: true }) as EmployerWithCompany);
  };

  mount(router, [
    {
      method: 'get',
      path: '/employers',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['created_at', 'DESC']);
        const f = params.filter as { company_id?: unknown; confirmed?: unknown };
        const and: WhereOptions[] = accountFilters(params.filter);
        if (Number.isInteger(f.company_id)) and.push({ company_id: f.company_id as number });
        if (typeof f.confirmed === 'boolean') and.push({ confirmed_at: f.confirmed ? { [Op.ne]: null } : null });
        const { rows, count } = await Employer.findAndCountAll({ where: { [Op.and]: and }, include, ...raPage(params) });
        sendRaList(res, 'employers', params, rows.map((r) => employerRecord(r.get({ plain: true }) as EmployerWithCompany)), count);
      },
    },
    {
      method: 'get',
      path: '/employers/:id',
      access: 'staff:admin',
      validate: [idParam()],
      handle: async (req, res) => res.json(await record(Number(req.params.id))),
    },
    {
      // ra-data-simple-rest update with the changes staff make: confirm, disable, enable.
      method: 'put',
      path: '/employers/:id',
      access: 'staff:admin',
      validate: [
        idParam(),
        body('confirmed').optional().isIn([true]).withMessage('can only be set to true'),
        body('is_disabled').optional().isBoolean({ strict: true }).withMessage(strictBoolean),
      ],
      async handle(req, res) {
        const { id, ...changes } = input<EmployerChanges & { id: number }>(req);
        await people.updateEmployer(req.account!, id, changes);
        res.json(await record(id));
      },
    },
  ]);
}
