import type { MigrationContext } from '../database.js';

// An audit entry's subject type is the part of its action before the dot ('company.update' is about
// a 'company'). Three kinds were written in class-name form; they are renamed so a filter or a
// link by subject type finds every entry.
const RENAMED: [before: string, after: string][] = [
  ['Company', 'company'],
  ['CompanyContract', 'company_contract'],
  ['ContractRequest', 'contract_request'],
];

export async function up({ sequelize }: MigrationContext) {
  const queries = sequelize.getQueryInterface();
  for (const [before, after] of RENAMED) await queries.bulkUpdate('audit_logs', { subject_type: after }, { subject_type: before });
}

export async function down({ sequelize }: MigrationContext) {
  const queries = sequelize.getQueryInterface();
  for (const [before, after] of RENAMED) await queries.bulkUpdate('audit_logs', { subject_type: before }, { subject_type: after });
}
