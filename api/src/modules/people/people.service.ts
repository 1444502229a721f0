import type { Database } from '@shigoto/db';
import type { Account } from '../../lib/auth/account.js';
import type { SessionService } from '../../lib/auth/sessions.js';
import { audit, type AuditEntry } from '../../lib/audit.js';
import { NotFoundError } from '../../lib/errors/index.js';

export interface EmployerChanges {
  /** Only `true`: staff confirm an employer who could not confirm by code; confirming is not undone. */
  confirmed?: true;
  is_disabled?: boolean;
}

/** The audit entry of disabling or enabling an account (`employer.disable`, `staff_user.enable`, …). */
export function disabledEntry(subjectType: 'employer' | 'user' | 'staff_user', id: number, disabled: boolean): AuditEntry {
  return { action: `${subjectType}.${disabled ? 'disable' : 'enable'}`, subjectId: id, changes: { is_disabled: disabled } };
}

export type PeopleService = ReturnType<typeof createPeopleService>;

/**
 * Staff decisions about employer and seeker accounts. Disabling ends every session of the account
 * in the same transaction, so its very next call is anonymous (401), not merely its next sign-in.
 */
export function createPeopleService(deps: { db: Database; sessions: SessionService }) {
  const { db, sessions } = deps;
  const { Employer, User } = db.models;

  return {
    async updateEmployer(actor: Account, id: number, changes: EmployerChanges): Promise<void> {
      await db.sequelize.transaction(async (transaction) => {
        const employer = await Employer.findByPk(id, { transaction });
        if (!employer) throw new NotFoundError('Employer not found');
        const applied: { confirmed_at?: Date; is_disabled?: boolean } = {};
        if (changes.confirmed && !employer.confirmed_at) applied.confirmed_at = new Date();
        if (changes.is_disabled !== undefined && changes.is_disabled !== employer.is_disabled) applied.is_disabled = changes.is_disabled;
        if (!Object.keys(applied).length) return;
        await employer.update(applied, { transaction });
        if (applied.is_disabled) await sessions.revokeAll('employer', id, transaction);
        if (applied.confirmed_at) await audit(db, actor, { action: 'employer.confirm', subjectId: id, changes: { confirmed_at: applied.confirmed_at } }, transaction);
        if (applied.is_disabled !== undefined) await audit(db, actor, disabledEntry('employer', id, applied.is_disabled), transaction);
      });
    },

    async updateUser(actor: Account, id: number, changes: { is_disabled?: boolean }): Promise<void> {
      await db.sequelize.transaction(async (transaction) => {
        const user = await User.findByPk(id, { transaction });
        if (!user) throw new NotFoundError('Seeker not found');
        if (changes.is_disabled === undefined || changes.is_disabled === user.is_disabled) return;
        await user.update({ is_disabled: changes.is_disabled }, { transaction });
        if (changes.is_disabled) await sessions.revokeAll('user', id, transaction);
        await audit(db, actor, disabledEntry('user', id, changes.is_disabled), transaction);
      });
    },
  };
}
