import type { Router } from 'express';
import { body } from 'express-validator';
import { Op } from 'sequelize';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../lib/errors/index.js';
import { input, mount } from '../lib/http/endpoint.js';
import { accountFilters, idParam, strictBoolean } from './accounts.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'name', 'email', 'created_at'] as const;

/** What staff see of a seeker: never the password hash. */
function userRecord(user: Rows['User']) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    url: user.url,
    language: user.language,
    japanese_level_enum: user.japanese_level_enum,
    confirmed: user.confirmed,
    is_disabled: user.is_disabled,
    applicant_dashboard_enabled: user.applicant_dashboard_enabled,
    password_changed_at: user.password_changed_at,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}

/** Seekers (the users table) in the console. */
export function usersAdminRoutes(ctx: AppContext, router: Router): void {
  const { User } = ctx.db.models;
  const { people } = ctx.services;
  const record = async (id: number) => {
    const user = await User.findByPk(id);
    if (!user) throw new NotFoundError('Seeker not found');
    return userRecord(user.get({ plain: true }) as Rows['User']);
  };

  mount(router, [
    {
      method: 'get',
      path: '/users',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['created_at', 'DESC']);
        const { rows, count } = await User.findAndCountAll({ where: { [Op.and]: accountFilters(params.filter) }, ...raPage(params) });
        sendRaList(res, 'users', params, rows.map((r) => userRecord(r.get({ plain: true }) as Rows['User'])), count);
      },
    },
    {
      method: 'get',
      path: '/users/:id',
      access: 'staff:admin',
      validate: [idParam()],
      handle: async (req, res) => res.json(await record(Number(req.params.id))),
    },
    {
      // ra-data-simple-rest update: staff disable or enable a seeker.
      method: 'put',
      path: '/users/:id',
      access: 'staff:admin',
      validate: [idParam(), body('is_disabled').optional().isBoolean({ strict: true }).withMessage(strictBoolean)],
      async handle(req, res) {
        const { id, is_disabled } = input<{ id: number; is_disabled?: boolean }>(req);
        await people.updateUser(req.account!, id, { is_disabled });
        res.json(await record(id));
      },
    },
  ]);
}
