import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Transaction } from 'sequelize';
import type { Database } from '@shigoto/db';
import { ACCESS_COOKIE } from '@shigoto/db/access-cookie';
import { UnauthorizedError } from '../errors/index.js';
import type { Account } from './account.js';
import { randomToken, safeEqual, sha256, signToken, verifyToken } from './tokens.js';

/** What a sign-in returns: the tokens the client keeps for its session (csrf, access and refresh). */
export interface SessionTokens {
  csrf: string;
  access: string;
  access_expires_at: string;
  refresh: string;
  refresh_expires_at: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readCookie(req: Request, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      // A malformed escape is no token: the caller is simply not signed in.
      return null;
    }
  }
  return null;
}

export type SessionService = ReturnType<typeof createSessionService>;

/** How sessions are signed and how long their tokens live (from the validated config). */
export interface SessionSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export function createSessionService(db: Database, config: SessionSettings) {
  const { AuthSession } = db.models;

  function issue(account: Omit<Account, 'sessionId'>, sessionId: string, refreshJti: string, csrf: string): SessionTokens {
    const now = Math.floor(Date.now() / 1000);
    const accessExp = now + config.accessTokenTtlSeconds;
    const refreshExp = now + config.refreshTokenTtlSeconds;
    const sub = `${account.type}:${account.id}`;
    const access = signToken(
      { typ: 'access', sid: sessionId, jti: randomToken(12), sub, iat: now, exp: accessExp, role: account.role, cid: account.companyId },
      config.jwtSecret,
    );
    const refresh = signToken({ typ: 'refresh', sid: sessionId, jti: refreshJti, sub, iat: now, exp: refreshExp }, config.jwtSecret);
    return {
      csrf,
      access,
      access_expires_at: new Date(accessExp * 1000).toISOString(),
      refresh,
      refresh_expires_at: new Date(refreshExp * 1000).toISOString(),
    };
  }

  function accountOf(sub: string, claims: { role?: string; cid?: number }, sessionId: string): Account {
    const [type, id] = sub.split(':');
    return {
      type: type as Account['type'],
      id: Number(id),
      sessionId,
      ...(claims.role ? { role: claims.role as Account['role'] } : {}),
      ...(claims.cid ? { companyId: claims.cid } : {}),
    };
  }

  async function liveSession(sessionId: string) {
    const session = await AuthSession.findByPk(sessionId);
    if (!session || session.revoked_at || session.expires_at.getTime() < Date.now()) return null;
    return session;
  }

  return {
    async start(account: Omit<Account, 'sessionId'>, meta: { userAgent?: string; ip?: string } = {}): Promise<SessionTokens> {
      const sessionId = randomUUID();
      const refreshJti = randomToken(16);
      const csrf = randomToken(24);
      await AuthSession.create({
        id: sessionId,
        account_type: account.type,
        account_id: account.id,
        refresh_jti: refreshJti,
        csrf_hash: sha256(csrf),
        expires_at: new Date(Date.now() + config.refreshTokenTtlSeconds * 1000),
        user_agent: meta.userAgent?.slice(0, 400) ?? null,
        ip: meta.ip ?? null,
      });
      return issue(account, sessionId, refreshJti, csrf);
    },

    /** Exchanges a refresh token for new tokens; a refresh token used twice ends the session. */
    async refresh(refreshToken: string): Promise<SessionTokens> {
      const claims = verifyToken(refreshToken, config.jwtSecret, 'refresh');
      if (!claims) throw new UnauthorizedError();
      const session = await liveSession(claims.sid);
      if (!session) throw new UnauthorizedError();
      if (!safeEqual(session.refresh_jti, claims.jti)) {
        await session.update({ revoked_at: new Date() });
        throw new UnauthorizedError();
      }
      const account = await currentAccount(session.account_type, session.account_id);
      if (!account) {
        await session.update({ revoked_at: new Date() });
        throw new UnauthorizedError();
      }
      const refreshJti = randomToken(16);
      const csrf = randomToken(24);
      await session.update({ refresh_jti: refreshJti, csrf_hash: sha256(csrf) });
      return issue(account, session.id, refreshJti, csrf);
    },

    async revoke(sessionId: string): Promise<void> {
      await AuthSession.update({ revoked_at: new Date() }, { where: { id: sessionId, revoked_at: null } });
    },

    /** Ends every session of an account (password changed, account disabled, role changed). */
    async revokeAll(type: Account['type'], id: number, transaction?: Transaction): Promise<void> {
      await AuthSession.update({ revoked_at: new Date() }, { where: { account_type: type, account_id: id, revoked_at: null }, transaction });
    },

    /** Reads the session an access token names, even an expired one: logout must work with it. */
    sessionIdOf(req: Request): string | null {
      const token = bearer(req) ?? readCookie(req, ACCESS_COOKIE);
      return token ? (verifyToken(token, config.jwtSecret, 'access', { ignoreExpiry: true })?.sid ?? null) : null;
    },

    /** Middleware: sets req.account for a valid access token; anything else stays anonymous. */
    authenticate() {
      return async (req: Request, _res: Response, next: NextFunction) => {
        const headerToken = bearer(req);
        const token = headerToken ?? readCookie(req, ACCESS_COOKIE);
        if (!token) return next();
        const claims = verifyToken(token, config.jwtSecret, 'access');
        if (!claims) return next();
        const session = await liveSession(claims.sid);
        if (!session) return next();
        if (!headerToken && !SAFE_METHODS.has(req.method)) {
          const csrf = req.get('x-csrf-token');
          if (!csrf || !safeEqual(sha256(csrf), session.csrf_hash)) return next(new UnauthorizedError('Invalid CSRF token'));
        }
        req.account = accountOf(claims.sub, claims, session.id);
        next();
      };
    },
  };

  /** Role and company travel in the access token; a refresh re-reads them (and refuses disabled accounts). */
  async function currentAccount(type: Account['type'], id: number): Promise<Omit<Account, 'sessionId'> | null> {
    if (type === 'staff') {
      const staff = await db.models.StaffUser.findByPk(id);
      return staff && !staff.is_disabled ? { type, id, role: staff.role } : null;
    }
    if (type === 'employer') {
      const employer = await db.models.Employer.findByPk(id);
      return employer && !employer.is_disabled ? { type, id, companyId: employer.company_id } : null;
    }
    const user = await db.models.User.findByPk(id);
    return user && !user.is_disabled ? { type, id } : null;
  }
}

function bearer(req: Request): string | null {
  const header = req.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
}
