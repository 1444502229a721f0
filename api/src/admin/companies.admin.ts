import type { Router } from 'express';
import { body, param } from 'express-validator';
import { COMPANY_FORM_FLAGS, JAPANESE_LEVELS, REMOTE_LEVELS, SPAM_STRICTNESS } from '@shigoto/db/enums';
import { Op, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../lib/errors/index.js';
import { input, mount } from '../lib/http/endpoint.js';
import { httpUrl, oneOfMessage } from '../lib/http/validators.js';
import { IMAGE_LIMITS } from '../lib/images/index.js';
import { like } from '../lib/sql.js';
import { readMultipart, uploadedFile } from '../lib/uploads/index.js';
import {
  COMPANY_HTML_FIELDS,
  COMPANY_STATUS_ACTIONS,
  type CompanyInput,
  type CompanyStatusAction,
} from '../modules/companies/companies.admin.service.js';
import { raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'name', 'employee_count', 'created_at', 'updated_at'] as const;

const optional = (field: string) => body(field).optional({ values: 'null' });
const text = (field: string, max: number) => optional(field).isString().withMessage('must be text').bail().trim().isLength({ max }).withMessage(`must be at most ${max} characters`);

/** The company form's fields; on create the name is required, on update every field is optional. */
function companyValidators(creating: boolean) {
  return [
    creating
      ? body('name').isString().withMessage('is required').bail().trim().notEmpty().withMessage('is required').isLength({ max: 200 }).withMessage('must be at most 200 characters')
      : body('name').optional().isString().withMessage('must be text').bail().trim().notEmpty().withMessage('must not be empty').isLength({ max: 200 }).withMessage('must be at most 200 characters'),
    text('name_ja', 200),
    text('short_name', 60),
    optional('slug').isString().withMessage('must be text').bail().trim().matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).withMessage('must be lower-case letters, digits and dashes').isLength({ max: 200 }).withMessage('must be at most 200 characters'),
    httpUrl('homepage_url', 500).optional({ values: 'falsy' }),
    httpUrl('linkedin_url', 500).optional({ values: 'falsy' }),
    text('location', 200),
    text('location_ja', 200),
    ...COMPANY_HTML_FIELDS.map((field) => text(field, 20_000)),
    ...COMPANY_FORM_FLAGS.map((field) => body(field).optional().isBoolean({ strict: true }).withMessage('must be true or false')),
    optional('employee_count').isInt({ min: 1, max: 10_000_000 }).withMessage('must be a whole number of at least 1').toInt(),
    optional('home_rating').isFloat({ min: 0, max: 5 }).withMessage('must be between 0 and 5').toFloat(),
    optional('japanese_level_enum').isIn(JAPANESE_LEVELS).withMessage(oneOfMessage(JAPANESE_LEVELS)),
    optional('remote_level').isIn(REMOTE_LEVELS).withMessage(oneOfMessage(REMOTE_LEVELS)),
    optional('spam_strictness').isIn(SPAM_STRICTNESS).withMessage(oneOfMessage(SPAM_STRICTNESS)),
    body('tags').optional().isArray({ max: 30 }).withMessage('must be a list of at most 30 tags'),
    body('tags.*').isString().withMessage('must be text').bail().trim().isLength({ min: 1, max: 80 }).withMessage('must be 1 to 80 characters'),
    body('skill_ids').optional().isArray({ max: 100 }).withMessage('must be a list of at most 100 skills'),
    body('skill_ids.*').isInt({ min: 1 }).withMessage('must be skill ids').toInt(),
  ];
}

/** The form's values: empty links are no link. */
function companyInput(values: Record<string, unknown>): CompanyInput {
  const { id: _id, ...rest } = values;
  for (const url of ['homepage_url', 'linkedin_url']) if (rest[url] === '') rest[url] = null;
  return rest as CompanyInput;
}

