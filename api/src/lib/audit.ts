import type { Transaction } from 'sequelize';
import type { Database } from '@shigoto/db';
import type { Account } from './auth/account.js';

export interface AuditEntry {
  /** What was done, e.g. 'job.publish', 'email_applicant.update'. */
  action: string;
  subjectType: string;
  subjectId: number | string;
  /** What changed (new values), small enough to read in the console. */
  changes?: Record<string, unknown>;
}

/**
 * Appends to the audit log: staff actions and employer changes, who and when. Inside the change's
 * own transaction when given, so a change and its entry are written together or not at all.
 */
export async function audit(db: Database, actor: Pick<Account, 'type' | 'id'>, entry: AuditEntry, transaction?: Transaction): Promise<void> {
  await db.models.AuditLog.create({
    actor_type: actor.type,
    actor_id: actor.id,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: String(entry.subjectId),
    changes: entry.changes ?? {},
  }, { transaction });
}
