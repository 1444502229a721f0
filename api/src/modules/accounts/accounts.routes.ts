import type { Router, Request } from 'express';
import type { AppContext } from '../../context.js';
import { INVALID_LOGIN_MESSAGE, type SignIn } from '../../lib/auth/passport.js';
import { UnauthorizedError } from '../../lib/errors/index.js';
import { input, mount, type Endpoint } from '../../lib/http/endpoint.js';
import { sessionEndpoints } from '../../lib/auth/session.endpoints.js';
import { limitsFor } from '../../lib/rate-limit/index.js';
import { audit } from '../../lib/audit.js';
import { resumeResource } from '../applicants/applicants.serializer.js';
import { accountDocument, employerCompanyResource, employerResource, userResource } from './accounts.serializer.js';
import { CONFIRMATION_CODE_SENT_MESSAGE, PASSWORD_RESET_REQUESTED_MESSAGE, type AccountsService, type SignUpInput } from './accounts.service.js';
import {
  confirmationValidators,
  employerProfileValidators,
  employerSignUpValidators,
  profileValidators,
  resetRequestValidators,
  resetValidators,
  signInValidators,
  signUpValidators,
} from './accounts.validators.js';


type ProfileChanges = Parameters<AccountsService['updateProfile']>[2];

/** A limit per address and account, on the e-mail as validated (trimmed, lower-cased): the one the service looks up. */
const byIpAndEmail = (req: Request) => `${req.ip}:${input<{ user: { email: string } }>(req).user.email}`;

/** Seeker and employer sign-up and sign-in, token refresh and sign-out, and password resets. */
export function accountsRoutes(ctx: AppContext, router: Router): void {
  const { accounts, credentials: checkCredentials } = ctx.services;
  const limit = limitsFor(ctx.rateLimiter);
  const start = (req: Request, account: SignIn) => ctx.sessions.start(account, { userAgent: req.get('user-agent'), ip: req.ip });
  const resourceOf = { user: async (id: number) => userResource(await accounts.user(id)), employer: async (id: number) => employerResource(await accounts.employer(id)) };

  /** POST sessions and employer_sessions, each with {user: {email, password}}: passport-local, then a token session. */
  const signIn = (path: string, kind: 'user' | 'employer'): Endpoint => ({
    method: 'post',
    path,
    access: 'anonymous',
    validate: signInValidators,
    limits: [limit(`${kind}-login`, 10, 900, { key: byIpAndEmail, failuresOnly: true })],
    async handle(req, res) {
      const account = await checkCredentials(kind, req, { email: 'user[email]', password: 'user[password]' });
      if (!account) throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
      res.status(201).json(accountDocument(await resourceOf[kind](account.id), await start(req, account)));
    },
  });

  mount(router, [
    {
      method: 'post',
      path: '/users',
      access: 'anonymous',
      before: [limit('signup', 10, 3600)],
      validate: signUpValidators,
      async handle(req, res) {
        const user = await accounts.signUpUser(input<{ user: SignUpInput }>(req).user);
        res.status(201).json(accountDocument(userResource(user), await start(req, { type: 'user', id: user.id })));
      },
    },
    signIn('/sessions', 'user'),
    {
      method: 'post',
      path: '/employer_users',
      access: 'anonymous',
      before: [limit('employer-signup', 10, 3600)],
      validate: employerSignUpValidators,
      async handle(req, res) {
        const employer = await accounts.signUpEmployer(input<{ user: SignUpInput & { company_name?: string; membership_code?: string } }>(req).user);
        const tokens = await start(req, { type: 'employer', id: employer.id, companyId: employer.company_id });
        res.status(201).json(accountDocument(employerResource(employer), tokens));
      },
    },
    signIn('/employer_sessions', 'employer'),
    {
      method: 'post',
      path: '/employer_confirmations',
      access: 'employer',
      before: [limit('employer-confirmation', 10, 3600, { key: (req) => `employer:${req.account!.id}`, failuresOnly: true })],
      validate: confirmationValidators,
      async handle(req, res) {
        const employer = await accounts.confirmEmployer(req.account!.id, input<{ code: string }>(req).code);
        res.json(accountDocument(employerResource(employer)));
      },
    },
    {
      method: 'post',
      path: '/employer_confirmation_codes',
      access: 'employer',
      // Each code is an e-mail to the employer's address: a few an hour are enough for a lost one.
      before: [limit('employer-confirmation-code', 3, 3600, { key: (req) => `employer:${req.account!.id}` })],
      async handle(req, res) {
        await accounts.resendConfirmation(req.account!.id);
        res.status(202).json({ meta: { message: CONFIRMATION_CODE_SENT_MESSAGE } });
      },
    },
    ...sessionEndpoints(ctx, 'site', (tokens) => ({ meta: tokens })),
    {
      method: 'post',
      path: '/password_reset_tokens',
      access: 'anonymous',
      validate: resetRequestValidators,
      limits: [limit('password-reset-request', 5, 3600, { key: byIpAndEmail })],
      async handle(req, res) {
        await accounts.requestPasswordReset(input<{ user: { email: string } }>(req).user.email);
        res.status(202).json({ meta: { message: PASSWORD_RESET_REQUESTED_MESSAGE } });
      },
    },
    {
      method: 'post',
      path: '/password_resets',
      access: 'anonymous',
      before: [limit('password-reset', 10, 3600)],
      validate: resetValidators,
      async handle(req, res) {
        const { token, password } = input<{ user: { token: string; password: string } }>(req).user;
        await accounts.resetPassword(token, password);
        res.json({ meta: { message: 'Your password has been changed. Please sign in.' } });
      },
    },
    {
      method: 'get',
      path: '/users/current',
      access: 'user',
      async handle(req, res) {
        const user = await accounts.user(req.account!.id);
        const resume = await ctx.services.applicants.savedResume(user);
        // The resume kept in the account (none: a null relationship), what it is, never where it is stored.
        const data = { ...userResource(user), relationships: { resume: { data: resume && { id: String(resume.id), type: 'resume' } } } };
        res.json(accountDocument(data, undefined, resume ? [resumeResource(resume)] : []));
      },
    },
    {
      method: 'post',
      path: '/users/current',
      access: 'user',
      validate: profileValidators,
      async handle(req, res) {
        const { account, passwordChanged } = await accounts.updateProfile('user', req.account!.id, input<{ user: ProfileChanges }>(req).user ?? {});
        // A new password ends every session; this device gets a fresh one.
        res.json(accountDocument(userResource(account), passwordChanged ? await start(req, { type: 'user', id: account.id }) : undefined));
      },
    },
    {
      method: 'get',
      path: '/employers/current',
      // Unconfirmed employers too: the dashboard shows them the unconfirmed state (enter the e-mailed code).
      access: 'employer',
      async handle(req, res) {
        const employer = await accounts.employer(req.account!.id);
        res.json(accountDocument(employerResource(employer), undefined, [employerCompanyResource(await accounts.companyOf(employer), ctx.config.publicUrl)]));
      },
    },
    {
      method: 'post',
      path: '/employers/current',
      access: 'employer',
      validate: employerProfileValidators,
      async handle(req, res) {
        const { account, passwordChanged } = await accounts.updateProfile('employer', req.account!.id, input<{ user: ProfileChanges }>(req).user ?? {});
        await audit(ctx.db, req.account!, { action: 'employer.update', subjectId: account.id, changes: { name: account.name, language: account.language, password_changed: passwordChanged } });
        res.json(accountDocument(employerResource(account), passwordChanged ? await start(req, { type: 'employer', id: account.id, companyId: account.company_id }) : undefined));
      },
    },
  ]);
}