export function companiesAdminRoutes(ctx: AppContext, router: Router): void {
  const { Company, Job, CompanyTag, CompanySkill } = ctx.db.models;
  const { companiesAdmin } = ctx.services;
  const idParam = param('id').isInt({ min: 1 }).toInt();

  /** One company as the console shows and edits it: with job count, tags, skills and the colleague sign-up link. */
  async function record(id: number) {
    const company = await Company.findByPk(id);
    if (!company) throw new NotFoundError('Company not found');
    const [withCount] = await withJobCounts([company.get({ plain: true }) as Rows['Company']]);
    const [tags, skills] = await Promise.all([
      CompanyTag.findAll({ where: { company_id: id }, order: [['tag', 'ASC']], raw: true }),
      CompanySkill.findAll({ where: { company_id: id }, raw: true }),
    ]);
    return {
      ...withCount,
      tags: tags.map((t) => t.tag),
      skill_ids: skills.map((s) => s.skill_id),
      membership_link: withCount.membership_code ? `${ctx.config.publicUrl}/employer/signup?code=${encodeURIComponent(withCount.membership_code)}` : null,
    };
  }

  /** Job counts for a page of companies in one grouped query. */
  async function withJobCounts(companies: Rows['Company'][]) {
    const counts = (await Job.findAll({
      attributes: ['company_id', [ctx.db.sequelize.fn('COUNT', ctx.db.sequelize.col('id')), 'job_count']],
      where: { company_id: companies.map((c) => c.id), is_deleted: false },
      group: ['company_id'],
      raw: true,
    })) as unknown as { company_id: number; job_count: number | string }[];
    const byCompany = new Map(counts.map((c) => [c.company_id, Number(c.job_count)]));
    return companies.map((company) => ({ ...company, job_count: byCompany.get(company.id) ?? 0 }));
  }

  mount(router, [
    {
      method: 'get',
      path: '/companies',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['name', 'ASC']);
        const f = params.filter as { q?: string; published?: boolean; is_verified?: boolean; id?: number[] };
        const and: WhereOptions[] = [];
        if (typeof f.q === 'string' && f.q) and.push({ name: like(f.q) });
        if (typeof f.published === 'boolean') and.push({ published: f.published });
        if (typeof f.is_verified === 'boolean') and.push({ is_verified: f.is_verified });
        if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
        const { rows, count } = await Company.findAndCountAll({ where: { [Op.and]: and }, ...raPage(params) });
        // The membership code is the secret behind the employer signup link: only a company's own page shows it.
        const companies = rows.map((r) => {
          const { membership_code: _secret, ...company } = r.get({ plain: true }) as Rows['Company'];
          return company as Rows['Company'];
        });
        sendRaList(res, 'companies', params, await withJobCounts(companies), count);
      },
    },
    {
      method: 'get',
      path: '/companies/:id',
      access: 'staff:admin',
      validate: [idParam],
      handle: async (req, res) => res.json(await record(Number(req.params.id))),
    },
    {
      method: 'post',
      path: '/companies',
      access: 'staff:admin',
      validate: companyValidators(true),
      async handle(req, res) {
        const id = await companiesAdmin.create(req.account!, companyInput(input(req)) as CompanyInput & { name: string });
        res.status(201).json(await record(id));
      },
    },
    {
      // ra-data-simple-rest update: the whole form; status flags and the logo have their own actions.
      method: 'put',
      path: '/companies/:id',
      access: 'staff:admin',
      validate: [idParam, ...companyValidators(false)],
      async handle(req, res) {
        const id = Number(req.params.id);
        await companiesAdmin.update(req.account!, id, companyInput(input(req)));
        res.json(await record(id));
      },
    },
    {
      method: 'post',
      path: '/companies/:id/status/:action',
      access: 'staff:admin',
      validate: [idParam, param('action').isIn(Object.keys(COMPANY_STATUS_ACTIONS)).withMessage(oneOfMessage(Object.keys(COMPANY_STATUS_ACTIONS)))],
      async handle(req, res) {
        const id = Number(req.params.id);
        await companiesAdmin.setStatus(req.account!, id, req.params.action as CompanyStatusAction);
        res.json(await record(id));
      },
    },
    {
      // multipart/form-data with the image in `logo`; its resized copies follow in the background.
      method: 'post',
      path: '/companies/:id/logo',
      access: 'staff:admin',
      before: [readMultipart({ fileFields: ['logo'], maxFields: 5, ...IMAGE_LIMITS })],
      validate: [idParam],
      async handle(req, res) {
        const id = Number(req.params.id);
        await companiesAdmin.uploadLogo(req.account!, id, uploadedFile(req, 'logo'));
        res.json(await record(id));
      },
    },
    {
      method: 'post',
      path: '/companies/:id/membership_code',
      access: 'staff:admin',
      validate: [idParam],
      async handle(req, res) {
        const id = Number(req.params.id);
        await companiesAdmin.renewMembershipCode(req.account!, id);
        res.json(await record(id));
      },
    },
  ]);
}
