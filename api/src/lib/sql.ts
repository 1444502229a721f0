import { Op } from 'sequelize';

/** A LIKE condition for user text, with its wildcards escaped. */
export function like(text: string, match: 'contains' | 'prefix' = 'contains') {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return { [Op.like]: match === 'prefix' ? `${escaped}%` : `%${escaped}%` };
}
