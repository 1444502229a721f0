import type { Router } from 'express';
import { param } from 'express-validator';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors/index.js';
import { input, mount } from '../../lib/http/endpoint.js';
import { listDocument, pageOf } from '../../lib/http/jsonapi.js';
import { languageOf } from '../../lib/http/lang.js';
import { langParam, pageParams } from '../../lib/http/validators.js';
import { newsletterResource } from './newsletters.serializer.js';

/** Past newsletter issues, readable by anyone. */
export function newslettersRoutes(ctx: AppContext, router: Router): void {
  const { newsletters } = ctx.services;
  mount(router, [
    {
      method: 'get',
      path: '/newsletters',
      access: 'anonymous',
      validate: [...pageParams(), ...langParam()],
      async handle(req, res) {
        const page = pageOf(input(req));
        const { issues, total } = await newsletters.list({ offset: page.offset, limit: page.size });
        const lang = languageOf(req);
        res.json(listDocument(req, issues.map((issue) => newsletterResource(issue, lang)), page, total));
      },
    },
    {
      method: 'get',
      path: '/newsletters/:id',
      access: 'anonymous',
      validate: [...langParam(), param('id').isInt({ min: 1 }).withMessage('must be a newsletter id').toInt()],
      async handle(req, res) {
        const issue = await newsletters.find(input<{ id: number }>(req).id);
        if (!issue) throw new NotFoundError('Newsletter not found');
        res.json({ data: newsletterResource(issue, languageOf(req), { body: true }) });
      },
    },
  ]);
}
