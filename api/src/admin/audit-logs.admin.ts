import type { Router } from 'express';
import { param } from 'express-validator';
import { col, fn, Op, where as sqlWhere, type Model, type ModelStatic, type WhereOptions } from 'sequelize';
import type { ModelName, Rows } from '@shigoto/db';
import type { AccountType, AuditSubjectType } from '@shigoto/db/enums';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../lib/errors/index.js';
import { mount } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import { dayRange, raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'created_at', 'action', 'subject_type'] as const;

/**
 * How a record is named to a reader of the log, per subject type: its model and the columns tried
 * in turn (a title, a name, else an e-mail). Kinds without a name of their own are shown by id.
 */
const NAMED_BY: Partial<Record<AuditSubjectType, [ModelName, string[]]>> = {
  job: ['Job', ['title']],
  company: ['Company', ['name']],
  hiring_report: ['HiringReport', ['full_name']],
  email_applicant: ['EmailApplicant', ['name', 'email']],
  employer: ['Employer', ['name', 'email']],
  user: ['User', ['name', 'email']],
  staff_user: ['StaffUser', ['name', 'email']],
  company_review: ['CompanyReview', ['title']],
  company_submission: ['CompanySubmission', ['company_name']],
  company_lead: ['CompanyLead', ['company_name', 'email']],
  now_hiring_report: ['NowHiringReport', ['company_name']],
  lead: ['Lead', ['email']],
  blog_post: ['BlogPost', ['title']],
  blog_tag: ['BlogTag', ['name', 'system_name']],
  newsletter: ['Newsletter', ['subject']],
  media: ['Media', ['name']],
  outbound_email: ['OutboundEmail', ['subject']],
  skill: ['Skill', ['name']],
  location: ['Location', ['name']],
};

/** The subject type an actor's own record is logged under. */
const ACCOUNT_SUBJECT: Record<AccountType, AuditSubjectType> = { user: 'user', employer: 'employer', staff: 'staff_user' };

/**
 * Who changed what, read-only (the log is append-only). Entries carry who made them and what they
 * are about by name. Filters: `actor_id` (a staff member), `staff` (a staff member's name or e-mail),
 * `subject_type`, `subject_id`, `action` (one, or all of a kind: `job`), and the day range.
 */
export function auditLogsAdminRoutes(ctx: AppContext, router: Router): void {
  const { AuditLog, StaffUser } = ctx.db.models;

  /** The names of these records of one subject type, by id (ids that name nothing are left out). */
  async function namesOf(type: AuditSubjectType, ids: Iterable<string>): Promise<Map<string, string>> {
    const source = NAMED_BY[type];
    const numericIds = [...new Set(ids)].filter((id) => /^\d+$/.test(id)).map(Number);
    if (!source || !numericIds.length) return new Map();
    const [modelName, columns] = source;
    const model = ctx.db.models[modelName] as unknown as ModelStatic<Model>;
    const rows = (await model.findAll({ attributes: ['id', ...columns], where: { id: numericIds }, raw: true })) as unknown as Record<string, unknown>[];
    return new Map(
      rows.flatMap((row) => {
        const name = columns.map((column) => row[column]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
        return name ? [[String(row.id), name] as const] : [];
      }),
    );
  }

  /** Entries with who made them and what they are about, by name (`actor_name`, `subject_name`; null where a record has none or is gone). */
  async function withNames(rows: InstanceType<typeof AuditLog>[]) {
    const entries = rows.map((row) => row.get({ plain: true }) as Rows['AuditLog']);
    const wanted = new Map<AuditSubjectType, Set<string>>();
    const want = (type: AuditSubjectType, id: string) => wanted.set(type, (wanted.get(type) ?? new Set()).add(id));
    for (const entry of entries) {
      want(ACCOUNT_SUBJECT[entry.actor_type], String(entry.actor_id));
      if (entry.subject_id) want(entry.subject_type as AuditSubjectType, entry.subject_id);
    }
    const names = new Map(await Promise.all([...wanted].map(async ([type, ids]) => [type, await namesOf(type, ids)] as const)));
    const nameOf = (type: AuditSubjectType, id: string | null) => (id ? (names.get(type)?.get(id) ?? null) : null);
    return entries.map((entry) => ({
      ...entry,
      actor_name: nameOf(ACCOUNT_SUBJECT[entry.actor_type], String(entry.actor_id)),
      subject_name: nameOf(entry.subject_type as AuditSubjectType, entry.subject_id),
    }));
  }

  mount(router, [
    {
      method: 'get',
      path: '/audit_logs',
      access: 'staff:admin',
      validate: raListValidators(SORTABLE),
      async handle(req, res) {
        const params = raListParams(req, ['id', 'DESC']);
        const f = params.filter;
        const and: WhereOptions[] = dayRange(f);
        if (Number.isInteger(f.actor_id)) and.push({ actor_type: 'staff', actor_id: f.actor_id as number });
        if (typeof f.staff === 'string' && f.staff) {
          const staff = await StaffUser.findAll({ attributes: ['id'], where: { [Op.or]: [{ name: like(f.staff) }, { email: like(f.staff) }] }, raw: true });
          and.push({ actor_type: 'staff', actor_id: staff.map((s) => s.id) });
        }
        if (typeof f.subject_type === 'string') and.push({ subject_type: f.subject_type });
        if (typeof f.subject_id === 'string' || Number.isInteger(f.subject_id)) and.push({ subject_id: String(f.subject_id) });
        // An action ('job.edit') or every action of a kind ('job'); compared as text, not as a LIKE pattern ('_' is in the names).
        if (typeof f.action === 'string' && f.action) {
          const prefix = `${f.action}.`;
          and.push({ [Op.or]: [{ action: f.action }, sqlWhere(fn('SUBSTR', col('action'), 1, prefix.length), prefix)] });
        }
        const { rows, count } = await AuditLog.findAndCountAll({
          where: { [Op.and]: and },
          ...raPage(params),
        });
        sendRaList(res, 'audit_logs', params, await withNames(rows), count);
      },
    },
    {
      method: 'get',
      path: '/audit_logs/:id',
      access: 'staff:admin',
      validate: [param('id').isInt({ min: 1 }).toInt()],
      async handle(req, res) {
        const entry = await AuditLog.findByPk(Number(req.params.id));
        if (!entry) throw new NotFoundError('Audit entry not found');
        res.json((await withNames([entry]))[0]);
      },
    },
  ]);
}
