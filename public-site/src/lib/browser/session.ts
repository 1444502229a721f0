import { readStored, readStoredJson, writeStored, writeStoredJson } from './storage';

export type AccountType = 'user' | 'employer';

/** The signed-in account's profile as the API's sign-in answer gives it. */
export type SessionUser = Record<string, unknown> & { email?: string; name?: string | null };

export interface Session {
  csrf: string;
  access: string;
  refresh: string;
  accountType: AccountType;
  user: SessionUser | null;
}

/** What POST sessions, employer_sessions, users and employer_users answer. */
export interface SignInAnswer {
  csrf: string;
  access: string;
  refresh: string;
  accountType: AccountType;
  user?: SessionUser;
}

/** The keys the session is kept under, in the browser tab's session storage. */
const KEYS = ['csrf', 'access', 'refresh', 'accountType', 'signedIn', 'user'] as const;

/** Fired on window whenever the session starts, changes or ends, so the header and forms follow. */
export const SESSION_EVENT = 'shigoto:session';

export function readSession(): Session | null {
  if (typeof window === 'undefined' || readStored('session', 'signedIn') !== 'true') return null;
  const csrf = readStored('session', 'csrf');
  const access = readStored('session', 'access');
  const refresh = readStored('session', 'refresh');
  const accountType = readStored('session', 'accountType');
  if (!csrf || !access || !refresh || (accountType !== 'user' && accountType !== 'employer')) return null;
  return { csrf, access, refresh, accountType, user: readStoredJson<SessionUser>('session', 'user') };
}

function announce(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Keeps a sign-in's tokens and profile and marks the tab signed in. */
export function storeSession(answer: SignInAnswer): void {
  writeStored('session', 'csrf', answer.csrf);
  writeStored('session', 'access', answer.access);
  writeStored('session', 'refresh', answer.refresh);
  writeStored('session', 'accountType', answer.accountType);
  writeStoredJson('session', 'user', answer.user ?? null);
  writeStored('session', 'signedIn', 'true');
  announce();
}

/** A refresh rotates the tokens; the account and profile stay. */
export function storeTokens(tokens: Pick<Session, 'csrf' | 'access' | 'refresh'>): void {
  writeStored('session', 'csrf', tokens.csrf);
  writeStored('session', 'access', tokens.access);
  writeStored('session', 'refresh', tokens.refresh);
}

export function storeSessionUser(user: SessionUser): void {
  writeStoredJson('session', 'user', user);
  announce();
}

/** Forgets every stored credential (sign-out, or a 401: the credentials are gone). */
export function clearSession(): void {
  for (const key of KEYS) writeStored('session', key, null);
  announce();
}
