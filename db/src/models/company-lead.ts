import { col, defineTable, required } from '../schema/columns.js';

/** An employer's "start hiring" lead from the employer landing page. */
export const companyLeadTable = defineTable({
  modelName: 'CompanyLead',
  tableName: 'company_leads',
  columns: {
    id: col.id(),
    name: required(col.string(200)),
    company_name: required(col.string(200)),
    job_title: col.string(200),
    email: required(col.string(254)),
    example_job_url: col.string(1000),
    diversity_info: col.text(),
    /** The company staff created from it; set once, when it is converted. */
    company_id: col.ref('companies'),
    handled_at: col.date(),
  },
});
