import { ACCOUNT_TYPES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** What staff and employers changed, for accountability. Append-only. */
export const auditLogTable = defineTable({
  modelName: 'AuditLog',
  tableName: 'audit_logs',
  timestamps: 'createdOnly',
  columns: {
    id: col.id(),
    actor_type: required(col.oneOf(ACCOUNT_TYPES)),
    actor_id: required(col.integer()),
    action: required(col.string(80)),
    subject_type: required(col.string(60)),
    subject_id: col.string(60),
    changes: col.json<Record<string, unknown>>({}),
  },
  indexes: [{ name: 'audit_logs_subject', fields: ['subject_type', 'subject_id'] }],
});
