import { expect } from 'chai';
import { allowed, ROLES, send, tokens } from '../helpers/callers.js';
import { concrete, declaredRoutes } from '../helpers/routes.js';

describe('authorization walk: every endpoint as every kind of caller', () => {
  it('refuses callers the declaration leaves out (401 anonymous, 403 others) and lets the others through', async function () {
    this.timeout(60_000);
    const roleTokens = await tokens();
    const routes = declaredRoutes().filter((r) => !r.access.includes('anonymous'));
    expect(routes.length).to.be.greaterThan(3);
    const problems: string[] = [];
    for (const route of routes) {
      for (const role of ROLES) {
        const res = await send(route.method, concrete(route.path), role === 'anonymous' ? undefined : roleTokens[role], route.method === 'get' ? undefined : '{}');
        const expected = allowed(route.access, role) ? 'through' : role === 'anonymous' ? 401 : 403;
        const ok = expected === 'through' ? ![401, 403].includes(res.status) : res.status === expected;
        if (!ok) problems.push(`${route.method.toUpperCase()} ${route.path} as ${role}: ${res.status} (expected ${expected})`);
      }
    }
    expect(problems).to.deep.equal([]);
  });
});
