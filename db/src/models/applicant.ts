import { APPLICANT_JAPANESE_LEVELS } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/**
 * A seeker's application data as submitted from the apply modal (spec §3 "Applicant submission").
 * The idempotency key makes a retried submission land once.
 */
export const applicantTable = defineTable({
  modelName: 'Applicant',
  tableName: 'applicants',
  columns: {
    id: col.id(),
    job_id: required(col.ref('jobs', 'CASCADE')),
    company_id: required(col.ref('companies', 'CASCADE')),
    user_id: col.ref('users'),
    name: required(col.string(200)),
    email: required(col.string(254)),
    url: col.string(1000),
    message: col.text(),
    location_id: col.ref('locations'),
    japanese_level_enum: col.oneOf(APPLICANT_JAPANESE_LEVELS),
    signup: col.boolean(false),
    ab_tests: col.json<Record<string, string>>({}),
    idempotency_key: col.string(80),
  },
  indexes: [
    { name: 'applicants_idempotency', unique: true, fields: ['idempotency_key'] },
    { name: 'applicants_job', fields: ['job_id'] },
    { name: 'applicants_email', fields: ['email'] },
  ],
});
