import { col, defineTable, required } from '../schema/columns.js';

/** A signed-in seeker's application to a job (POST /api/v1/job_applications). */
export const jobApplicationTable = defineTable({
  modelName: 'JobApplication',
  tableName: 'job_applications',
  columns: {
    id: col.id(),
    job_id: required(col.ref('jobs', 'CASCADE')),
    user_id: required(col.ref('users', 'CASCADE')),
    applicant_id: col.ref('applicants'),
    message: col.text(),
  },
  indexes: [{ name: 'job_applications_unique', unique: true, fields: ['user_id', 'job_id'] }],
});
