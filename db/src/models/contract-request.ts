import { CONTRACT_LANGUAGES, PLANS, PLAN_TERMS } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** The pricing page's contract request. */
export const contractRequestTable = defineTable({
  modelName: 'ContractRequest',
  tableName: 'contract_requests',
  columns: {
    id: col.id(),
    company_id: col.ref('companies'),
    email: required(col.string(254)),
    contract_language: required(col.oneOf(CONTRACT_LANGUAGES), 'en'),
    plan: required(col.oneOf(PLANS)),
    term: required(col.oneOf(PLAN_TERMS)),
    /** When staff dealt with the request; open requests have none. */
    handled_at: col.date(),
    /** The contract made from the request, when one was. */
    company_contract_id: col.ref('company_contracts'),
  },
});
