import type { Router } from 'express';
import { param } from 'express-validator';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors/index.js';
import { input, mount } from '../../lib/http/endpoint.js';
import { rateLimit } from '../../lib/rate-limit/index.js';
import { companyMembershipResource, userExistenceResource } from './accounts.public.serializer.js';

const TEN_MINUTES = 10 * 60;
const INVALID_MEMBERSHIP_CODE = 'Invalid membership code';

/** The signup forms' look-ups (is an e-mail taken, which company a membership code joins), open to anyone and therefore rate-limited per address. */
export function publicAccountsRoutes(ctx: AppContext, router: Router): void {
  const accounts = ctx.services.publicAccounts;
  mount(router, [
    {
      method: 'get',
      path: '/user_existences/:email',
      access: 'anonymous',
      // Tight: each answer tells whether someone has an account.
      before: [rateLimit(ctx.rateLimiter, { name: 'user-existence', limit: 10, windowSeconds: TEN_MINUTES })],
      validate: [param('email').trim().toLowerCase().isEmail().withMessage('must be an e-mail address')],
      async handle(req, res) {
        const { email } = input<{ email: string }>(req);
        res.json({ data: userExistenceResource(email, await accounts.emailTaken(email)) });
      },
    },
    {
      method: 'get',
      path: '/company_membership_code_employers/:code',
      access: 'anonymous',
      // Codes are secrets: slow down anyone guessing them.
      before: [rateLimit(ctx.rateLimiter, { name: 'membership-code', limit: 30, windowSeconds: TEN_MINUTES })],
      validate: [param('code').isLength({ max: 64 }).withMessage(INVALID_MEMBERSHIP_CODE)],
      async handle(req, res) {
        const { code } = input<{ code: string }>(req);
        const company = await accounts.companyForMembershipCode(code);
        if (!company) throw new NotFoundError(INVALID_MEMBERSHIP_CODE);
        res.json({ data: companyMembershipResource(code, company) });
      },
    },
  ]);
}
