import type { Router } from 'express';
import { body, param } from 'express-validator';
import { JOB_APPROVAL_STATES } from '@shigoto/db/enums';
import { literal, Op, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../context.js';
import { NotFoundError, ValidationError } from '../lib/errors/index.js';
import { input, mount } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import type { JobForm } from '../modules/job-lifecycle/job-form.js';
import { type JobStatus, transitionsTo, type WantedState } from '../modules/job-lifecycle/job-lifecycle.rules.js';
import type { JobStep } from '../modules/job-lifecycle/job-lifecycle.service.js';
import { formFields } from '../modules/job-submissions/job-submissions.validators.js';
import { dayRange, raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'title', 'published_at', 'created_at', 'updated_at', 'salary_max', 'approval_state', 'company_id'] as const;

type JobWithCompany = Rows['Job'] & { company?: Pick<Rows['Company'], 'name' | 'slug' | 'published'> | null; skills?: Pick<Rows['Skill'], 'id'>[] };

/**
 * A job as the console reads it: its company's name and whether the company is public yet (its
 * first approved job makes it so), its skills' ids and, while it is public, its page on the site.
 */
function adminJobRecord({ company, skills, ...job }: JobWithCompany, publicUrl: string) {
  const onSite = job.published && !job.is_deleted && company;
  return {
    ...job,
    company_name: company?.name ?? null,
    company_published: company?.published ?? null,
    // Skills are read for one job (show, edit), not for list pages.
    ...(skills ? { skill_ids: skills.map((skill) => skill.id) } : {}),
    public_url: onSite ? `${publicUrl}/jobs/${company.slug}/${job.slug}` : null,
  };
}

/** The lifecycle's states as list filters (a published job is always an approved one). */
const STATUS_FILTERS: Record<JobStatus, WhereOptions> = {
  pending: { approval_state: 'pending', is_deleted: false },
  rejected: { approval_state: 'rejected', is_deleted: false },
  ready: { approval_state: 'approved', published: false, closed_at: null, is_deleted: false },
  open: { published: true, is_deleted: false },
  closed: { approval_state: 'approved', published: false, closed_at: { [Op.ne]: null }, is_deleted: false },
  deleted: { is_deleted: true },
};

/**
 * The job fields staff may correct, by their column name in the console's record and the form
 * field the lifecycle reads them as. A record saved whole only changes what differs.
 */
const EDITABLE = {
  title: 'title',
  salary_min: 'salary_min',
  salary_max: 'salary_max',
  raw_content: 'raw_content',
  employment_type: 'employment_type',
  seniority_level: 'seniority_level',
  english_level_enum: 'english_level',
  japanese_level_enum: 'japanese_level',
  remote_level: 'remote_level',
  candidate_location: 'candidate_location',
  application_url: 'application_url',
  application_email: 'application_email',
  category_skill_id: 'category',
  subcategory_skill_id: 'subcategory',
} as const satisfies Partial<Record<keyof Rows['Job'], keyof JobForm>>;
type EditableColumn = keyof typeof EDITABLE;
const COLUMN_OF = Object.fromEntries(Object.entries(EDITABLE).map(([column, field]) => [field, column])) as Record<string, string>;
/** The console's name of each form field the lifecycle may refuse: its column, and the location by id. */
const RECORD_FIELD_OF: Record<string, string> = { ...COLUMN_OF, location: 'location_id', skills: 'skill_ids' };

/** A lifecycle refusal of form fields, told in the fields of the console's record, so each shows under its input. */
async function inRecordFields<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ValidationError) || !error.fields) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [RECORD_FIELD_OF[field] ?? field, messages]));
    throw new ValidationError(fields, error.message);
  }
}

/**
 * Fields the console keeps in its record's shape and the form reads differently: the location and
 * skills by id (the form names a location by id or slug, skills by system name), visa sponsorship
 * as a boolean (the form's yes / no).
 */
