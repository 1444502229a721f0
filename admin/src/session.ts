import { fetchUtils, HttpError } from 'react-admin';
import type { StaffRole } from '@shigoto/db/enums';

/** Same origin as the console: the API serves the build at /admin and answers at /admin/api. */
export const API_URL = `${import.meta.env.BASE_URL}api`;

export interface StaffProfile {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

interface SessionTokens {
  csrf: string;
  access: string;
  access_expires_at: string;
  refresh: string;
  refresh_expires_at: string;
}

interface StaffSession extends SessionTokens {
  staff: StaffProfile;
}

const STORAGE_KEY = 'shigoto.staffSession';
const REFRESH_LOCK = 'shigoto.staffSession.refresh';

export function readSession(): StaffSession | null {
  try {
    const session = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as StaffSession | null;
    return session && Date.parse(session.refresh_expires_at) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

function saveSession(session: StaffSession): StaffSession {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  return session;
}

function clearSession(): void {
  localStorage.removeItem(STORAGE_KEY);
}

export function rememberStaff(staff: StaffProfile): void {
  const session = readSession();
  if (session) saveSession({ ...session, staff });
}

type FieldErrors = Record<string, string[]>;

/**
 * The API answers `{ errors: ['message'] }`, or `{ errors: { field: ['message'] } }` for 422;
 * react-admin wants the message on the error and one message per field in `body.errors`,
 * which its forms show under the inputs.
 */
function toReactAdminError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const { errors, message } = (error.body as { errors?: string[] | FieldErrors; message?: string } | undefined) ?? {};
  if (Array.isArray(errors)) return new HttpError(errors[0] ?? error.message, error.status);
  // A refused job transition: the product's intro line and the issues to fix, as the employer reads them.
  if (errors && typeof errors === 'object' && errors.base && message) return new HttpError(`${message} ${errors.base.join(' ')}`, error.status, { errors });
  if (errors && typeof errors === 'object') {
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
    return new HttpError('ra.message.invalid_form', error.status, { errors: fieldErrors });
  }
  return error;
}

async function requestJson(url: string, options: fetchUtils.Options, session: SessionTokens | null) {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  headers.set('Accept', 'application/json');
  if (session) {
    headers.set('Authorization', `Bearer ${session.access}`);
    if (options.method && options.method !== 'GET') headers.set('X-CSRF-Token', session.csrf);
  }
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw toReactAdminError(error);
  }
}

/** Runs `task` alone across every open console tab, where the browser can coordinate them. */
async function exclusively<T>(task: () => Promise<T>): Promise<T> {
  return navigator.locks ? await navigator.locks.request(REFRESH_LOCK, task) : task();
}

let renewal: Promise<StaffSession | null> | null = null;

/**
 * Exchanges the refresh token for a new pair. Refresh tokens rotate and a reused one ends the
 * session, so concurrent 401s share one exchange, and a caller whose token another tab or
 * request already replaced simply picks up the new pair.
 */
function renewSession(rejectedAccess: string): Promise<StaffSession | null> {
  renewal ??= exclusively(async () => {
    const current = readSession();
    if (!current || current.access !== rejectedAccess) return current;
    try {
      const { json } = await requestJson(
        `${API_URL}/refresh`,
        { method: 'POST', body: JSON.stringify({ refresh: current.refresh }) },
        null,
      );
      return saveSession({ ...current, ...(json as SessionTokens) });
    } catch {
      return null;
    }
  }).finally(() => {
    renewal = null;
  });
  return renewal;
}

/** fetchJson with the staff credentials; a 401 gets one token refresh and one retry. */
export async function authorizedFetch(url: string, options: fetchUtils.Options = {}) {
  const session = readSession();
  try {
    return await requestJson(url, options, session);
  } catch (error) {
    if (!session || !(error instanceof HttpError) || error.status !== 401) throw error;
    const renewed = await renewSession(session.access);
    if (!renewed) throw error;
    return requestJson(url, options, renewed);
  }
}

export async function signIn(email: string, password: string): Promise<StaffProfile> {
  const { json } = await requestJson(
    `${API_URL}/sessions`,
    { method: 'POST', body: JSON.stringify({ email, password }) },
    null,
  );
  return saveSession(json as StaffSession).staff;
}

/** Accepts a staff invitation: the new password is set and the session starts, as a sign-in does. */
export async function acceptInvitation(token: string, password: string): Promise<StaffProfile> {
  const { json } = await requestJson(`${API_URL}/invitations/accept`, { method: 'POST', body: JSON.stringify({ token, password }) }, null);
  return saveSession(json as StaffSession).staff;
}

/** Ends the session on the server too; leaving the console must work even when that fails. */
export async function signOut(): Promise<void> {
  const session = readSession();
  clearSession();
  if (session) await requestJson(`${API_URL}/sessions`, { method: 'DELETE' }, session).catch(() => undefined);
}
