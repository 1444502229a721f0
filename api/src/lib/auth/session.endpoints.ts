import { body } from 'express-validator';
import { input, type Endpoint } from '../http/endpoint.js';
import { rateLimit, type RateLimiter } from '../rate-limit/index.js';
import { REQUIRED_MESSAGE } from '../errors/index.js';
import type { SessionService, SessionTokens } from './sessions.js';

/**
 * Token refresh and sign-out, the same for the site (/api/v1) and the console (/admin/api).
 * `answer` wraps new tokens in the API's document shape (JSON:API: in `meta`; the console: as they are).
 */
export function sessionEndpoints(
  ctx: { sessions: SessionService; rateLimiter: RateLimiter },
  name: string,
  answer: (tokens: SessionTokens) => object = (tokens) => tokens,
): Endpoint[] {
  return [
    {
      method: 'post',
      path: '/refresh',
      access: 'anonymous',
      before: [rateLimit(ctx.rateLimiter, { name: `${name}-refresh`, limit: 60, windowSeconds: 60 })],
      validate: [body('refresh').isString().isLength({ min: 20, max: 2000 }).withMessage(REQUIRED_MESSAGE)],
      handle: async (req, res) => res.json(answer(await ctx.sessions.refresh(input<{ refresh: string }>(req).refresh))),
    },
    {
      // Sign-out needs only to name the session, so an expired access token works too.
      method: 'delete',
      path: '/sessions',
      access: 'anonymous',
      async handle(req, res) {
        const sessionId = req.account?.sessionId ?? ctx.sessions.sessionIdOf(req);
        if (sessionId) await ctx.sessions.revoke(sessionId);
        res.status(204).end();
      },
    },
  ];
}
