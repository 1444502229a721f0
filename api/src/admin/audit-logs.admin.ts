import type { Router } from 'express';
import { param } from 'express-validator';
import { col, fn, Op, where as sqlWhere, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import type { AppContext } from '../context.js';
import { NotFoundError } from '../lib/errors/index.js';
import { mount } from '../lib/http/endpoint.js';
import { like } from '../lib/sql.js';
import { dayRange, raListParams, raListValidators, raPage, sendRaList } from './ra.js';

const SORTABLE = ['id', 'created_at', 'action', 'subject_type'] as const;

/**
 * Who changed what, read-only (the log is append-only). Staff entries carry the staff member's
 * name. Filters: `actor_id` (a staff member), `staff` (a staff member's name or e-mail),
 * `subject_type`, `subject_id`, `action` (one, or all of a kind: `job`), and the day range.
 */
export function auditLogsAdminRoutes(ctx: AppContext, router: Router): void {
  const { AuditLog, StaffUser } = ctx.db.models;

  async function withStaffNames(rows: InstanceType<typeof AuditLog>[]) {
    const entries = rows.map((row) => row.get({ plain: true }) as Rows['AuditLog']);
    const staffIds = [...new Set(entries.filter((e) => e.actor_type === 'staff').map((e) => e.actor_id))];
    const staff = await StaffUser.findAll({ attributes: ['id', 'name', 'email'], where: { id: staffIds }, raw: true });
    const names = new Map(staff.map((s) => [s.id, s.name || s.email]));
    return entries.map((entry) => ({ ...entry, actor_name: entry.actor_type === 'staff' ? (names.get(entry.actor_id) ?? null) : null }));
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
        sendRaList(res, 'audit_logs', params, await withStaffNames(rows), count);
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
        res.json((await withStaffNames([entry]))[0]);
      },
    },
  ]);
}
