import { expect } from 'chai';
import { DECLARED_ACCESS } from '../../src/lib/http/endpoint.js';
import { testApp } from '../helpers/context.js';

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: object }[] };
  handle: { stack?: Layer[] } & object;
}

/** Every route in the app, with the access its final handler declares (undefined when none). */
function routesOf(stack: Layer[], found: { route: string; access: unknown }[] = []) {
  for (const layer of stack) {
    if (layer.route) {
      const handlers = layer.route.stack.map((l) => l.handle as Record<symbol, unknown>);
      const methods = Object.keys(layer.route.methods).join(',').toUpperCase();
      found.push({ route: `${methods} ${layer.route.path}`, access: handlers.at(-1)?.[DECLARED_ACCESS] });
    } else if (layer.handle.stack) {
      routesOf(layer.handle.stack, found);
    }
  }
  return found;
}

describe('endpoint permission declarations', () => {
  it('every route declares who may call it', () => {
    const { app } = testApp();
    const routes = routesOf((app as unknown as { router: { stack: Layer[] } }).router.stack);
    // The console's static fallback is the one route that is not an API endpoint.
    const undeclared = routes.filter((r) => r.access === undefined && !r.route.includes('/admin'));
    expect(routes.length).to.be.greaterThan(10);
    expect(undeclared, `routes without an access declaration: ${undeclared.map((r) => r.route).join(', ')}`).to.deep.equal([]);
  });

  it('staff resources are not open to anonymous callers', () => {
    const { app } = testApp();
    const routes = routesOf((app as unknown as { router: { stack: Layer[] } }).router.stack);
    const staffOnly = routes.filter((r) => ['/jobs/:id', '/companies/:id', '/me'].includes(r.route.split(' ')[1]) && Array.isArray(r.access) && (r.access as string[]).some((a) => a.startsWith('staff')));
    // GET, PUT and DELETE /jobs/:id (moderation), GET and PUT /companies/:id, GET /me.
    expect(staffOnly.length).to.equal(6);
  });
});
