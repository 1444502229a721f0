import type { Router } from 'express';
import { body } from 'express-validator';
import type { WhereOptions } from 'sequelize';
import { EXPERIENCE_KINDS, MODERATION_STATES } from '@shigoto/db/enums';
import type { AppContext } from '../context.js';
import { input, mount } from '../lib/http/endpoint.js';
import type { Decision, Moderated } from '../modules/moderation/moderation.service.js';
import { companyFilter, idParam, type Inbox, inboxEndpoints, searchIn } from './inbox.js';

const DECISIONS = ['approved', 'rejected'] as const;
const REASON_MAX = 2000;

/** Filters both moderated kinds share: state, company, and `q` on the given text columns. */
function moderatedWhere(filter: Record<string, unknown>, searched: string[]): WhereOptions[] {
  const and: WhereOptions[] = [];
  if (typeof filter.moderation_state === 'string' && (MODERATION_STATES as readonly string[]).includes(filter.moderation_state)) and.push({ moderation_state: filter.moderation_state });
  return [...and, ...companyFilter(filter.company_id), ...searchIn(filter.q, searched)];
}

/**
 * A moderated kind's inbox (pending first) and its decision: PUT with `moderation_state`
 * approved or rejected and a `moderation_reason`, required to reject. Approved entries are on the
 * company's public page.
 */
function moderatedRoutes(ctx: AppContext, router: Router, kind: Moderated, inbox: Omit<Inbox, 'model' | 'waiting' | 'defaultSort'>) {
  mount(router, [
    ...inboxEndpoints(ctx.db, { ...inbox, model: ctx.db.models[kind], waiting: "CASE WHEN moderation_state = 'pending' THEN 0 ELSE 1 END", defaultSort: ['created_at', 'DESC'] }),
    {
      method: 'put',
      path: `/${inbox.resource}/:id`,
      access: 'staff:admin',
      validate: [
        idParam(),
        body('moderation_state').isIn(DECISIONS).withMessage(`must be one of: ${DECISIONS.join(', ')}`),
        body('moderation_reason').optional({ values: 'null' }).isString().withMessage('must be text').isLength({ max: REASON_MAX }).withMessage(`must be at most ${REASON_MAX} characters`),
      ],
      async handle(req, res) {
        const { id, ...decision } = input<Decision & { id: number }>(req);
        res.json(await ctx.services.moderation.moderate(req.account!, kind, id, decision));
      },
    },
  ]);
}

export function companyReviewsAdminRoutes(ctx: AppContext, router: Router): void {
  moderatedRoutes(ctx, router, 'CompanyReview', {
    resource: 'company_reviews',
    sortable: ['id', 'created_at', 'rating', 'company_id', 'moderation_state'],
    where: (filter) => moderatedWhere(filter, ['title', 'body', 'email']),
    notFound: 'Company review not found',
  });
}

export function companyExperiencesAdminRoutes(ctx: AppContext, router: Router): void {
  moderatedRoutes(ctx, router, 'CompanyExperience', {
    resource: 'company_experiences',
    sortable: ['id', 'created_at', 'kind', 'company_id', 'moderation_state'],
    where: (filter) => [
      ...moderatedWhere(filter, ['body', 'email']),
      ...(typeof filter.kind === 'string' && (EXPERIENCE_KINDS as readonly string[]).includes(filter.kind) ? [{ kind: filter.kind }] : []),
    ],
    notFound: 'Company experience not found',
  });
}
