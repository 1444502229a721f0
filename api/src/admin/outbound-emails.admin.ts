import type { Router } from 'express';
import { param } from 'express-validator';
import { Op, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../lib/errors/index.js';
import { mount } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'created_at', 'sent_at', 'state', 'template', 'to_address'] as const;

/** A list row leaves the bodies out; the show page has them. */
const summary = ({ text_body: _text, html_body: _html, ...email }: Rows['OutboundEmail']) => email;

/**
 * Every e-mail Shigoto sent or will send (each is a row here before it is queued; without SMTP, as
 * in development, this table is the outbox itself), so staff can answer "did the company get my
 * application?" and see what is stuck.
 */
export function outboundEmailsAdminRoutes(ctx: AppContext, router: Router): void {
  const { OutboundEmail } = ctx.db.models;
  mount(router, [
    {
      method: 'get',
      path: '/outbound_emails',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['id', 'DESC']);
        const f = params.filter as { q?: string; state?: string; template?: string; to_address?: string };
        const and: WhereOptions[] = [];
        if (typeof f.q === 'string' && f.q) and.push({ [Op.or]: [{ to_address: like(f.q) }, { subject: like(f.q) }] });
        if (typeof f.state === 'string') and.push({ state: f.state });
        if (typeof f.template === 'string') and.push({ template: f.template });
        if (typeof f.to_address === 'string') and.push({ to_address: f.to_address.toLowerCase() });
        const { rows, count } = await OutboundEmail.findAndCountAll({
          where: { [Op.and]: and },
          ...raPage(params),
        });
        sendRaList(res, 'outbound_emails', params, rows.map((row) => summary(row.get({ plain: true }) as Rows['OutboundEmail'])), count);
      },
    },
    {
      method: 'get',
      path: '/outbound_emails/:id',
      access: 'staff:admin',
      validate: [param('id').isInt({ min: 1 }).toInt()],
      async handle(req, res) {
        const email = await OutboundEmail.findByPk(Number(req.params.id));
        if (!email) throw new NotFoundError('E-mail not found');
        res.json(email.get({ plain: true }));
      },
    },
    {
      // A failed e-mail goes back to the queue; retrying one already queued changes nothing.
      method: 'post',
      path: '/outbound_emails/:id/retry',
      access: 'staff:admin',
      validate: [param('id').isInt({ min: 1 }).toInt()],
      async handle(req, res) {
        res.json(await ctx.services.outbox.retry(req.account!, Number(req.params.id)));
      },
    },
  ]);
}
