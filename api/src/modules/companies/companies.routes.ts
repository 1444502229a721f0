import type { Router, Request, Response } from 'express';
import { param } from 'express-validator';
import { COMPANY_FLAGS, COMPANY_SIZE_BANDS, JAPANESE_LEVELS, REMOTE_LEVELS } from '@shigoto/db/enums';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors/index.js';
import { input, mount } from '../../lib/http/endpoint.js';
import { listDocument, pageOf, resourceObject } from '../../lib/http/jsonapi.js';
import { languageOf, localized } from '../../lib/http/lang.js';
import { responseCache } from '../../lib/cache/response-cache.js';
import { langParam, listFilters, pageParams, sortParam, textQuery, givenQuery } from '../../lib/http/validators.js';
import type { CompanyEntry } from '../search/company-documents.js';
import { findSkill } from '../skills/skills.service.js';
import { companyResource } from './companies.serializer.js';
import { COMPANY_SORTS, companyQueryFor, type CompanyFilters, type CompanySort } from './companies.service.js';

const listValidators = [
  givenQuery({
    page: pageParams(),
    'lang,fLang': langParam(),
    q: [textQuery()],
    sort: [sortParam(COMPANY_SORTS)],
    ...listFilters({ flags: COMPANY_FLAGS, size: COMPANY_SIZE_BANDS, japanese_level: JAPANESE_LEVELS, remote_level: REMOTE_LEVELS, tags: null, skills: null }),
  }),
];
const identifier = (name: string) => param(name).isString().isLength({ min: 1, max: 200 }).matches(/^[\w-]+$/).withMessage('is not valid');

export function companiesRoutes(ctx: AppContext, router: Router): void {
  const { companies, search } = ctx.services;
  const cached = [responseCache({ version: () => search.version })];

  async function list(req: Request, res: Response, options: { filters?: CompanyFilters; facets?: boolean } = {}) {
    const params = input<{ page?: { number?: number; size?: number }; q?: string; sort?: CompanySort; filter?: CompanyFilters }>(req);
    const page = pageOf(params);
    const lang = languageOf(req);
    const result = await companies.search(
      companyQueryFor({ filters: { ...params.filter, ...options.filters }, q: params.q, sort: params.sort, offset: page.offset, limit: page.size, facets: options.facets }),
    );
    res.json(
      listDocument(req, result.entries.map((e) => companyResource(e.company, lang, e)), page, result.total, options.facets ? { meta: { facets: result.facets } } : {}),
    );
  }

  function sendCompany(req: Request, res: Response, entry: CompanyEntry | undefined) {
    if (!entry) throw new NotFoundError('Company not found');
    res.json({ data: companyResource(entry.company, languageOf(req), entry) });
  }


  mount(router, [
    { method: 'get', path: '/companies', access: 'anonymous', before: cached, validate: listValidators, handle: (req, res) => list(req, res) },
    { method: 'get', path: '/searches/companies', access: 'anonymous', before: cached, validate: listValidators, handle: (req, res) => list(req, res, { facets: true }) },
    {
      method: 'get',
      path: '/companies/tags/:tag',
      access: 'anonymous',
      validate: [...listValidators, identifier('tag')],
      handle: (req, res) => list(req, res, { filters: { tags: [String(req.params.tag)] } }),
    },
    {
      method: 'get',
      path: '/companies/:id',
      access: 'anonymous',
      validate: [...langParam(), param('id').isInt({ min: 1 }).withMessage('must be a company id').toInt()],
      handle: async (req, res) => sendCompany(req, res, await companies.byId(Number(req.params.id))),
    },
    {
      method: 'get',
      path: '/slug_companies/:slug',
      access: 'anonymous',
      validate: [...langParam(), identifier('slug')],
      handle: async (req, res) => sendCompany(req, res, await companies.bySlug(String(req.params.slug))),
    },
    ...(['/skills/:id/companies', '/skill_companies/:id'] as const).map((path) => ({
      method: 'get' as const,
      path,
      access: 'anonymous' as const,
      validate: [...listValidators, identifier('id')],
      handle: async (req: Request, res: Response) => list(req, res, { filters: { skills: [(await findSkill(ctx.db, String(req.params.id))).system_name] } }),
    })),
    {
      // Choices for forms (reviews, job submissions): every published company, id and name only.
      method: 'get',
      path: '/company_options',
      access: 'anonymous',
      validate: [...langParam(), textQuery()],
      async handle(req, res) {
        const lang = languageOf(req);
        const q = input<{ q?: string }>(req).q?.toLowerCase();
        const entries = (await search.companyOptions()).filter((e) => !q || e.company.name.toLowerCase().includes(q));
        res.json({
          data: entries.map((e) => resourceObject('company_option', e.company.id, { name: localized(e.company, 'name', lang), slug: e.company.slug })),
          meta: { total: entries.length },
        });
      },
    },
  ]);
}
