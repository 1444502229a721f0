import type { Router } from 'express';
import { body, param } from 'express-validator';
import { JOB_APPROVAL_STATES } from '@shigoto/db/enums';
import { Op, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../lib/errors/index.js';
import { input, mount } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import { createJobReviewService, type JobReview } from './jobs.review.js';
import { raListParams, raListValidators, sendRaList } from './ra.js';

const SORTABLE = ['id', 'title', 'published_at', 'created_at', 'updated_at', 'salary_max', 'approval_state', 'company_id'] as const;

type JobWithCompany = Rows['Job'] & { company?: Pick<Rows['Company'], 'name'> | null };

export function adminJobRecord({ company, ...job }: JobWithCompany) {
  return { ...job, company_name: company?.name ?? null };
}

export function adminJobsRoutes(ctx: AppContext, router: Router): void {
  const { Job, Company } = ctx.db.models;
  const include = [{ model: Company, as: 'company', attributes: ['name'] }];
  const reviews = createJobReviewService({ db: ctx.db, mailer: ctx.mailer, search: ctx.search, publicUrl: ctx.config.publicUrl });
  const idParam = param('id').isInt({ min: 1 }).toInt();
  const record = async (id: number) => {
    const job = await Job.findByPk(id, { include });
    if (!job) throw new NotFoundError('Job not found');
    return adminJobRecord(job.get({ plain: true }) as JobWithCompany);
  };
  mount(router, [
    {
      method: 'get',
      path: '/jobs',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['published_at', 'DESC']);
        const f = params.filter as { q?: string; approval_state?: string; published?: boolean; company_id?: number; remote_level?: string; id?: number[] };
        const and: WhereOptions[] = [];
        if (typeof f.q === 'string' && f.q) and.push({ [Op.or]: [{ title: like(f.q) }, { slug: like(f.q) }] });
        if (typeof f.approval_state === 'string') and.push({ approval_state: f.approval_state });
        if (typeof f.published === 'boolean') and.push({ published: f.published });
        if (Number.isInteger(f.company_id)) and.push({ company_id: f.company_id! });
        if (typeof f.remote_level === 'string') and.push({ remote_level: f.remote_level });
        if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
        const [start, end] = params.range;
        const { rows, count } = await Job.findAndCountAll({
          where: { [Op.and]: and },
          include,
          order: [[params.sort[0], params.sort[1]], ['id', params.sort[1]]],
          offset: start,
          limit: end - start + 1,
        });
        sendRaList(res, 'jobs', params, rows.map((r) => adminJobRecord(r.get({ plain: true }) as JobWithCompany)), count);
      },
    },
    {
      method: 'get',
      path: '/jobs/:id',
      access: 'staff:admin',
      validate: [idParam],
      handle: async (req, res) => res.json(await record(Number(req.params.id))),
    },
    {
      // ra-data-simple-rest update: approve or reject a pending job, publish, feature, the staff memo.
      method: 'put',
      path: '/jobs/:id',
      access: 'staff:admin',
      validate: [
        idParam,
        body('approval_state').optional().isIn(JOB_APPROVAL_STATES).withMessage(`must be one of: ${JOB_APPROVAL_STATES.join(', ')}`),
        body('memo').optional({ values: 'null' }).isString().isLength({ max: 5000 }).withMessage('must be at most 5000 characters'),
        body('published').optional().isBoolean({ strict: true }).withMessage('must be true or false'),
        body('featured').optional().isBoolean({ strict: true }).withMessage('must be true or false'),
      ],
      async handle(req, res) {
        const { id, ...changes } = input<JobReview & { id: number }>(req);
        await reviews.review(req.account!, id, changes);
        res.json(await record(id));
      },
    },
  ]);
}
