import { col, defineTable, required } from '../schema/columns.js';

/** The code e-mailed to a new employer to confirm the account. */
export const confirmationCodeTable = defineTable({
  modelName: 'ConfirmationCode',
  tableName: 'confirmation_codes',
  columns: {
    id: col.id(),
    employer_id: required(col.ref('employers', 'CASCADE')),
    code_hash: required(col.string(64)),
    expires_at: required(col.date()),
    used_at: col.date(),
    attempts: required(col.integer(), 0),
  },
  indexes: [
    { name: 'confirmation_codes_hash', unique: true, fields: ['code_hash'] },
    { name: 'confirmation_codes_employer', fields: ['employer_id'] },
  ],
});
