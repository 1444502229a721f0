import { APPLICANT_JAPANESE_LEVELS, LANGUAGES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/**
 * A seeker's application data as submitted from the apply modal.
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
    /** When the follow-up (employer view, e-mails) was done; the sweeper redoes what never was. */
    followed_up_at: col.date(),
    language: required(col.oneOf(LANGUAGES), 'en'),
    resume_file_id: col.ref('stored_files'),
  },
  indexes: [
    { name: 'applicants_idempotency', unique: true, fields: ['idempotency_key'] },
    { name: 'applicants_job', fields: ['job_id'] },
    { name: 'applicants_email', fields: ['email'] },
    { name: 'applicants_follow_up', fields: ['followed_up_at', 'created_at'] },
  ],
});
