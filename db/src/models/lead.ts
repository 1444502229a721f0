import { LANGUAGES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** A newsletter / job-alert subscriber. */
export const leadTable = defineTable({
  modelName: 'Lead',
  tableName: 'leads',
  columns: {
    id: col.id(),
    email: required(col.string(254)),
    include_tech_jobs: col.boolean(true),
    include_non_tech_jobs: col.boolean(false),
    language: required(col.oneOf(LANGUAGES), 'en'),
    source: col.string(120),
    unsubscribed_at: col.date(),
  },
  indexes: [{ name: 'leads_email', unique: true, fields: ['email'] }],
});
