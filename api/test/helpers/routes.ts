import type { Access } from '../../src/lib/http/endpoint.js';
import { DECLARED_ACCESS } from '../../src/lib/http/endpoint.js';
import { testApp } from './context.js';

interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: Record<symbol, unknown> }[] };
  handle: { stack?: Layer[] };
}

export interface DeclaredRoute {
  method: string;
  path: string;
  access: Access[];
}

/** Every API route with its mount prefix and declared access. */
export function declaredRoutes(): DeclaredRoute[] {
  const stack = (testApp().app as unknown as { router: { stack: Layer[] } }).router.stack;
  return stack
    .filter((layer) => layer.handle.stack && layer.rawPath && /^\/(api|admin\/api)/.test(layer.rawPath))
    .flatMap((layer) =>
      layer.handle.stack!.filter((l) => l.route).flatMap((l) =>
        Object.keys(l.route!.methods).map((method) => ({
          method,
          path: `${layer.rawPath}${l.route!.path}`,
          access: (l.route!.stack.at(-1)!.handle[DECLARED_ACCESS] ?? []) as Access[],
        })),
      ),
    );
}

/** A concrete URL for a route pattern (parameters become harmless values). */
export const concrete = (path: string, value = '1') => path.replace(/\*\w+/g, 'x/y.webp').replace(/:(\w+)/g, value);

