import type { Router } from 'express';
import { query } from 'express-validator';
import { EXPERIENCE_KINDS } from '@shigoto/db/enums';
import type { AppContext } from '../../context.js';
import { input, mount } from '../../lib/http/endpoint.js';
import { listDocument, pageOf } from '../../lib/http/jsonapi.js';
import { listFilter, pageParams } from '../../lib/http/validators.js';
import { experienceResource, reviewResource } from './reviews.serializer.js';
import type { ExperienceKind } from './reviews.service.js';
import { REQUIRED_MESSAGE } from '../../lib/errors/index.js';

interface ListInput {
  company_id: number;
  page?: { number?: number; size?: number };
  filter?: { kind?: ExperienceKind[] };
}

const companyParam = () =>
  query('company_id').exists().withMessage(REQUIRED_MESSAGE).bail().isInt({ min: 1 }).withMessage('must be a company id').toInt();

/** A company's approved reviews and experience-survey answers (designer, remote, general). */
export function reviewsRoutes(ctx: AppContext, router: Router): void {
  const { reviews } = ctx.services;
  mount(router, [
    {
      method: 'get',
      path: '/company_reviews',
      access: 'anonymous',
      validate: [companyParam(), ...pageParams()],
      async handle(req, res) {
        const params = input<ListInput>(req);
        const page = pageOf(params);
        const { entries, total, rating } = await reviews.reviews(params.company_id, { offset: page.offset, limit: page.size });
        res.json(listDocument(req, entries.map(reviewResource), page, total, { meta: { rating } }));
      },
    },
    {
      method: 'get',
      path: '/company_experiences',
      access: 'anonymous',
      validate: [companyParam(), ...pageParams(), listFilter('kind', EXPERIENCE_KINDS)],
      async handle(req, res) {
        const params = input<ListInput>(req);
        const page = pageOf(params);
        const { entries, total } = await reviews.experiences(params.company_id, params.filter?.kind, { offset: page.offset, limit: page.size });
        res.json(listDocument(req, entries.map(experienceResource), page, total));
      },
    },
  ]);
}
