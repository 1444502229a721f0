import { param } from 'express-validator';
import { Op, type WhereOptions } from 'sequelize';
import type { Rows } from '@shigoto/db';
import { like } from '../lib/sql.js';
import type { RaListParams } from './ra.js';

/** A staff member as the console knows them (signed in, or listed): never the password or tokens. */
export const staffProfile = (staff: Pick<Rows['StaffUser'], 'id' | 'email' | 'name' | 'role'>) => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
});

/** The list filters every kind of account shares: a search by name or e-mail, disabled or not, ids (references). */
export function accountFilters(filter: RaListParams['filter']): WhereOptions[] {
  const f = filter as { q?: unknown; is_disabled?: unknown; id?: unknown };
  const and: WhereOptions[] = [];
  if (typeof f.q === 'string' && f.q) and.push({ [Op.or]: [{ name: like(f.q) }, { email: like(f.q) }] });
  if (typeof f.is_disabled === 'boolean') and.push({ is_disabled: f.is_disabled });
  if (Array.isArray(f.id)) and.push({ id: f.id.filter(Number.isInteger) });
  return and;
}

export const idParam = () => param('id').isInt({ min: 1 }).toInt();

export const strictBoolean = 'must be true or false';
