import { APPLICANT_JAPANESE_LEVELS, LANGUAGES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** A job seeker's account. */
export const userTable = defineTable({
  modelName: 'User',
  tableName: 'users',
  columns: {
    id: col.id(),
    email: required(col.string(254)),
    password_hash: col.string(255),
    name: col.string(200),
    url: col.string(1000),
    location_id: col.ref('locations'),
    japanese_level_enum: col.oneOf(APPLICANT_JAPANESE_LEVELS),
    resume_file_id: col.ref('stored_files'),
    language: required(col.oneOf(LANGUAGES), 'en'),
    confirmed: col.boolean(false),
    is_disabled: col.boolean(false),
    applicant_dashboard_enabled: col.boolean(false),
    password_changed_at: col.date(),
  },
  indexes: [{ name: 'users_email', unique: true, fields: ['email'] }],
});
