import { col, defineTable } from '../schema/columns.js';

/** A visitor telling us a company is hiring (POST /api/v1/now_hiring_reports). */
export const nowHiringReportTable = defineTable({
  modelName: 'NowHiringReport',
  tableName: 'now_hiring_reports',
  columns: {
    id: col.id(),
    company_id: col.ref('companies'),
    company_name: col.string(200),
    email: col.string(254),
    url: col.string(1000),
    message: col.text(),
    /** When staff followed it up; null while it waits in the console's inbox. */
    handled_at: col.date(),
  },
});
