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

/** An account as the API answers it (a JSON:API resource): its type says a seeker's or an employer's. */
export interface AccountResource {
  id: string;
  type: AccountType;
  attributes: Record<string, unknown>;
}

/** The tokens of a session started for this tab, in the `meta` of an account's answer. */
export type SessionTokens = Pick<Session, 'csrf' | 'access' | 'refresh'>;

/** An account's answer (users/current, employers/current, their updates): the account, and tokens when a session was started for this tab. */
export interface AccountAnswer {
  data: AccountResource;
  meta?: SessionTokens;
}

/** What POST sessions, employer_sessions, users and employer_users answer: the account, and the session's tokens. */
export interface SignInAnswer extends AccountAnswer {
  meta: SessionTokens;
}

/** The profile kept for the header and forms: the account's attributes and its id. */
export const sessionUserOf = (account: Pick<AccountResource, 'id' | 'attributes'>): SessionUser => ({ ...account.attributes, id: Number(account.id) });

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
  storeTokens(answer.meta);
  writeStored('session', 'accountType', answer.data.type);
  writeStoredJson('session', 'user', sessionUserOf(answer.data));
  writeStored('session', 'signedIn', 'true');
  announce();
}

/** A refresh rotates the tokens; the account and profile stay. */
export function storeTokens(tokens: SessionTokens): void {
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