interface RecordShapedChanges {
  location_id?: number;
  skill_ids?: number[];
  sponsors_visas?: boolean;
}

type StaffChanges = Partial<Pick<Rows['Job'], EditableColumn>> & RecordShapedChanges & WantedState & { memo?: string | null; rejection_reason?: string | null };

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const [left, right] = [new Set(a), new Set(b)];
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/** What a saved console record asks of the lifecycle: an edit of what differs, then the state changes. */
function stepsFor(job: Rows['Job'], currentSkillIds: number[], changes: StaffChanges, skillNames: Map<number, string>): JobStep[] {
  const form: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(EDITABLE) as [EditableColumn, keyof JobForm][]) {
    if (changes[column] !== undefined && changes[column] !== job[column]) form[field] = changes[column];
  }
  if (changes.location_id !== undefined && changes.location_id !== job.location_id) form.location = String(changes.location_id);
  if (changes.sponsors_visas !== undefined && changes.sponsors_visas !== job.sponsors_visas) form.sponsors_visas = changes.sponsors_visas ? 'yes' : 'no';
  if (changes.skill_ids && !sameIds(changes.skill_ids, currentSkillIds)) form.skills = changes.skill_ids.map((id) => skillNames.get(id));
  // An application link and an e-mail address are one choice: a changed one is sent with its kind.
  if (form.application_url !== undefined) form.application_type = form.application_url ? 'direct_link' : 'email_forwarding';
  else if (form.application_email !== undefined) form.application_type = 'email_forwarding';
  const memoChanged = changes.memo !== undefined && changes.memo !== job.memo;
  const edit: JobStep[] = Object.keys(form).length || memoChanged ? [{ transition: 'edit', form: form as JobForm, ...(memoChanged ? { memo: changes.memo } : {}) }] : [];
  // A rejection carries the reason its submitter reads.
  const transitions = transitionsTo(job, changes, 'staff', new Date()).map((transition) => (transition === 'reject' ? { transition, reason: changes.rejection_reason } : { transition }) as JobStep);
  return [...edit, ...transitions];
}

const editableValidators = formFields((field) => COLUMN_OF[field], Object.keys(COLUMN_OF) as (keyof JobForm)[]);

