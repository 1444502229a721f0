import { CONTRACT_LANGUAGES, PLANS, PLAN_TERMS } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** The plan a company is on; decides how many jobs may be active. */
export const companyContractTable = defineTable({
  modelName: 'CompanyContract',
  tableName: 'company_contracts',
  columns: {
    id: col.id(),
    company_id: required(col.ref('companies', 'CASCADE')),
    plan: required(col.oneOf(PLANS)),
    term: required(col.oneOf(PLAN_TERMS)),
    contract_language: required(col.oneOf(CONTRACT_LANGUAGES), 'en'),
    starts_on: required(col.dateOnly()),
    ends_on: required(col.dateOnly()),
    /** Applicants keep coming until this date (12 or 14 months on annual plans). */
    applicants_until: col.dateOnly(),
    success_fee: col.boolean(false),
    price_yen: col.integer(),
  },
  indexes: [{ name: 'company_contracts_company', fields: ['company_id', 'ends_on'] }],
});
