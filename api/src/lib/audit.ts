import type { Transaction } from 'sequelize';
import type { Database } from '@shigoto/db';
import type { AuditSubjectType } from '@shigoto/db/enums';
import type { Account } from './auth/account.js';

/** An action on a subject type, e.g. 'job.publish', 'email_applicant.update'. */
export type AuditAction = `${AuditSubjectType}.${string}`;

export interface AuditEntry {
  action: AuditAction;
  subjectId: number | string;
  /** What changed (new values), small enough to read in the console. */
  changes?: Record<string, unknown>;
}

/** The subject type an action is about: the part before its first dot ('company' of 'company.update'). */
export function subjectTypeOf(action: AuditAction): AuditSubjectType {
  return action.slice(0, action.indexOf('.')) as AuditSubjectType;
}

/**
 * Appends to the audit log: staff actions and employer changes, who and when. Inside the change's
 * own transaction when given, so a change and its entry are written together or not at all. The
 * subject type is read from the action, so the two never disagree.
 */
export async function audit(db: Database, actor: Pick<Account, 'type' | 'id'>, entry: AuditEntry, transaction?: Transaction): Promise<void> {
  await db.models.AuditLog.create({
    actor_type: actor.type,
    actor_id: actor.id,
    action: entry.action,
    subject_type: subjectTypeOf(entry.action),
    subject_id: String(entry.subjectId),
    changes: entry.changes ?? {},
  }, { transaction });
}
