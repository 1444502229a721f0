import type { Router } from 'express';
import { query } from 'express-validator';
import type { AppContext } from '../../context.js';
import { input, mount } from '../../lib/http/endpoint.js';
import { listDocument, resourceObject } from '../../lib/http/jsonapi.js';
import { SITEMAP_PAGE_SIZE, type SitemapEntry } from './sitemap.service.js';

function entryId(entry: SitemapEntry): string {
  switch (entry.kind) {
    case 'job':
      return `job:${entry.company_slug}/${entry.slug}`;
    case 'newsletter':
      return `newsletter:${entry.issue_id}`;
    case 'landing_page':
      return `landing_page:${entry.path}`;
    default:
      return `${entry.kind}:${entry.slug}`;
  }
}

/** The site's sitemap: the public pages by kind, a fixed SITEMAP_PAGE_SIZE a page (one sitemap file each). */
export function sitemapRoutes(ctx: AppContext, router: Router): void {
  const { sitemap } = ctx.services;
  mount(router, [
    {
      method: 'get',
      path: '/sitemap_entries',
      access: 'anonymous',
      validate: [query('page.number').optional().isInt({ min: 1, max: 10_000 }).withMessage('must be a positive integer').toInt()],
      async handle(req, res) {
        const number = input<{ page?: { number?: number } }>(req).page?.number ?? 1;
        const { entries, total } = await sitemap.page(number);
        const data = entries.map((entry) => resourceObject('sitemap_entry', entryId(entry), { ...entry, lastmod: entry.lastmod?.toISOString() ?? null }));
        res.json(listDocument(req, data, { number, size: SITEMAP_PAGE_SIZE, offset: (number - 1) * SITEMAP_PAGE_SIZE }, total));
      },
    },
  ]);
}
