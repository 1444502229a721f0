import { APPLICANT_JAPANESE_LEVELS, APPLICANT_USER_STATES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/**
 * An applicant as the employer sees and rates it: created for
 * jobs whose applications go through Shigoto's applicant management (email_forwarding).
 */
export const emailApplicantTable = defineTable({
  modelName: 'EmailApplicant',
  tableName: 'email_applicants',
  columns: {
    id: col.id(),
    job_id: required(col.ref('jobs', 'CASCADE')),
    company_id: required(col.ref('companies', 'CASCADE')),
    applicant_id: col.ref('applicants'),
    name: required(col.string(200)),
    email: required(col.string(254)),
    message: col.text(),
    location_id: col.ref('locations'),
    japanese_level_enum: col.oneOf(APPLICANT_JAPANESE_LEVELS),
    skills: col.json<string[]>([]),
    links: col.json<string[]>([]),
    languages: col.json<string[]>([]),
    tags: col.json<string[]>([]),
    resume_file_id: col.ref('stored_files'),
    attachment_file_ids: col.json<number[]>([]),
    /** null means new: user_state_new is the default when unset. */
    user_state: col.oneOf(APPLICANT_USER_STATES),
    is_user_starred: col.boolean(false),
    possible_spam: col.boolean(false),
    email_time: col.date(),
  },
  indexes: [
    { name: 'email_applicants_company', fields: ['company_id', 'created_at'] },
    { name: 'email_applicants_company_state', fields: ['company_id', 'user_state'] },
    { name: 'email_applicants_job', fields: ['job_id'] },
    { name: 'email_applicants_applicant', unique: true, fields: ['applicant_id'] },
  ],
});
