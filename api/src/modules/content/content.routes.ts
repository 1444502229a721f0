import type { Router } from 'express';
import type { AppContext } from '../../context.js';
import { mount } from '../../lib/http/endpoint.js';
import { languageOf } from '../../lib/http/lang.js';
import { langParam } from '../../lib/http/validators.js';
import { countsResource, pageResource, priceListResource } from './content.serializer.js';

/** The site's own documents (about, resources), its plans and prices, and live counts. */
export function contentRoutes(ctx: AppContext, router: Router): void {
  const { content } = ctx.services;
  mount(router, [
    {
      method: 'get',
      path: '/about',
      access: 'anonymous',
      validate: langParam(),
      handle: (req, res) => res.json({ data: pageResource('about', content.about(languageOf(req))) }),
    },
    {
      method: 'get',
      path: '/resources',
      access: 'anonymous',
      validate: langParam(),
      handle: async (req, res) => res.json({ data: pageResource('resources', await content.resources(languageOf(req))) }),
    },
    {
      method: 'get',
      path: '/prices',
      access: 'anonymous',
      validate: langParam(),
      handle: (req, res) => res.json({ data: priceListResource(content.prices(languageOf(req))) }),
    },
    {
      method: 'get',
      path: '/counts',
      access: 'anonymous',
      handle: async (_req, res) => res.json({ data: countsResource(await content.counts()) }),
    },
  ]);
}
