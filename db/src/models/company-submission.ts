import { MODERATION_STATES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** The company form: a company asking to post jobs. */
export const companySubmissionTable = defineTable({
  modelName: 'CompanySubmission',
  tableName: 'company_submissions',
  columns: {
    id: col.id(),
    company_name: required(col.string(200)),
    submitter_name: required(col.string(200)),
    submitter_role: col.string(200),
    email: required(col.string(254)),
    employee_count: col.integer(),
    description: col.text(),
    salary_min: col.integer(),
    salary_max: col.integer(),
    homepage_url: col.string(500),
    primary_language: col.string(60),
    japanese_language_policy: col.text(),
    remote_work_policy: col.text(),
    visa_policy: col.text(),
    hq_location: col.string(200),
    review_state: required(col.oneOf(MODERATION_STATES), 'pending'),
    /** The company staff created from it; set once, when it is converted. */
    company_id: col.ref('companies'),
    handled_at: col.date(),
  },
});
