import { ACCOUNT_TYPES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/**
 * A signed-in session (jwt_sessions style): the access and refresh tokens name it, logout and
 * password changes revoke it, and a reused refresh token revokes it too.
 */
export const authSessionTable = defineTable({
  modelName: 'AuthSession',
  tableName: 'auth_sessions',
  columns: {
    id: { ...required(col.string(36)), primaryKey: true },
    account_type: required(col.oneOf(ACCOUNT_TYPES)),
    account_id: required(col.integer()),
    /** The only refresh token id that may still be exchanged; older ones mean reuse. */
    refresh_jti: required(col.string(64)),
    csrf_hash: required(col.string(64)),
    expires_at: required(col.date()),
    revoked_at: col.date(),
    user_agent: col.string(400),
    ip: col.string(64),
  },
  indexes: [{ name: 'auth_sessions_account', fields: ['account_type', 'account_id'] }],
});
