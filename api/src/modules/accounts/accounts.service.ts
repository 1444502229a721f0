import { randomInt } from 'node:crypto';
import { Op } from 'sequelize';
import { hashPassword, verifyPassword, type Database, type Rows } from '@shigoto/db';
import { EMAIL_TAKEN_MESSAGE, type Language } from '@shigoto/db/enums';
import type { SignIn } from '../../lib/auth/passport.js';
import { randomToken, sha256 } from '../../lib/auth/tokens.js';
import type { SessionService } from '../../lib/auth/sessions.js';
import { NotFoundError, REQUIRED_MESSAGE, UnauthorizedError, ValidationError } from '../../lib/errors/index.js';
import type { Mailer } from '../../lib/mail/index.js';
import { confirmationCodeEmail, passwordResetEmail } from './accounts.emails.js';
import { newCompanyIdentity } from '../companies/new-company.js';
import { domainOf, emailMatchesHomepage } from '../../lib/email-domains.js';

export const COMPANY_DOMAIN_MESSAGE = "must use the company's own domain";
export const CODE_INVALID_MESSAGE = 'is invalid or has expired';
export const RESET_TOKEN_INVALID_MESSAGE = 'is invalid or has expired';
export const CURRENT_PASSWORD_MESSAGE = 'is not correct';

const CODE_TTL_MS = 24 * 3600_000;
const CODE_ATTEMPTS = 5;
const RESET_TTL_MS = 3600_000;


export interface SignUpInput {
  email: string;
  password: string;
  name?: string;
  language?: Language;
}

/** A reset e-mail is sent when the account exists; the answer never says whether it does. */
export const CONFIRMATION_CODE_SENT_MESSAGE = 'We have sent a new code to your e-mail address.';
export const PASSWORD_RESET_REQUESTED_MESSAGE = 'If an account uses this e-mail, we have sent it a link to reset the password.';

export type AccountsService = ReturnType<typeof createAccountsService>;

