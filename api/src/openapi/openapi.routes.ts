import type { Router } from 'express';
import type { AppContext } from '../context.js';
import { declaredEndpoints, mount } from '../lib/http/endpoint.js';
import { openApiDocument } from './document.js';

export function openApiRoutes(ctx: AppContext, router: Router): void {
  // Built on first use, when every module has mounted its endpoints on the router.
  let document: ReturnType<typeof openApiDocument> | undefined;
  mount(router, [
    {
      method: 'get',
      path: '/openapi.json',
      access: 'anonymous',
      handle: (_req, res) => res.json((document ??= openApiDocument(ctx.config.publicUrl, declaredEndpoints(router)))),
    },
  ]);
}
