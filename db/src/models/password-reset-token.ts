import { ACCOUNT_TYPES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** Single-use, expiring password reset tokens; only a hash is stored. */
export const passwordResetTokenTable = defineTable({
  modelName: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  columns: {
    id: col.id(),
    account_type: required(col.oneOf(ACCOUNT_TYPES)),
    account_id: required(col.integer()),
    token_hash: required(col.string(64)),
    expires_at: required(col.date()),
    used_at: col.date(),
  },
  indexes: [{ name: 'password_reset_tokens_hash', unique: true, fields: ['token_hash'] }],
});
