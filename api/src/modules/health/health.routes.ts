import type { Router } from 'express';
import type { AppContext } from '../../context.js';
import { mount } from '../../lib/http/endpoint.js';
import { fixedJson, sendFixedJson } from '../../lib/http/fixed-json.js';

/** The process is up: load balancers ask often, so the answer is made once. */
const HEALTHY = fixedJson({ status: 'ok' });

/** healthz says the process is up; readyz that its database (and Redis, if used) answer and its search index is built. */
export function healthRoutes(ctx: AppContext, router: Router): void {
  mount(router, [
    {
      method: 'get',
      path: '/api/healthz',
      access: 'anonymous',
      handle: (req, res) => sendFixedJson(req, res, HEALTHY),
    },
    {
      method: 'get',
      path: '/api/readyz',
      access: 'anonymous',
      async handle(_req, res) {
        const checks: Record<string, 'ok' | 'down' | 'building'> = {};
        const check = async (name: string, probe: () => Promise<unknown>) => {
          try {
            await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
            checks[name] = 'ok';
          } catch {
            checks[name] = 'down';
          }
        };
        await check('database', () => ctx.db.sequelize.query('SELECT 1'));
        if (ctx.redis) await check('redis', () => ctx.redis!.ping());
        checks.search = ctx.services.search.isBuilt() ? 'ok' : 'building';
        const ready = Object.values(checks).every((state) => state === 'ok');
        res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', checks });
      },
    },
  ]);
}
