import type { Request } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { verifyPassword, type Database } from '@shigoto/db';
import type { Account } from './account.js';

export type SignIn = Omit<Account, 'sessionId'>;

/** The one answer to wrong credentials, whichever part was wrong. */
export const INVALID_LOGIN_MESSAGE = 'Invalid e-mail or password';
type Kind = 'user' | 'employer' | 'staff';

/**
 * passport-local verifies credentials for every kind of account (seekers, employers, staff). The
 * password is always checked, against a dummy hash for unknown e-mails, so timing does not tell
 * which e-mails exist. Disabled accounts never sign in.
 */
export function createCredentialsChecker(db: Database) {
  const { User, Employer, StaffUser } = db.models;
  const find: Record<Kind, (email: string) => Promise<{ account: SignIn; hash: string | null; disabled: boolean } | null>> = {
    async user(email) {
      const user = await User.findOne({ where: { email } });
      return user && { account: { type: 'user', id: user.id }, hash: user.password_hash, disabled: user.is_disabled };
    },
    async employer(email) {
      const employer = await Employer.findOne({ where: { email } });
      return employer && { account: { type: 'employer', id: employer.id, companyId: employer.company_id }, hash: employer.password_hash, disabled: employer.is_disabled };
    },
    async staff(email) {
      const staff = await StaffUser.findOne({ where: { email } });
      return staff && { account: { type: 'staff', id: staff.id, role: staff.role }, hash: staff.password_hash, disabled: staff.is_disabled };
    },
  };

  const passport = new Passport();
  const strategies = new Map<string, string>();
  function strategyFor(kind: Kind, fields: { email: string; password: string }): string {
    const name = `${kind}:${fields.email}`;
    if (!strategies.has(name)) {
      passport.use(
        name,
        new LocalStrategy({ usernameField: fields.email, passwordField: fields.password, session: false }, (email, password, done) => {
          find[kind](email.trim().toLowerCase())
            .then(async (found) => {
              const valid = await verifyPassword(found?.hash, password);
              done(null, valid && found && !found.disabled ? found.account : false);
            })
            .catch(done);
        }),
      );
      strategies.set(name, name);
    }
    return name;
  }

  /** The signed-in account for the request's credentials, or null when they are wrong. */
  return (kind: Kind, req: Request, fields = { email: 'email', password: 'password' }) =>
    new Promise<SignIn | null>((resolve, reject) =>
      passport.authenticate(strategyFor(kind, fields), { session: false }, (error: unknown, account: SignIn | false) =>
        error ? reject(error) : resolve(account || null),
      )(req, {} as never, reject),
    );
}
