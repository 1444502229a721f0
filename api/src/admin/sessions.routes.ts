import type { Router } from 'express';
import { body } from 'express-validator';
import type { AppContext } from '../context.js';
import { REQUIRED_MESSAGE, UnauthorizedError } from '../lib/errors/index.js';
import { input, mount } from '../lib/http/endpoint.js';
import { rateLimit } from '../lib/rate-limit/index.js';
import { INVALID_LOGIN_MESSAGE } from '../lib/auth/passport.js';
import { sessionEndpoints } from '../lib/auth/session.endpoints.js';
import { staffProfile } from './accounts.js';

/** Staff sign-in for the console: passport-local checks the password, then a token session starts. */
export function staffSessionsRoutes(ctx: AppContext, router: Router): void {
  const { StaffUser } = ctx.db.models;
  const checkCredentials = ctx.services.credentials;
  const loginLimit = rateLimit(ctx.rateLimiter, {
    name: 'staff-login',
    limit: 10,
    windowSeconds: 15 * 60,
    // The e-mail as validated (trimmed, lower-cased): the one the credentials check looks up.
    key: (req) => `${req.ip}:${input<{ email: string }>(req).email}`,
    failuresOnly: true,
  });

  mount(router, [
    {
      method: 'post',
      path: '/sessions',
      access: 'anonymous',
      validate: [
        body('email').isString().trim().toLowerCase().isEmail().withMessage('must be an e-mail address'),
        body('password').isString().isLength({ min: 1, max: 200 }).withMessage(REQUIRED_MESSAGE),
      ],
      limits: [loginLimit],
      async handle(req, res) {
        const account = await checkCredentials('staff', req);
        const staff = account && (await StaffUser.findByPk(account.id));
        if (!account || !staff) throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
        const tokens = await ctx.sessions.start(account, { userAgent: req.get('user-agent'), ip: req.ip });
        res.status(201).json({ ...tokens, staff: staffProfile(staff) });
      },
    },
    ...sessionEndpoints(ctx, 'staff'),
    {
      method: 'get',
      path: '/me',
      access: 'staff:editor',
      async handle(req, res) {
        const staff = await StaffUser.findByPk(req.account!.id);
        if (!staff) throw new UnauthorizedError();
        res.json(staffProfile(staff));
      },
    },
  ]);
}
