import type { Router } from 'express';
import { declaredEndpoints, type DeclaredEndpoint } from '../../src/lib/http/endpoint.js';
import { testApp } from './context.js';

interface MountLayer {
  rawPath?: string;
  handle: Router & { stack?: unknown[] };
}

/** Every API endpoint with its mount prefix, its declared access and the fields its validators read. */
export function declaredRoutes(): DeclaredEndpoint[] {
  const { router } = testApp().app;
  // The app's own endpoints (the health checks) carry their full path.
  const own = declaredEndpoints(router).filter((endpoint) => API_PATH.test(endpoint.path));
  const mounted = (router.stack as unknown as MountLayer[])
    .filter((layer) => layer.handle.stack && layer.rawPath && API_PATH.test(layer.rawPath))
    .flatMap((layer) => declaredEndpoints(layer.handle).map((endpoint) => ({ ...endpoint, path: `${layer.rawPath}${endpoint.path}` })));
  return [...own, ...mounted];
}

const API_PATH = /^\/(api|admin\/api)/;

/** A concrete URL for a route pattern (parameters become harmless values). */
export const concrete = (path: string, value = '1') => path.replace(/\*\w+/g, 'x/y.webp').replace(/:(\w+)/g, value);
