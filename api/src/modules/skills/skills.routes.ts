import type { Router, Request, Response } from 'express';
import { param, query } from 'express-validator';
import { SKILL_TYPES, type SkillType } from '@shigoto/db/enums';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../../context.js';
import { input, mount } from '../../lib/http/endpoint.js';
import { listDocument, pageOf } from '../../lib/http/jsonapi.js';
import { languageOf } from '../../lib/http/lang.js';
import { like } from '../../lib/sql.js';
import { findSkill } from './skills.service.js';
import { skillResource } from './skills.serializer.js';
import { langParam, listFilter, pageParams, textQuery } from '../../lib/http/validators.js';

export function skillsRoutes(ctx: AppContext, router: Router): void {
  const { Skill } = ctx.db.models;

  /** Every skill of one type (category lists are short: not paged), by name. */
  async function sendAllOfType(req: Request, res: Response, skillType: SkillType, where: { parent_id?: number } = {}) {
    const rows = await Skill.findAll({ where: { ...where, skill_type: skillType }, order: [['name', 'ASC']] });
    const lang = languageOf(req);
    res.json({ data: rows.map((s) => skillResource(s.get({ plain: true }) as Rows['Skill'], lang)), meta: { total: rows.length } });
  }

  mount(router, [
    {
      method: 'get',
      path: '/skills',
      access: 'anonymous',
      validate: [...pageParams(), ...langParam(), textQuery(), listFilter('skill_type', SKILL_TYPES)],
      async handle(req, res) {
        const params = input<{ page?: { number?: number; size?: number }; q?: string; filter?: { skill_type?: string[] } }>(req);
        const page = pageOf(params);
        const where = {
          ...(params.filter?.skill_type?.length ? { skill_type: params.filter.skill_type } : {}),
          ...(params.q ? { name: like(params.q, 'prefix') } : {}),
        };
        const { rows, count } = await Skill.findAndCountAll({ where, order: [['name', 'ASC']], limit: page.size, offset: page.offset });
        const lang = languageOf(req);
        res.json(listDocument(req, rows.map((s) => skillResource(s.get({ plain: true }) as Rows['Skill'], lang)), page, count));
      },
    },
    {
      method: 'get',
      path: '/skills/:id',
      access: 'anonymous',
      validate: [...langParam(), param('id').isString().isLength({ min: 1, max: 120 }).matches(/^[\w-]+$/).withMessage('is not a valid id or system name')],
      async handle(req, res) {
        res.json({ data: skillResource(await findSkill(ctx.db, String(req.params.id)), languageOf(req)) });
      },
    },
    {
      method: 'get',
      path: '/category_skills',
      access: 'anonymous',
      validate: langParam(),
      handle: (req, res) => sendAllOfType(req, res, 'category'),
    },
    {
      method: 'get',
      path: '/subcategory_skills',
      access: 'anonymous',
      validate: [...langParam(), query('category_id').optional().isInt({ min: 1 }).withMessage('must be a category id').toInt()],
      async handle(req, res) {
        const categoryId = input<{ category_id?: number }>(req).category_id;
        await sendAllOfType(req, res, 'subcategory', categoryId ? { parent_id: categoryId } : {});
      },
    },
  ]);
}
