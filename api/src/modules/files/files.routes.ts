import type { Router } from 'express';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors/index.js';
import { mount } from '../../lib/http/endpoint.js';

const PUBLIC_KEY = /^[a-z0-9][a-z0-9/_.-]*\.(webp|png|jpg|gif)$/i;
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml' };

/** Public images (logos, covers). Private files (resumes) are never served from here. */
export function publicFilesRoutes(ctx: AppContext, router: Router): void {
  mount(router, [
    {
      method: 'get',
      path: '/*key',
      access: 'anonymous',
      async handle(req, res) {
        const segments = req.params.key as unknown as string[];
        const key = segments.join('/');
        if (!PUBLIC_KEY.test(key) || segments.includes('..')) throw new NotFoundError('File not found');
        const extension = key.split('.').pop()!.toLowerCase();
        let body: Buffer;
        try {
          body = await ctx.storage.read(`public/${key}`);
        } catch {
          throw new NotFoundError('File not found');
        }
        res.setHeader('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'public, max-age=86400');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.send(body);
      },
    },
  ]);
}
