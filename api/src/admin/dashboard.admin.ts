import type { Router } from 'express';
import type { AppContext } from '../context.js';
import { mount } from '../lib/http/endpoint.js';

/** The admin dashboard in one call: what waits for staff, and the charts of the last weeks. */
export function dashboardAdminRoutes(ctx: AppContext, router: Router): void {
  const { dashboard } = ctx.services;
  mount(router, [
    {
      method: 'get',
      path: '/dashboard',
      access: 'staff:admin',
      async handle(_req, res) {
        const [waiting, charts] = await Promise.all([dashboard.waiting(), dashboard.charts()]);
        res.json({ waiting, charts });
      },
    },
  ]);
}
