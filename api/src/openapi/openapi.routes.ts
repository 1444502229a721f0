import type { Router } from 'express';
import type { AppContext } from '../context.js';
import { mount } from '../lib/http/endpoint.js';
import { openApiDocument } from './document.js';

export function openApiRoutes(ctx: AppContext, router: Router): void {
  const document = openApiDocument(ctx.config.publicUrl);
  mount(router, [{ method: 'get', path: '/openapi.json', access: 'anonymous', handle: (_req, res) => res.json(document) }]);
}
