import { LANGUAGES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** An employer's account; always belongs to one company. */
export const employerTable = defineTable({
  modelName: 'Employer',
  tableName: 'employers',
  columns: {
    id: col.id(),
    company_id: required(col.ref('companies', 'CASCADE')),
    email: required(col.string(254)),
    password_hash: col.string(255),
    name: col.string(200),
    language: required(col.oneOf(LANGUAGES), 'en'),
    confirmed_at: col.date(),
    is_disabled: col.boolean(false),
    password_changed_at: col.date(),
  },
  indexes: [
    { name: 'employers_email', unique: true, fields: ['email'] },
    { name: 'employers_company', fields: ['company_id'] },
  ],
});
