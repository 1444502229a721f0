import type { Router } from 'express';
import { Op, type WhereOptions } from 'sequelize';
import type { AppContext } from '../context.js';
import { mount } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'created_at', 'type'] as const;
/** Filters that match a column exactly (the campaign a visitor came from, the kind of event, who). */
const EXACT_FILTERS = ['type', 'utm_source', 'utm_medium', 'utm_campaign', 'fbclid', 'twclid', 'email'] as const;

/**
 * What visitors did on the site (page views, clicks, sign-ups) with the campaign they came from,
 * read-only: the rows are written by POST /api/v1/trackings and only read here.
 * `q` searches the page location.
 */
export function trackingEventsAdminRoutes(ctx: AppContext, router: Router): void {
  const { TrackingEvent } = ctx.db.models;
  mount(router, [
    {
      method: 'get',
      path: '/tracking_events',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['id', 'DESC']);
        const filter = params.filter as Record<string, unknown>;
        const and: WhereOptions[] = [];
        if (typeof filter.q === 'string' && filter.q) and.push({ page_location: like(filter.q) });
        for (const name of EXACT_FILTERS) {
          if (typeof filter[name] === 'string') and.push({ [name]: filter[name] });
        }
        const { rows, count } = await TrackingEvent.findAndCountAll({
          where: { [Op.and]: and },
          ...raPage(params),
        });
        sendRaList(res, 'tracking_events', params, rows.map((row) => row.get({ plain: true })), count);
      },
    },
  ]);
}
