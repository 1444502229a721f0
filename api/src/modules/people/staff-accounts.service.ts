import { Op, type Transaction } from 'sequelize';
import { hashPassword, type Database, type Rows } from '@shigoto/db';
import type { StaffRole } from '@shigoto/db/enums';
import type { Account } from '../../lib/auth/account.js';
import type { SignIn } from '../../lib/auth/passport.js';
import type { SessionService } from '../../lib/auth/sessions.js';
import { randomToken, sha256 } from '../../lib/auth/tokens.js';
import { audit } from '../../lib/audit.js';
import { NotFoundError, ValidationError } from '../../lib/errors/index.js';
import type { Mailer } from '../../lib/mail/index.js';
import { disabledEntry } from './people.service.js';

/** How long an invitation link works; it works once. */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;
export const EMAIL_TAKEN_MESSAGE = 'already belongs to a staff account';
export const INVITATION_INVALID_MESSAGE = 'is invalid or has expired';
export const NOT_YOURSELF_MESSAGE = 'cannot be changed on your own account';
export const ALREADY_ACCEPTED_MESSAGE = 'has already been accepted';
export const DISABLED_MESSAGE = 'cannot be sent to a disabled account';
export const LAST_ADMIN_MESSAGE = 'cannot be changed: this is the last active admin';

/**
 * An invited account has no password until its invitation is accepted: an empty hash never
 * verifies (the sign-in check compares against a dummy hash instead), so nobody can sign in as it.
 */
const NO_PASSWORD = '';

export interface Invitation {
  name: string;
  email: string;
  role: StaffRole;
}

export interface StaffChanges {
  role?: StaffRole;
  is_disabled?: boolean;
}

