import type { Router } from 'express';
import { body, param } from 'express-validator';
import { Op, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../lib/errors/index.js';
import { input, mount } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'name', 'system_name', 'created_at'] as const;

const idParam = () => param('id').isInt({ min: 1 }).toInt();

function tagValidators(required: boolean) {
  const presence = (field: string) => (required ? body(field).exists({ values: 'falsy' }).withMessage('is required') : body(field).optional());
  return [
    presence('system_name').isString().matches(/^[a-z0-9_]+(?:-[a-z0-9_]+)*$/).withMessage('must be lower-case letters, digits, _ and -').isLength({ max: 120 }).withMessage('must be at most 120 characters'),
    presence('name').isString().trim().notEmpty().withMessage('is required').isLength({ max: 120 }).withMessage('must be at most 120 characters'),
    body('name_ja').optional({ values: 'null' }).isString().isLength({ max: 120 }).withMessage('must be at most 120 characters'),
    body('is_ja_employer').optional().isBoolean({ strict: true }).withMessage('must be true or false'),
  ];
}

type TagForm = Partial<Pick<Rows['BlogTag'], 'system_name' | 'name' | 'name_ja' | 'is_ja_employer'>>;

/** Blog tags for editors; the employer-blog tags (Japanese) are the ones marked is_ja_employer. */
export function blogTagsAdminRoutes(ctx: AppContext, router: Router): void {
  const { BlogTag } = ctx.db.models;
  const { blogEditor } = ctx.services;

  mount(router, [
    {
      method: 'get',
      path: '/blog_tags',
      access: 'staff:editor',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['name', 'ASC']);
        const f = params.filter as { q?: string; is_ja_employer?: boolean; id?: number[] };
        const and: WhereOptions[] = [];
        if (typeof f.q === 'string' && f.q) and.push({ [Op.or]: [{ name: like(f.q) }, { name_ja: like(f.q) }, { system_name: like(f.q) }] });
        if (typeof f.is_ja_employer === 'boolean') and.push({ is_ja_employer: f.is_ja_employer });
        if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
        const { rows, count } = await BlogTag.findAndCountAll({
          where: { [Op.and]: and },
          ...raPage(params),
        });
        sendRaList(res, 'blog_tags', params, rows.map((r) => r.get({ plain: true })), count);
      },
    },
    {
      method: 'get',
      path: '/blog_tags/:id',
      access: 'staff:editor',
      validate: [idParam()],
      async handle(req, res) {
        const tag = await BlogTag.findByPk(Number(req.params.id));
        if (!tag) throw new NotFoundError('Blog tag not found');
        res.json(tag.get({ plain: true }));
      },
    },
    {
      method: 'post',
      path: '/blog_tags',
      access: 'staff:editor',
      validate: tagValidators(true),
      handle: async (req, res) => res.status(201).json(await blogEditor.saveTag(req.account!, null, input<TagForm>(req))),
    },
    {
      method: 'put',
      path: '/blog_tags/:id',
      access: 'staff:editor',
      validate: [idParam(), ...tagValidators(false)],
      async handle(req, res) {
        const { id, ...form } = input<TagForm & { id: number }>(req);
        res.json(await blogEditor.saveTag(req.account!, id, form));
      },
    },
    {
      method: 'delete',
      path: '/blog_tags/:id',
      access: 'staff:editor',
      validate: [idParam()],
      handle: async (req, res) => res.json(await blogEditor.removeTag(req.account!, Number(req.params.id))),
    },
  ]);
}
