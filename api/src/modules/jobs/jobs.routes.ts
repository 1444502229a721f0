import type { Router, Request, Response } from 'express';
import type { AppContext } from '../../context.js';
import { AppError, NotFoundError } from '../../lib/errors/index.js';
import { input, mount } from '../../lib/http/endpoint.js';
import { listDocument, pageOf, type Page } from '../../lib/http/jsonapi.js';
import { languageOf } from '../../lib/http/lang.js';
import { responseCache, sendJsonParts } from '../../lib/cache/response-cache.js';
import { companyResource, companySummaryJson, jobCardJson, jobResource } from './jobs.serializer.js';
import { JOB_UNAVAILABLE_MESSAGE, searchQueryFor, type JobCard, type JobFilters, type JobSort } from './jobs.service.js';
import { jobRedirectionValidators, jobsOfValidators, listJobsValidators, relatedJobsValidators, showJobValidators } from './jobs.validators.js';
import { withTracking } from './jobs.rules.js';
import { relatedJobs } from './related-jobs.js';
import { findSkill } from '../skills/skills.service.js';

const DATA_OPEN = Buffer.from('{"data":[');
const INCLUDED_OPEN = Buffer.from('],"included":[');
const COMMA = Buffer.from(',');

interface ListInput {
  facets?: string[];
  page?: { number?: number; size?: number };
  sort?: JobSort;
  q?: string;
  filter?: JobFilters;
}

export function jobsRoutes(ctx: AppContext, router: Router): void {
  const { jobs, search } = ctx.services;
  const cached = [responseCache({ version: () => search.version })];

  function sendCards(req: Request, res: Response, cards: JobCard[], page: Page, total: number, facets?: Record<string, Record<string, number>>) {
    const lang = languageOf(req);
    // The busiest answers of the API: cards and companies come pre-serialized, only the page's
    // meta and links are stringified per request.
    const { meta, links } = listDocument(req, [], page, total, facets ? { meta: { facets } } : {});
    const companies = new Map(cards.map((card) => [card.company.id, card.company]));
    const parts: Buffer[] = [DATA_OPEN];
    const pushList = (items: Buffer[]) => items.forEach((item, i) => (i ? parts.push(COMMA, item) : parts.push(item)));
    pushList(cards.map((card) => jobCardJson(card, lang)));
    parts.push(INCLUDED_OPEN);
    pushList([...companies.values()].map((company) => companySummaryJson(company, lang)));
    parts.push(Buffer.from(`],"meta":${JSON.stringify(meta)},"links":${JSON.stringify(links)}}`));
    sendJsonParts(res, parts);
  }

  /** Lists jobs matching `filters` plus the request's own query; searches also count facets. */
  async function list(req: Request, res: Response, options: { filters?: JobFilters; facets?: boolean } = {}) {
    const params = input<ListInput>(req);
    const page = pageOf(params);
    const query = searchQueryFor({
      filters: { ...params.filter, ...options.filters },
      q: params.q,
      sort: params.sort,
      offset: page.offset,
      limit: page.size,
      facets: options.facets,
      extraFacets: params.facets,
    });
    const result = await jobs.search(query);
    sendCards(req, res, result.cards, page, result.total, options.facets ? result.facets : undefined);
  }

  async function publicJob(slugOrId: string) {
    const found = await jobs.find(slugOrId);
    if (!found) throw new NotFoundError('Job not found');
    if (found.state === 'unavailable') throw new AppError(410, JOB_UNAVAILABLE_MESSAGE);
    return found.view;
  }

  mount(router, [
    { method: 'get', path: '/jobs', access: 'anonymous', before: cached, validate: listJobsValidators, handle: (req, res) => list(req, res) },
    {
      method: 'get',
      path: '/searches/jobs',
      access: 'anonymous',
      before: cached,
      validate: listJobsValidators,
      handle: (req, res) => list(req, res, { facets: true }),
    },
    {
      method: 'get',
      path: '/jobs/:id',
      access: 'anonymous',
      before: cached,
      validate: showJobValidators,
      async handle(req, res) {
        const view = await publicJob(String(req.params.id));
        const lang = languageOf(req);
        res.json({ data: jobResource(view, lang), included: [companyResource(view.company, lang)] });
      },
    },
    {
      method: 'get',
      path: '/jobs/:slug/related_jobs',
      access: 'anonymous',
      before: cached,
      validate: relatedJobsValidators,
      async handle(req, res) {
        const view = await publicJob(String(req.params.slug));
        const cards = await relatedJobs(jobs, view, { all: input<{ all?: boolean }>(req).all ?? false });
        sendCards(req, res, cards, { number: 1, size: Math.max(cards.length, 1), offset: 0 }, cards.length);
      },
    },
    {
      method: 'get',
      path: '/jobs/:slug/same_company_jobs',
      access: 'anonymous',
      validate: jobsOfValidators('slug'),
      async handle(req, res) {
        const view = await publicJob(String(req.params.slug));
        const params = input<ListInput>(req);
        const page = pageOf(params);
        // One more than a page, so the current job can be filtered out of it.
        const result = await jobs.search(
          searchQueryFor({ filters: { company: [view.company.slug] }, sort: params.sort, offset: page.offset, limit: page.size + 1 }),
        );
        const cards = result.cards.filter((card) => card.job.slug !== view.job.slug).slice(0, page.size);
        sendCards(req, res, cards, page, result.total - 1);
      },
    },
    {
      method: 'get',
      path: '/companies/:id/jobs',
      access: 'anonymous',
      validate: jobsOfValidators('id'),
      async handle(req, res) {
        const id = String(req.params.id);
        const company = await ctx.db.models.Company.findOne({ where: /^\d+$/.test(id) ? { id: Number(id), published: true } : { slug: id, published: true } });
        if (!company) throw new NotFoundError('Company not found');
        await list(req, res, { filters: { company: [company.slug] } });
      },
    },
    {
      method: 'get',
      path: '/skills/:id/jobs',
      access: 'anonymous',
      validate: jobsOfValidators('id'),
      async handle(req, res) {
        const skill = await findSkill(ctx.db, String(req.params.id));
        await list(req, res, { filters: skill.skill_type === 'category' ? { category: [String(skill.id)] } : { skills: [skill.system_name] } });
      },
    },
    {
      // Where the apply modal's Continue leads: the job's application link (with source=shigoto),
      // else its e-mail application page. Browsers are redirected; API clients get the URL.
      method: 'get',
      path: '/job_redirections/:slug',
      access: 'anonymous',
      validate: jobRedirectionValidators,
      async handle(req, res) {
        const view = await publicJob(String(req.params.slug));
        const url = view.job.application_url
          ? withTracking(view.job.application_url)
          : `${ctx.config.publicUrl}/jobs/${view.company.slug}/${view.job.slug}/apply`;
        if (req.accepts(['json', 'html']) === 'html') return res.redirect(302, url);
        res.json({ data: { id: view.job.slug, type: 'job_redirection', attributes: { url, application_type: view.job.application_url ? 1 : 2 } } });
      },
    },
  ]);
}