/** Seeker and employer accounts: signup, employer confirmation, password reset, profile. */
export function createAccountsService(deps: { db: Database; sessions: SessionService; mailer: Mailer; publicUrl: string }) {
  const { db, sessions, mailer } = deps;
  const { User, Employer, Company, ConfirmationCode, PasswordResetToken } = db.models;

  async function assertEmailFree(email: string) {
    const [users, employers] = await Promise.all([User.count({ where: { email } }), Employer.count({ where: { email } })]);
    if (users + employers > 0) throw new ValidationError({ email: [EMAIL_TAKEN_MESSAGE] });
  }

  async function sendConfirmationCode(employer: Rows['Employer']) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = await ConfirmationCode.create({
      employer_id: employer.id,
      code_hash: sha256(`${employer.id}:${code}`),
      expires_at: new Date(Date.now() + CODE_TTL_MS),
    });
    await mailer.send({
      dedupeKey: `employer-confirmation:${row.id}`,
      template: 'employer_confirmation',
      language: employer.language,
      to: employer.email,
      ...confirmationCodeEmail(employer.language, code, deps.publicUrl),
    });
  }

  return {
    async signUpUser(input: SignUpInput): Promise<Rows['User']> {
      await assertEmailFree(input.email);
      const user = await User.create({
        email: input.email,
        password_hash: await hashPassword(input.password),
        name: input.name ?? null,
        language: input.language ?? 'en',
      });
      // Read back: a new row holds only the columns that were set, and the answer describes every one.
      await user.reload();
      return user.get({ plain: true }) as Rows['User'];
    },

    /**
     * An employer joins the company of a membership code (a colleague's link) or, without one,
     * a new unpublished company staff will review. Either way the e-mail must be a company one,
     * and with a code it must match the company's own domain.
     */
    async signUpEmployer(input: SignUpInput & { company_name?: string; membership_code?: string }): Promise<Rows['Employer']> {
      const domain = domainOf(input.email);
      let companyId: number;
      if (input.membership_code) {
        const company = await Company.findOne({ where: { membership_code: input.membership_code } });
        if (!company) throw new ValidationError({ membership_code: ['is not valid'] });
        if (!emailMatchesHomepage(input.email, company.homepage_url)) throw new ValidationError({ email: [COMPANY_DOMAIN_MESSAGE] });
        companyId = company.id;
      } else {
        if (!input.company_name) throw new ValidationError({ company_name: [REQUIRED_MESSAGE] });
        await assertEmailFree(input.email);
        const company = await Company.create({
          name: input.company_name,
          ...newCompanyIdentity(input.company_name),
          homepage_url: `https://${domain}`,
          published: false,
        });
        companyId = company.id;
      }
      await assertEmailFree(input.email);
      const employer = await Employer.create({
        company_id: companyId,
        email: input.email,
        password_hash: await hashPassword(input.password),
        name: input.name ?? null,
        language: input.language ?? 'en',
      });
      const plain = employer.get({ plain: true }) as Rows['Employer'];
      await sendConfirmationCode(plain);
      return plain;
    },

    async confirmEmployer(employerId: number, code: string): Promise<Rows['Employer']> {
      const employer = await Employer.findByPk(employerId);
      if (!employer) throw new NotFoundError('Employer not found');
      if (employer.confirmed_at) return employer.get({ plain: true }) as Rows['Employer'];
      const pending = await ConfirmationCode.findOne({
        where: { employer_id: employerId, used_at: null, expires_at: { [Op.gt]: new Date() } },
        order: [['id', 'DESC']],
      });
      if (!pending || pending.attempts >= CODE_ATTEMPTS) throw new ValidationError({ code: [CODE_INVALID_MESSAGE] });
      if (pending.code_hash !== sha256(`${employerId}:${code}`)) {
        await pending.increment('attempts');
        throw new ValidationError({ code: [CODE_INVALID_MESSAGE] });
      }
      await db.sequelize.transaction(async (transaction) => {
        await pending.update({ used_at: new Date() }, { transaction });
        await employer.update({ confirmed_at: new Date() }, { transaction });
      });
      return employer.get({ plain: true }) as Rows['Employer'];
    },

    /** A new code for an unconfirmed employer (only the newest code confirms); nothing once confirmed. */
    resendConfirmation: async (employerId: number) => {
      const employer = await Employer.findByPk(employerId);
      if (employer && !employer.confirmed_at) await sendConfirmationCode(employer.get({ plain: true }) as Rows['Employer']);
    },

    /** Always answers the same: whether the e-mail has an account is never revealed. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await User.findOne({ where: { email } });
      const employer = user ? null : await Employer.findOne({ where: { email } });
      const account = user ? { type: 'user' as const, row: user } : employer ? { type: 'employer' as const, row: employer } : null;
      if (!account || account.row.is_disabled) return;
      const token = randomToken(32);
      const row = await PasswordResetToken.create({
        account_type: account.type,
        account_id: account.row.id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + RESET_TTL_MS),
      });
      await mailer.send({
        dedupeKey: `password-reset:${row.id}`,
        template: 'password_reset',
        language: account.row.language,
        to: account.row.email,
        ...passwordResetEmail(account.row.language, token, deps.publicUrl),
      });
    },

    /** Sets a new password with a single-use token and ends every session of the account. */
    async resetPassword(token: string, password: string): Promise<SignIn> {
      // Staff invitations share the token table; they are accepted in the console, never here.
      const row = await PasswordResetToken.findOne({
        where: { token_hash: sha256(token), account_type: ['user', 'employer'], used_at: null, expires_at: { [Op.gt]: new Date() } },
      });
      if (!row) throw new ValidationError({ token: [RESET_TOKEN_INVALID_MESSAGE] });
      const model = row.account_type === 'employer' ? Employer : User;
      const hash = await hashPassword(password);
      const [used] = await PasswordResetToken.update({ used_at: new Date() }, { where: { id: row.id, used_at: null } });
      if (!used) throw new ValidationError({ token: [RESET_TOKEN_INVALID_MESSAGE] });
      await (model as typeof User).update({ password_hash: hash, password_changed_at: new Date() }, { where: { id: row.account_id } });
      await sessions.revokeAll(row.account_type, row.account_id);
      return { type: row.account_type, id: row.account_id };
    },

    async user(id: number): Promise<Rows['User']> {
      const user = await User.findByPk(id);
      if (!user) throw new UnauthorizedError();
      return user.get({ plain: true }) as Rows['User'];
    },

    async companyOf(employer: Rows['Employer']): Promise<Rows['Company']> {
      const company = await Company.findByPk(employer.company_id);
      if (!company) throw new UnauthorizedError();
      return company.get({ plain: true }) as Rows['Company'];
    },

    async employer(id: number): Promise<Rows['Employer']> {
      const employer = await Employer.findByPk(id);
      if (!employer) throw new UnauthorizedError();
      return employer.get({ plain: true }) as Rows['Employer'];
    },

    /** Profile changes; a new password needs the current one and ends every session (the route starts a new one). */
    async updateProfile<K extends 'user' | 'employer'>(
      kind: K,
      id: number,
      changes: Partial<Pick<Rows['User'], 'name' | 'url' | 'location_id' | 'japanese_level_enum' | 'language'>> & { password?: string; current_password?: string },
    ): Promise<{ account: K extends 'user' ? Rows['User'] : Rows['Employer']; passwordChanged: boolean }> {
      // Both account tables share the name, language and password columns this touches.
      const account = await (kind === 'user' ? User : (Employer as unknown as typeof User)).findByPk(id);
      if (!account) throw new UnauthorizedError();
      const { password, current_password, ...profile } = changes;
      if (password) {
        if (!current_password) throw new ValidationError({ current_password: [REQUIRED_MESSAGE] });
        if (!(await verifyPassword(account.password_hash, current_password))) throw new ValidationError({ current_password: [CURRENT_PASSWORD_MESSAGE] });
        await account.update({ ...profile, password_hash: await hashPassword(password), password_changed_at: new Date() });
        await sessions.revokeAll(kind, id);
      } else {
        await account.update(profile);
      }
      return { account: account.get({ plain: true }) as K extends 'user' ? Rows['User'] : Rows['Employer'], passwordChanged: !!password };
    },
  };
}
