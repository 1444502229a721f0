import type { Router } from 'express';
import type { AppContext } from '../../context.js';
import { mount } from '../../lib/http/endpoint.js';
import { fixedJson, sendFixedJson } from '../../lib/http/fixed-json.js';

/** The process is up: load balancers ask often, so the answer is made once. */
const HEALTHY = fixedJson({ status: 'ok' });

/**
 * healthz says the process is up; readyz that it can serve: its database answers and its search
 * index is built. Redis, when used, is reported but does not make a process unready: without it
 * queues fall back to the sweeper and rate limits to each process's memory, and taking every API
 * process out of rotation at once would turn a degraded site into no site.
 */
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
        const ready = checks.database === 'ok' && checks.search === 'ok';
        res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', checks });
      },
    },
  ]);
}