export function adminJobsRoutes(ctx: AppContext, router: Router): void {
  const { Job, Company, Skill, JobSkill } = ctx.db.models;
  const { lifecycle } = ctx.services;
  const { publicUrl } = ctx.config;
  const include = [{ model: Company, as: 'company', attributes: ['name', 'slug', 'published'] }];
  const idParam = param('id').isInt({ min: 1 }).toInt();
  const toRecord = (job: InstanceType<typeof Job>) => adminJobRecord(job.get({ plain: true }) as JobWithCompany, publicUrl);
  const record = async (id: number) => {
    const job = await Job.findByPk(id, { include: [...include, { model: Skill, as: 'skills', attributes: ['id'], through: { attributes: [] } }] });
    if (!job) throw new NotFoundError('Job not found');
    return toRecord(job);
  };
  /** The system names of the skills a record names; an id that is no skill is a field error. */
  async function skillNamesOf(ids: number[] | undefined): Promise<Map<number, string>> {
    if (!ids?.length) return new Map();
    const skills = await Skill.findAll({ attributes: ['id', 'system_name'], where: { id: ids }, raw: true });
    if (skills.length !== new Set(ids).size) throw new ValidationError({ skill_ids: ['must be skills we know'] });
    return new Map(skills.map((skill) => [skill.id, skill.system_name]));
  }
  mount(router, [
    {
      method: 'get',
      path: '/jobs',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['published_at', 'DESC']);
        const f = params.filter as {
          q?: string;
          approval_state?: string;
          status?: string;
          published?: boolean;
          is_deleted?: boolean;
          company_id?: number;
          skill_id?: number;
          remote_level?: string;
          id?: number[];
        };
        const and: WhereOptions[] = dayRange(params.filter);
        const status = typeof f.status === 'string' && Object.hasOwn(STATUS_FILTERS, f.status) ? STATUS_FILTERS[f.status as JobStatus] : null;
        if (status) and.push(status);
        // Deleted jobs stay out of the lists unless asked for, or named by id (as references are).
        if (typeof f.is_deleted === 'boolean') and.push({ is_deleted: f.is_deleted });
        else if (!Array.isArray(f.id) && !status) and.push({ is_deleted: false });
        if (typeof f.q === 'string' && f.q) and.push({ [Op.or]: [{ title: like(f.q) }, { slug: like(f.q) }] });
        if (typeof f.approval_state === 'string') and.push({ approval_state: f.approval_state });
        if (typeof f.published === 'boolean') and.push({ published: f.published });
        if (Number.isInteger(f.company_id)) and.push({ company_id: f.company_id! });
        if (typeof f.remote_level === 'string') and.push({ remote_level: f.remote_level });
        // The skill id is an integer (checked above), so it is safe inside the literal subquery.
        if (Number.isInteger(f.skill_id)) and.push({ id: { [Op.in]: literal(`(SELECT job_id FROM ${JobSkill.getTableName()} WHERE skill_id = ${Number(f.skill_id)})`) } });
        if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
        const { rows, count } = await Job.findAndCountAll({
          where: { [Op.and]: and },
          include,
          ...raPage(params),
        });
        sendRaList(res, 'jobs', params, rows.map(toRecord), count);
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
      // ra-data-simple-rest update: the record's new values. Each change is a lifecycle transition
      // (approve, reject, publish, close, feature, delete) or an edit, checked like the employer's.
      method: 'put',
      path: '/jobs/:id',
      access: 'staff:admin',
      validate: [
        idParam,
        ...editableValidators,
        body('approval_state').optional().isIn(JOB_APPROVAL_STATES).withMessage(`must be one of: ${JOB_APPROVAL_STATES.join(', ')}`),
        body('memo').optional({ values: 'null' }).isString().isLength({ max: 5000 }).withMessage('must be at most 5000 characters'),
        body('rejection_reason').optional({ values: 'null' }).isString().isLength({ max: 2000 }).withMessage('must be at most 2000 characters'),
        body('published').optional().isBoolean({ strict: true }).withMessage('must be true or false'),
        body('featured').optional().isBoolean({ strict: true }).withMessage('must be true or false'),
        body('is_deleted').optional().isBoolean({ strict: true }).withMessage('must be true or false'),
        body('sponsors_visas').optional().isBoolean({ strict: true }).withMessage('must be true or false'),
        body('location_id').optional().isInt({ min: 1 }).withMessage('must be a location').toInt(),
        body('skill_ids').optional().isArray({ max: 30 }).withMessage('must be a list of at most 30 skills'),
        body('skill_ids.*').isInt({ min: 1 }).withMessage('must be a skill').toInt(),
      ],
      async handle(req, res) {
        const { id, ...changes } = input<StaffChanges & { id: number }>(req);
        const job = await Job.findByPk(id);
        if (!job) throw new NotFoundError('Job not found');
        const currentSkillIds = (await JobSkill.findAll({ attributes: ['skill_id'], where: { job_id: id }, raw: true })).map((row) => row.skill_id);
        const steps = stepsFor(job.get({ plain: true }) as Rows['Job'], currentSkillIds, changes, await skillNamesOf(changes.skill_ids));
        await inRecordFields(lifecycle.apply(req.account!, { id }, steps));
        res.json(await record(id));
      },
    },
    {
      // ra-data-simple-rest delete: the job leaves the board and the lists; the row stays for the record.
      method: 'delete',
      path: '/jobs/:id',
      access: 'staff:admin',
      validate: [idParam],
      async handle(req, res) {
        const id = Number(input<{ id: number }>(req).id);
        await lifecycle.apply(req.account!, { id }, [{ transition: 'delete' }]);
        res.json(await record(id));
      },
    },
  ]);
}
