import type { Database, Rows } from '@shigoto/db';
import { NotFoundError } from '../../lib/errors/index.js';

/** A skill by numeric id or system name (both appear in URLs); 404 when there is none. */
export async function findSkill(db: Database, idOrSystemName: string): Promise<Rows['Skill']> {
  const where = /^\d+$/.test(idOrSystemName) ? { id: Number(idOrSystemName) } : { system_name: idOrSystemName };
  const skill = await db.models.Skill.findOne({ where });
  if (!skill) throw new NotFoundError('Skill not found');
  return skill.get({ plain: true }) as Rows['Skill'];
}
