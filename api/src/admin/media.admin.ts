import type { Router } from 'express';
import { body, param } from 'express-validator';
import { Op, type WhereOptions } from 'sequelize';
import type { AppContext } from '../context.js';
import { input, mount } from '../lib/http/endpoint.js';
import { IMAGE_LIMITS } from '../lib/images/index.js';
import { like } from '../lib/sql.js';
import { readMultipart, uploadedFile } from '../lib/uploads/index.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'name', 'created_at', 'byte_size'] as const;
const ALT_MAX = 500;

const idParam = () => param('id').isInt({ min: 1 }).toInt();
const altText = () =>
  body('alt_text').optional({ values: 'null' }).isString().withMessage('must be text').trim().isLength({ max: ALT_MAX }).withMessage(`must be at most ${ALT_MAX} characters`);

/** The editors' media library: upload images, find them by name or alt text, describe and delete them. */
export function mediaAdminRoutes(ctx: AppContext, router: Router): void {
  const { Media } = ctx.db.models;
  const { media } = ctx.services;

  mount(router, [
    {
      method: 'get',
      path: '/media',
      access: 'staff:editor',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['created_at', 'DESC']);
        const f = params.filter as { q?: string; id?: number[] };
        const and: WhereOptions[] = [];
        if (typeof f.q === 'string' && f.q) and.push({ [Op.or]: [{ name: like(f.q) }, { alt_text: like(f.q) }] });
        if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
        const { rows, count } = await Media.findAndCountAll({ where: { [Op.and]: and }, ...raPage(params) });
        sendRaList(res, 'media', params, rows.map((r) => r.get({ plain: true })), count);
      },
    },
    {
      method: 'get',
      path: '/media/:id',
      access: 'staff:editor',
      validate: [idParam()],
      handle: async (req, res) => res.json(await media.record(Number(req.params.id))),
    },
    {
      // multipart/form-data with the image in `file` and an optional `alt_text`; its resized copies follow in the background.
      method: 'post',
      path: '/media',
      access: 'staff:editor',
      before: [readMultipart({ fileFields: ['file'], maxFields: 5, ...IMAGE_LIMITS })],
      validate: [altText()],
      handle: async (req, res) => res.status(201).json(await media.upload(req.account!, uploadedFile(req, 'file'), input<{ alt_text?: string | null }>(req).alt_text || null)),
    },
    {
      // ra-data-simple-rest sends the whole record: only the alt text is editable.
      method: 'put',
      path: '/media/:id',
      access: 'staff:editor',
      validate: [idParam(), altText()],
      async handle(req, res) {
        const { id, alt_text } = input<{ id: number; alt_text?: string | null }>(req);
        res.json(await media.updateAltText(req.account!, id, alt_text || null));
      },
    },
    {
      method: 'delete',
      path: '/media/:id',
      access: 'staff:editor',
      validate: [idParam()],
      handle: async (req, res) => res.json(await media.remove(req.account!, Number(req.params.id))),
    },
  ]);
}
