import { HIRE_CONTRACT_TYPES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** An employer's report of a hire, due within 5 (business) days. */
export const hiringReportTable = defineTable({
  modelName: 'HiringReport',
  tableName: 'hiring_reports',
  columns: {
    id: col.id(),
    company_id: required(col.ref('companies', 'CASCADE')),
    employer_id: col.ref('employers'),
    job_id: col.ref('jobs'),
    email_applicant_id: col.ref('email_applicants'),
    full_name: required(col.string(200)),
    position: required(col.string(200)),
    start_date: required(col.dateOnly()),
    contract_type: required(col.oneOf(HIRE_CONTRACT_TYPES)),
    contract_length_note: col.text(),
    other_info: col.text(),
    is_late: col.boolean(false),
    /** When staff invoiced the hire's fee, then when the company paid it. */
    invoiced_at: col.date(),
    paid_at: col.date(),
  },
  indexes: [{ name: 'hiring_reports_company', fields: ['company_id'] }],
});
