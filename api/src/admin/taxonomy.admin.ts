import type { Router } from 'express';
import { body, param } from 'express-validator';
import { SKILL_TYPES } from '@shigoto/db/enums';
import { RESIDENCE_ONLY_SLUGS } from '@shigoto/db/locations';
import { Op, type WhereOptions } from 'sequelize';
import type { AppContext } from '../context.js';
import { NotFoundError, REQUIRED_MESSAGE } from '../lib/errors/index.js';
import { input, mount } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import type { LocationFields, SkillFields } from '../modules/back-office/taxonomy.service.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SKILL_SORTABLE = ['id', 'name', 'system_name', 'skill_type', 'parent_id', 'created_at'] as const;
const LOCATION_SORTABLE = ['id', 'name', 'slug', 'parent_id', 'created_at'] as const;
const KEY_MESSAGE = 'must be lower-case letters, digits, and - _ + # .';
const SLUG_MESSAGE = 'must be lower-case letters, digits and dashes';

/** A label: required on create, optional on update, never emptied. */
const label = (field: string, creating: boolean) =>
  (creating ? body(field) : body(field).optional()).isString().withMessage(REQUIRED_MESSAGE).trim().isLength({ min: 1, max: 120 }).withMessage('must be 1 to 120 characters');
const optionalLabel = (field: string) =>
  body(field).optional({ values: 'null' }).isString().trim().isLength({ max: 120 }).withMessage('must be at most 120 characters').customSanitizer((v: string) => v || null);
const parentId = body('parent_id').optional({ values: 'null' }).isInt({ min: 1 }).withMessage('must be an id').toInt();

const skillValidators = (creating: boolean) => [
  label('name', creating),
  label('system_name', creating).toLowerCase().matches(/^[a-z0-9_+#.-]+$/).withMessage(KEY_MESSAGE),
  optionalLabel('name_ja'),
  optionalLabel('display_name'),
  optionalLabel('display_name_ja'),
  body('skill_type').optional().isIn(SKILL_TYPES).withMessage(`must be one of: ${SKILL_TYPES.join(', ')}`),
  parentId,
];

const locationValidators = (creating: boolean) => [
  label('name', creating),
  label('slug', creating).toLowerCase().matches(/^[a-z0-9]+(-[a-z0-9]+)*$/).withMessage(SLUG_MESSAGE),
  optionalLabel('name_ja'),
  parentId,
];

/**
 * Skills (with their categories and subcategories) and locations: the console lists, creates and
 * edits them; the rules (reserved category ids, unique names) are the taxonomy service's.
 * List filters: `q` on the names, `skill_type` and `parent_id` (skills), `parent_id` and `for_jobs`
 * (locations a job may be at), `id`.
 */
export function taxonomyAdminRoutes(ctx: AppContext, router: Router): void {
  const { Skill, Location } = ctx.db.models;
  const { taxonomy } = ctx.services;
  const idParam = param('id').isInt({ min: 1 }).toInt();

  mount(router, [
    {
      method: 'get',
      path: '/skills',
      access: 'staff:admin',
      validate: raListValidators(SKILL_SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['name', 'ASC']);
        const f = params.filter as { q?: unknown; skill_type?: unknown; parent_id?: unknown; id?: unknown };
        const and: WhereOptions[] = [];
        if (typeof f.q === 'string' && f.q) and.push({ [Op.or]: [{ name: like(f.q) }, { system_name: like(f.q) }, { display_name: like(f.q) }, { name_ja: like(f.q) }] });
        if (typeof f.skill_type === 'string') and.push({ skill_type: f.skill_type });
        if (Number.isInteger(f.parent_id)) and.push({ parent_id: f.parent_id as number });
        if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
        const { rows, count } = await Skill.findAndCountAll({ where: { [Op.and]: and }, ...raPage(params), });
        sendRaList(res, 'skills', params, rows.map((row) => row.get({ plain: true })), count);
      },
    },
    {
      method: 'get',
      path: '/skills/:id',
      access: 'staff:admin',
      validate: [idParam],
      async handle(req, res) {
        const skill = await Skill.findByPk(Number(req.params.id));
        if (!skill) throw new NotFoundError('Skill not found');
        res.json(skill.get({ plain: true }));
      },
    },
    {
      method: 'post',
      path: '/skills',
      access: 'staff:admin',
      validate: skillValidators(true),
      async handle(req, res) {
        res.status(201).json(await taxonomy.createSkill(req.account!, input<Required<Pick<SkillFields, 'name' | 'system_name'>> & SkillFields>(req)));
      },
    },
    {
      method: 'put',
      path: '/skills/:id',
      access: 'staff:admin',
      validate: [idParam, ...skillValidators(false)],
      async handle(req, res) {
        const { id, ...fields } = input<SkillFields & { id: number }>(req);
        res.json(await taxonomy.updateSkill(req.account!, id, fields));
      },
    },
    {
      method: 'get',
      path: '/locations',
      access: 'staff:admin',
      validate: raListValidators(LOCATION_SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['name', 'ASC']);
        const f = params.filter as { q?: unknown; parent_id?: unknown; id?: unknown; for_jobs?: unknown };
        const and: WhereOptions[] = [];
        if (typeof f.q === 'string' && f.q) and.push({ [Op.or]: [{ name: like(f.q) }, { name_ja: like(f.q) }, { slug: like(f.q) }] });
        if (Number.isInteger(f.parent_id)) and.push({ parent_id: f.parent_id as number });
        if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
        if (f.for_jobs === true) and.push({ slug: { [Op.notIn]: [...RESIDENCE_ONLY_SLUGS] } });
        const { rows, count } = await Location.findAndCountAll({ where: { [Op.and]: and }, ...raPage(params), });
        sendRaList(res, 'locations', params, rows.map((row) => row.get({ plain: true })), count);
      },
    },
    {
      method: 'get',
      path: '/locations/:id',
      access: 'staff:admin',
      validate: [idParam],
      async handle(req, res) {
        const location = await Location.findByPk(Number(req.params.id));
        if (!location) throw new NotFoundError('Location not found');
        res.json(location.get({ plain: true }));
      },
    },
    {
      method: 'post',
      path: '/locations',
      access: 'staff:admin',
      validate: locationValidators(true),
      async handle(req, res) {
        res.status(201).json(await taxonomy.createLocation(req.account!, input<Required<Pick<LocationFields, 'name' | 'slug'>> & LocationFields>(req)));
      },
    },
    {
      method: 'put',
      path: '/locations/:id',
      access: 'staff:admin',
      validate: [idParam, ...locationValidators(false)],
      async handle(req, res) {
        const { id, ...fields } = input<LocationFields & { id: number }>(req);
        res.json(await taxonomy.updateLocation(req.account!, id, fields));
      },
    },
  ]);
}
