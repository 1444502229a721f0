import type { Router } from 'express';
import { body } from 'express-validator';
import { Op } from 'sequelize';
import type { Rows } from '@shigoto/db';
import { STAFF_ROLES } from '@shigoto/db/enums';
import type { AppContext } from '../context.js';
import { NotFoundError, REQUIRED_MESSAGE } from '../lib/errors/index.js';
import { input, mount } from '../lib/http/endpoint.js';
import { rateLimit } from '../lib/rate-limit/index.js';
import { INVITATION_INVALID_MESSAGE, type Invitation, type StaffChanges } from '../modules/people/staff-accounts.service.js';
import { accountFilters, idParam, staffProfile, strictBoolean } from './accounts.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'name', 'email', 'role', 'created_at'] as const;
const ROLE_MESSAGE = `must be one of: ${STAFF_ROLES.join(', ')}`;

/** What admins see of a staff account: never the password hash; an invited account has none yet. */
function staffRecord(staff: Rows['StaffUser']) {
  return {
    ...staffProfile(staff),
    is_disabled: staff.is_disabled,
    invitation_pending: !staff.password_hash,
    password_changed_at: staff.password_changed_at,
    created_at: staff.created_at,
    updated_at: staff.updated_at,
  };
}

/** Console accounts (admins only), and the anonymous acceptance of an invitation. */
export function staffUsersAdminRoutes(ctx: AppContext, router: Router): void {
  const { StaffUser } = ctx.db.models;
  const { staffAccounts } = ctx.services;
  const record = async (id: number) => {
    const staff = await StaffUser.findByPk(id);
    if (!staff) throw new NotFoundError('Staff account not found');
    return staffRecord(staff.get({ plain: true }) as Rows['StaffUser']);
  };
  // Guessing a token is hopeless (256 bits), but wrong ones are still limited per IP.
  const acceptLimit = rateLimit(ctx.rateLimiter, { name: 'staff-invitation', limit: 10, windowSeconds: 15 * 60, failuresOnly: true });

  mount(router, [
    {
      method: 'get',
      path: '/staff_users',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['name', 'ASC']);
        const and = accountFilters(params.filter);
        const { role } = params.filter as { role?: unknown };
        if (typeof role === 'string') and.push({ role });
        const { rows, count } = await StaffUser.findAndCountAll({ where: { [Op.and]: and }, ...raPage(params) });
        sendRaList(res, 'staff_users', params, rows.map((r) => staffRecord(r.get({ plain: true }) as Rows['StaffUser'])), count);
      },
    },
    {
      method: 'get',
      path: '/staff_users/:id',
      access: 'staff:admin',
      validate: [idParam()],
      handle: async (req, res) => res.json(await record(Number(req.params.id))),
    },
    {
      // ra-data-simple-rest create: an invitation. The account has no password until it is accepted.
      method: 'post',
      path: '/staff_users',
      access: 'staff:admin',
      validate: [
        body('name').isString().withMessage(REQUIRED_MESSAGE).bail().trim().isLength({ min: 1, max: 200 }).withMessage('must be 1 to 200 characters'),
        body('email').isString().withMessage(REQUIRED_MESSAGE).bail().trim().toLowerCase().isEmail().withMessage('must be an e-mail address').isLength({ max: 254 }),
        body('role').isIn(STAFF_ROLES).withMessage(ROLE_MESSAGE),
      ],
      async handle(req, res) {
        const staff = await staffAccounts.invite(req.account!, input<Invitation>(req));
        res.status(201).json(staffRecord(staff));
      },
    },
    {
      // ra-data-simple-rest update: a new role or disabling; both end the account's sessions.
      method: 'put',
      path: '/staff_users/:id',
      access: 'staff:admin',
      validate: [
        idParam(),
        body('role').optional().isIn(STAFF_ROLES).withMessage(ROLE_MESSAGE),
        body('is_disabled').optional().isBoolean({ strict: true }).withMessage(strictBoolean),
      ],
      async handle(req, res) {
        const { id, ...changes } = input<StaffChanges & { id: number }>(req);
        await staffAccounts.update(req.account!, id, changes);
        res.json(await record(id));
      },
    },
    {
      // A new invitation link for an account that has not set its password yet.
      method: 'post',
      path: '/staff_users/:id/invitations',
      access: 'staff:admin',
      validate: [idParam()],
      async handle(req, res) {
        const id = Number(input<{ id: number }>(req).id);
        await staffAccounts.resendInvitation(req.account!, id);
        res.status(201).json(await record(id));
      },
    },
    {
      // The invitation link's page: the new staff member chooses a password and is signed in.
      method: 'post',
      path: '/invitations/accept',
      access: 'anonymous',
      validate: [
        body('token').isString().isLength({ min: 20, max: 200 }).withMessage(INVITATION_INVALID_MESSAGE),
        body('password').isString().withMessage(REQUIRED_MESSAGE).bail().isLength({ min: 8, max: 200 }).withMessage('must be 8 to 200 characters'),
      ],
      limits: [acceptLimit],
      async handle(req, res) {
        const { token, password } = input<{ token: string; password: string }>(req);
        const account = await staffAccounts.acceptInvitation(token, password);
        const tokens = await ctx.sessions.start(account, { userAgent: req.get('user-agent'), ip: req.ip });
        res.status(201).json({ ...tokens, staff: staffProfile((await StaffUser.findByPk(account.id))!) });
      },
    },
  ]);
}