export function staffInvitationEmail(name: string, link: string) {
  return {
    subject: 'You are invited to the Shigoto staff console',
    text:
      `Hello ${name},\n\nYou have been given a staff account on the Shigoto console.\n\n` +
      `Choose your password here (the link works once, for 7 days):\n${link}\n\n` +
      'If you did not expect this, ignore this e-mail.',
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;

/**
 * Console accounts: admins invite staff by e-mail, set their role and disable them. A role change
 * or a disabling ends the account's sessions (the role travels in the access token). The console
 * always keeps one active admin, and nobody changes their own role or disables themselves.
 */
export function createStaffAccountsService(deps: { db: Database; sessions: SessionService; mailer: Mailer; publicUrl: string }) {
  const { db, sessions, mailer } = deps;
  const { StaffUser, PasswordResetToken } = db.models;

  async function storeToken(staffId: number, token: string, transaction: Transaction): Promise<number> {
    const row = await PasswordResetToken.create(
      { account_type: 'staff', account_id: staffId, token_hash: sha256(token), expires_at: new Date(Date.now() + INVITATION_TTL_MS) },
      { transaction },
    );
    return row.id;
  }

  /** Written after the account's transaction commits: the e-mail never names an account that is not there. */
  async function sendInvitation(staff: Rows['StaffUser'], token: string, tokenId: number) {
    // Staff work in English: the console's e-mails are English.
    await mailer.send({
      dedupeKey: `staff-invitation:${tokenId}`,
      template: 'staff_invitation',
      language: 'en',
      to: staff.email,
      ...staffInvitationEmail(staff.name, `${deps.publicUrl}/admin/#/accept-invite?token=${token}`),
    });
  }

  /**
   * The active admins, their rows locked until the transaction ends: two admins demoting or
   * disabling each other at the same moment are served one after the other, so one is refused.
   */
  async function lockActiveAdmins(transaction: Transaction): Promise<number[]> {
    const admins = await StaffUser.findAll({ attributes: ['id'], where: { role: 'admin', is_disabled: false }, lock: transaction.LOCK.UPDATE, transaction });
    return admins.map((admin) => admin.id);
  }

  return {
    async invite(actor: Account, invitation: Invitation): Promise<Rows['StaffUser']> {
      const token = randomToken(32);
      const { staff, tokenId } = await db.sequelize.transaction(async (transaction) => {
        if (await StaffUser.count({ where: { email: invitation.email }, transaction })) throw new ValidationError({ email: [EMAIL_TAKEN_MESSAGE] });
        const created = await StaffUser.create({ ...invitation, password_hash: NO_PASSWORD }, { transaction });
        const tokenId = await storeToken(created.id, token, transaction);
        await audit(db, actor, { action: 'staff_user.invite', subjectId: created.id, changes: { ...invitation } }, transaction);
        return { staff: created.get({ plain: true }) as Rows['StaffUser'], tokenId };
      });
      await sendInvitation(staff, token, tokenId);
      return staff;
    },

    /** A new link for an invitation not yet accepted (the old one lost or expired); only the newest link works. */
    async resendInvitation(actor: Account, id: number): Promise<void> {
      const token = randomToken(32);
      const { staff, tokenId } = await db.sequelize.transaction(async (transaction) => {
        const staff = await StaffUser.findByPk(id, { transaction });
        if (!staff) throw new NotFoundError('Staff account not found');
        if (staff.password_hash !== NO_PASSWORD) throw new ValidationError({ invitation: [ALREADY_ACCEPTED_MESSAGE] });
        if (staff.is_disabled) throw new ValidationError({ invitation: [DISABLED_MESSAGE] });
        await PasswordResetToken.update(
          { expires_at: new Date() },
          { where: { account_type: 'staff', account_id: id, used_at: null, expires_at: { [Op.gt]: new Date() } }, transaction },
        );
        const tokenId = await storeToken(id, token, transaction);
        await audit(db, actor, { action: 'staff_user.resend_invitation', subjectId: id }, transaction);
        return { staff: staff.get({ plain: true }) as Rows['StaffUser'], tokenId };
      });
      await sendInvitation(staff, token, tokenId);
    },

    /** Sets the invited account's password with its single-use token; the caller starts its session. */
    async acceptInvitation(token: string, password: string): Promise<SignIn> {
      const hash = await hashPassword(password);
      return db.sequelize.transaction(async (transaction) => {
        const row = await PasswordResetToken.findOne({
          where: { token_hash: sha256(token), account_type: 'staff', used_at: null, expires_at: { [Op.gt]: new Date() } },
          transaction,
        });
        const staff = row && (await StaffUser.findByPk(row.account_id, { transaction }));
        if (!row || !staff || staff.is_disabled) throw new ValidationError({ token: [INVITATION_INVALID_MESSAGE] });
        const [used] = await PasswordResetToken.update({ used_at: new Date() }, { where: { id: row.id, used_at: null }, transaction });
        if (!used) throw new ValidationError({ token: [INVITATION_INVALID_MESSAGE] });
        await staff.update({ password_hash: hash, password_changed_at: new Date() }, { transaction });
        const account: SignIn = { type: 'staff', id: staff.id, role: staff.role };
        await audit(db, account, { action: 'staff_user.accept_invitation', subjectId: staff.id }, transaction);
        return account;
      });
    },

    async update(actor: Account, id: number, changes: StaffChanges): Promise<void> {
      await db.sequelize.transaction(async (transaction) => {
        const staff = await StaffUser.findByPk(id, { transaction });
        if (!staff) throw new NotFoundError('Staff account not found');
        const applied: StaffChanges = {};
        if (changes.role && changes.role !== staff.role) applied.role = changes.role;
        if (changes.is_disabled !== undefined && changes.is_disabled !== staff.is_disabled) applied.is_disabled = changes.is_disabled;
        if (!Object.keys(applied).length) return;
        if (staff.id === actor.id) {
          throw new ValidationError(Object.fromEntries(Object.keys(applied).map((field) => [field, [NOT_YOURSELF_MESSAGE]])));
        }
        const endsAdmin = applied.role === 'editor' || applied.is_disabled === true;
        if (endsAdmin) {
          const admins = await lockActiveAdmins(transaction);
          if (admins.length === 1 && admins[0] === id) {
            throw new ValidationError(Object.fromEntries(Object.keys(applied).map((field) => [field, [LAST_ADMIN_MESSAGE]])));
          }
        }
        await staff.update(applied, { transaction });
        if (applied.role || applied.is_disabled) await sessions.revokeAll('staff', id, transaction);
        if (applied.role) await audit(db, actor, { action: 'staff_user.set_role', subjectId: id, changes: { role: applied.role } }, transaction);
        if (applied.is_disabled !== undefined) await audit(db, actor, disabledEntry('staff_user', id, applied.is_disabled), transaction);
      });
    },
  };
}
