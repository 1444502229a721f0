import type { Router } from 'express';
import { body } from 'express-validator';
import { LANGUAGES, type Language } from '@shigoto/db/enums';
import type { AppContext } from '../context.js';
import { input, mount } from '../lib/http/endpoint.js';
import type { Convertible } from '../modules/moderation/moderation.service.js';
import { handledFilter, idParam, type Inbox, inboxEndpoints, searchIn, UNHANDLED_FIRST } from './inbox.js';

/**
 * A company form's or lead's inbox (not yet handled first) and its conversion: POST
 * `/:id/convert` with the invitation's `language` creates the company and invites the sender.
 */
function convertibleRoutes(ctx: AppContext, router: Router, kind: Convertible, inbox: Omit<Inbox, 'model' | 'waiting' | 'defaultSort' | 'where'> & { searched: string[] }) {
  mount(router, [
    ...inboxEndpoints(ctx.db, {
      ...inbox,
      model: ctx.db.models[kind],
      waiting: UNHANDLED_FIRST,
      defaultSort: ['created_at', 'DESC'],
      where: (filter) => [...handledFilter(filter.handled), ...searchIn(filter.q, inbox.searched)],
    }),
    {
      method: 'post',
      path: `/${inbox.resource}/:id/convert`,
      access: 'staff:admin',
      validate: [idParam(), body('language').optional().isIn(LANGUAGES).withMessage(`must be one of: ${LANGUAGES.join(', ')}`)],
      async handle(req, res) {
        const { id, language = 'en' } = input<{ id: number; language?: Language }>(req);
        res.status(201).json(await ctx.services.moderation.convert(req.account!, kind, id, language));
      },
    },
  ]);
}

export function companySubmissionsAdminRoutes(ctx: AppContext, router: Router): void {
  convertibleRoutes(ctx, router, 'CompanySubmission', {
    resource: 'company_submissions',
    sortable: ['id', 'created_at', 'company_name', 'employee_count'],
    searched: ['company_name', 'submitter_name', 'email'],
    notFound: 'Company submission not found',
  });
}

export function companyLeadsAdminRoutes(ctx: AppContext, router: Router): void {
  convertibleRoutes(ctx, router, 'CompanyLead', {
    resource: 'company_leads',
    sortable: ['id', 'created_at', 'company_name'],
    searched: ['company_name', 'name', 'email'],
    notFound: 'Company lead not found',
  });
}
