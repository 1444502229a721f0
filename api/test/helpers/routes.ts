import type { Router } from 'express';
import { declaredEndpoints, type DeclaredEndpoint } from '../../src/lib/http/endpoint.js';
import { testApp } from './context.js';

interface MountLayer {
  rawPath?: string;
  handle: Router & { stack?: unknown[] };
}

/** Every API endpoint with its mount prefix, its declared access and the fields its validators read. */
export function declaredRoutes(): DeclaredEndpoint[] {
  const stack = (testApp().app as unknown as { router: { stack: MountLayer[] } }).router.stack;
  return stack
    .filter((layer) => layer.handle.stack && layer.rawPath && /^\/(api|admin\/api)/.test(layer.rawPath))
    .flatMap((layer) => declaredEndpoints(layer.handle).map((endpoint) => ({ ...endpoint, path: `${layer.rawPath}${endpoint.path}` })));
}

/** A concrete URL for a route pattern (parameters become harmless values). */
export const concrete = (path: string, value = '1') => path.replace(/\*\w+/g, 'x/y.webp').replace(/:(\w+)/g, value);
