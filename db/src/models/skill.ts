import { SKILL_TYPES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

export const skillTable = defineTable({
  modelName: 'Skill',
  tableName: 'skills',
  columns: {
    id: col.id(),
    name: required(col.string(120)),
    name_ja: col.string(120),
    system_name: required(col.string(120)),
    display_name: col.string(120),
    display_name_ja: col.string(120),
    skill_type: required(col.oneOf(SKILL_TYPES), 'technology'),
    /** A subcategory's category (GET /api/v1/subcategory_skills?category_id= filters on it). */
    parent_id: col.ref('skills'),
    /** Other spellings found in job texts ("golang" for Go), used by skill extraction. */
    aliases: col.json<string[]>([]),
  },
  indexes: [
    { name: 'skills_system_name', unique: true, fields: ['system_name'] },
    { name: 'skills_type', fields: ['skill_type'] },
    { name: 'skills_parent', fields: ['parent_id'] },
  ],
});
