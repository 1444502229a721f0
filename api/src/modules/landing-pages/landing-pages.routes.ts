import type { Router } from 'express';
import { param } from 'express-validator';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors/index.js';
import { mount } from '../../lib/http/endpoint.js';
import { resourceObject } from '../../lib/http/jsonapi.js';
import { languageOf } from '../../lib/http/lang.js';
import { langParam } from '../../lib/http/validators.js';
import type { LandingPage } from './landing-pages.catalog.js';

function pageResource(page: LandingPage, lang: 'en' | 'jp', extra: Record<string, unknown> = {}) {
  const pick = (text: { en: string; ja: string }) => (lang === 'jp' ? text.ja : text.en);
  return resourceObject('landing_page', page.path, {
    path: page.path,
    filters: page.filters,
    title: pick(page.title),
    heading: pick(page.heading),
    description: pick(page.description),
    alternate_titles: page.title,
    ...extra,
  });
}

/** SEO landing pages: the resolver the site's catch-all route and sitemap use. */
export function landingPagesRoutes(ctx: AppContext, router: Router): void {
  const { landingPages: pages } = ctx.services;
  mount(router, [
    {
      method: 'get',
      path: '/landing_pages',
      access: 'anonymous',
      validate: langParam(),
      async handle(req, res) {
        const lang = languageOf(req);
        const all = await pages.all();
        res.json({ data: all.map((page) => pageResource(page, lang)), meta: { total: all.length } });
      },
    },
    {
      method: 'get',
      path: '/landing_pages/:path',
      access: 'anonymous',
      validate: [...langParam(), param('path').isString().isLength({ min: 3, max: 200 }).matches(/^[a-z0-9-]+$/i).withMessage('is not a landing page path')],
      async handle(req, res) {
        const found = await pages.resolve(String(req.params.path));
        if (!found) throw new NotFoundError(`Page not found: /${String(req.params.path)}`);
        if ('redirect' in found) {
          res.status(301).setHeader('Location', `/api/v1/landing_pages${found.redirect}`);
          return res.json({ data: resourceObject('landing_page_redirect', String(req.params.path), { redirect_to: found.redirect, status: 301 }) });
        }
        res.json({ data: pageResource(found.page, languageOf(req), { job_count: await pages.jobCount(found.page) }) });
      },
    },
  ]);
}
