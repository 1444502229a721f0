import type { Router } from 'express';
import { param, query } from 'express-validator';
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
        const lang = languageOf(req);
        const issue = await newsletters.find(input<{ id: number }>(req).id, lang);
        if (!issue) throw new NotFoundError('Newsletter not found');
        res.json({ data: newsletterResource(issue, lang) });
      },
    },
    {
      // One-click unsubscribe (RFC 8058): the List-Unsubscribe header and the site's confirmation
      // page POST here; the form body mail clients send (List-Unsubscribe=One-Click) is not read.
      method: 'post',
      path: '/newsletter_unsubscriptions',
      access: 'anonymous',
      validate: [query('token').isString().isLength({ max: 200 }).withMessage('is required')],
      async handle(req, res) {
        await newsletters.unsubscribe(input<{ token: string }>(req).token);
        res.json({ meta: { unsubscribed: true } });
      },
    },
  ]);
}
