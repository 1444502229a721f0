import type { Router } from 'express';
import { body } from 'express-validator';
import type { AppContext } from '../context.js';
import { input, mount } from '../lib/http/endpoint.js';
import type { Followed } from '../modules/moderation/moderation.service.js';
import { companyFilter, handledFilter, idParam, type Inbox, inboxEndpoints, searchIn, UNHANDLED_FIRST } from './inbox.js';

/**
 * What visitors tell the team, waiting ones first: filters `handled`, `company_id` and `q`; PUT
 * with `handled` true or false marks it handled or back to waiting.
 */
function followedRoutes(ctx: AppContext, router: Router, kind: Followed, inbox: Omit<Inbox, 'model' | 'waiting' | 'defaultSort' | 'where'> & { searched: string[] }) {
  const where = (filter: Record<string, unknown>) => [...handledFilter(filter.handled), ...companyFilter(filter.company_id), ...searchIn(filter.q, inbox.searched)];
  mount(router, [
    ...inboxEndpoints(ctx.db, { ...inbox, model: ctx.db.models[kind], waiting: UNHANDLED_FIRST, defaultSort: ['created_at', 'DESC'], where }),
    {
      method: 'put',
      path: `/${inbox.resource}/:id`,
      access: 'staff:admin',
      validate: [idParam(), body('handled').isBoolean({ strict: true }).withMessage('must be true or false')],
      async handle(req, res) {
        const { id, handled } = input<{ id: number; handled: boolean }>(req);
        res.json(await ctx.services.moderation.setHandled(req.account!, kind, id, handled));
      },
    },
  ]);
}

export function feedbackAdminRoutes(ctx: AppContext, router: Router): void {
  followedRoutes(ctx, router, 'Feedback', {
    resource: 'feedbacks',
    sortable: ['id', 'created_at', 'company_id'],
    searched: ['body', 'email', 'page_url'],
    notFound: 'Feedback not found',
  });
}

export function nowHiringReportsAdminRoutes(ctx: AppContext, router: Router): void {
  followedRoutes(ctx, router, 'NowHiringReport', {
    resource: 'now_hiring_reports',
    sortable: ['id', 'created_at', 'company_id', 'company_name'],
    searched: ['company_name', 'email', 'url', 'message'],
    notFound: 'Now-hiring report not found',
  });
}
