import type { Router } from 'express';
import { body } from 'express-validator';
import { Op, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import { LANGUAGES } from '@shigoto/db/enums';
import type { AppContext } from '../context.js';
import { input, mount } from '../lib/http/endpoint.js';
import { csvLine } from '../lib/csv.js';
import { idParam, type Inbox, inboxEndpoints, searchIn } from './inbox.js';
import { raListParams, raListValidators } from './ra.js';

const SORTABLE = ['id', 'created_at', 'email', 'unsubscribed_at'] as const;
const EXPORT_BATCH = 500;
const EXPORT_COLUMNS = ['id', 'email', 'language', 'include_tech_jobs', 'include_non_tech_jobs', 'source', 'subscribed', 'unsubscribed_at', 'created_at'] as const;

/** Filters: `q` on the e-mail, `subscribed`, `include_tech_jobs`, `include_non_tech_jobs`, `language`. */
function where(filter: Record<string, unknown>): WhereOptions[] {
  const and = searchIn(filter.q, ['email']);
  if (typeof filter.subscribed === 'boolean') and.push({ unsubscribed_at: filter.subscribed ? null : { [Op.ne]: null } });
  if (typeof filter.include_tech_jobs === 'boolean') and.push({ include_tech_jobs: filter.include_tech_jobs });
  if (typeof filter.include_non_tech_jobs === 'boolean') and.push({ include_non_tech_jobs: filter.include_non_tech_jobs });
  if (typeof filter.language === 'string' && (LANGUAGES as readonly string[]).includes(filter.language)) and.push({ language: filter.language });
  return and;
}

function exportRow(lead: Rows['Lead']): unknown[] {
  const values: Record<(typeof EXPORT_COLUMNS)[number], unknown> = { ...lead, subscribed: !lead.unsubscribed_at };
  return EXPORT_COLUMNS.map((column) => values[column]);
}

/**
 * Newsletter subscribers: list, show, unsubscribe (PUT with `subscribed: false`), and the
 * filtered list as a CSV download, written batch by batch so a long list never sits in memory.
 */
export function leadsAdminRoutes(ctx: AppContext, router: Router): void {
  const { Lead } = ctx.db.models;
  const inbox: Inbox = { resource: 'leads', model: Lead, sortable: SORTABLE, defaultSort: ['created_at', 'DESC'], where, notFound: 'Subscriber not found' };
  mount(router, [
    {
      // Before `/leads/:id`, which would take "export" for an id.
      method: 'get',
      path: '/leads/export',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const conditions = where(raListParams(req, inbox.defaultSort).filter);
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`);
        // A byte-order mark: spreadsheet programs read the file as UTF-8 (Japanese text stays legible).
        res.write(`\uFEFF${csvLine(EXPORT_COLUMNS)}`);
        for (let afterId = 0; ; ) {
          const batch = (await Lead.findAll({ where: { [Op.and]: [...conditions, { id: { [Op.gt]: afterId } }] }, order: [['id', 'ASC']], limit: EXPORT_BATCH })).map((row) => row.get({ plain: true }) as Rows['Lead']);
          if (batch.length) res.write(batch.map((lead) => csvLine(exportRow(lead))).join(''));
          if (batch.length < EXPORT_BATCH) break;
          afterId = batch.at(-1)!.id;
        }
        res.end();
      },
    },
    ...inboxEndpoints(ctx.db, inbox),
    {
      method: 'put',
      path: '/leads/:id',
      access: 'staff:admin',
      validate: [idParam(), body('subscribed').custom((value) => value === false).withMessage('can only be set to false: subscribers sign up again themselves')],
      async handle(req, res) {
        res.json(await ctx.services.moderation.unsubscribe(req.account!, input<{ id: number }>(req).id));
      },
    },
  ]);
}
