import { languageOfUrl, localizeHref } from '@/i18n/language';
import { clearSession, readSession, storeTokens, type AccountType } from './session';

/** The text shown when an answer names no reason of its own. */
export const SYSTEM_ERROR_TEXT = 'System error occurred';

/** No answer came: the request could not be sent, or the connection broke. */
export const NETWORK_FAILED_TEXT = 'Network request failed';
/** No answer began within the call's time limit. */
export const CONNECTION_TIMEOUT_TEXT = 'Connection timeout';
/** An answer began but did not finish within the call's time limit. */
export const SOCKET_TIMEOUT_TEXT = 'Socket timeout';
/** Why a call got no answer, as RequestFailure's message says it (0 as its status). */
export const TRANSPORT_FAILURE_TEXTS = [NETWORK_FAILED_TEXT, CONNECTION_TIMEOUT_TEXT, SOCKET_TIMEOUT_TEXT] as const;
/** How long a search box waits for its suggestions. */
export const SEARCH_TIMEOUT_MS = 8000;

export type FieldErrors = Record<string, string[]>;

/** A call that did not succeed: the API's reason, its field messages, or no answer at all. */
export class RequestFailure extends Error {
  constructor(
    /** 0 when no answer came (offline, refused, timed out). */
    readonly status: number,
    message: string,
    /** Field messages keyed by the form's own field names (`name`, not `applicant.name`). */
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'RequestFailure';
  }

  /** No answer came: the visitor should check the connection and try again; nothing was lost. */
  get network(): boolean {
    return this.status === 0;
  }

  /** The first message of a field, to show under it. */
  fieldMessage(field: string): string | undefined {
    return this.fields[field]?.[0];
  }
}

/** A JSON:API error object as the API writes it; `meta.field` names a refused field (`base`: the request as a whole). */
interface ErrorObject {
  status?: string;
  title?: string;
  detail?: string;
  meta?: { field?: string };
}

/** The API's title of refused fields when the product has no sentence of its own to introduce them. */
const PLAIN_REFUSAL_TITLE = 'Validation failed';

/** The form's name of a field the API names by its path (`applicant.name`, `filter.kind`): the part after the wrapper. */
const formField = (key: string) => (key.includes('.') ? key.slice(key.indexOf('.') + 1) : key);

/**
 * The reason of a failed call, from a JSON:API error document: refused fields give their messages
 * by form field, and the text is the product's sentence introducing them (`title`) when there is
 * one, else the first field and its message; any other error gives its `detail`. The one call that
 * answers messages keyed by field (`{errors: {field: [...]}}`, applicant_validations) is read the
 * same way. Anything else: the system text.
 */
export function failureOf(status: number, body: unknown): RequestFailure {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const fields: FieldErrors = {};
  let title: string | undefined;
  if (Array.isArray(errors)) {
    const objects = errors.filter((error): error is ErrorObject => typeof error === 'object' && error !== null);
    const refused = objects.filter((error) => typeof error.meta?.field === 'string' && typeof error.detail === 'string');
    if (!refused.length) return new RequestFailure(status, typeof objects[0]?.detail === 'string' ? objects[0].detail : SYSTEM_ERROR_TEXT);
    for (const error of refused) (fields[formField(error.meta!.field!)] ??= []).push(error.detail!);
    title = refused[0].title;
  } else if (errors && typeof errors === 'object') {
    for (const [key, messages] of Object.entries(errors as Record<string, unknown>)) {
      (fields[formField(key)] ??= []).push(...(Array.isArray(messages) ? messages.map(String) : [String(messages)]));
    }
  }
  const [firstField, firstMessages] = Object.entries(fields)[0] ?? [];
  if (!firstField) return new RequestFailure(status, SYSTEM_ERROR_TEXT);
  const text = title && title !== PLAIN_REFUSAL_TITLE ? title : `${firstField === 'base' ? '' : `${firstField} `}${firstMessages![0]}`;
  return new RequestFailure(status, text, fields);
}

/** Where a visitor whose credentials are gone signs in again: employers at /employer/login, seekers at /user/login. */
export function signInPathFor(accountType: AccountType | undefined, pathname: string): string {
  return accountType === 'employer' || pathname.includes('employer') ? '/employer/login' : '/user/login';
}

/**
 * The sign-in page for a visitor on `pathname` + `search` whose credentials are gone: in the
 * page's language, with `next` naming the page so signing in again returns there.
 */
export function signInAgainHref(accountType: AccountType | undefined, pathname: string, search: string): string {
  const next = encodeURIComponent(pathname + search);
  return localizeHref(`${signInPathFor(accountType, pathname)}?next=${next}`, languageOfUrl(pathname, new URLSearchParams(search)));
}

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A JSON body (sent as application/json) or a multipart form. */
  body?: unknown;
  form?: FormData;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Upload progress from 0 to 1 (multipart forms only). */
  onUploadProgress?: (fraction: number) => void;
  /** 'blob': a successful answer is a file (a private download), resolved as a Blob; failures are still JSON. */
  as?: 'json' | 'blob';
  /**
   * Gives up on an answer that has not begun within this many milliseconds (CONNECTION_TIMEOUT_TEXT),
   * and again on one that has not finished as long after it began (SOCKET_TIMEOUT_TEXT): a search
   * box must not wait forever on a hung API. Not for uploads (onUploadProgress).
   */
  timeoutMs?: number;
}

interface Answer {
  status: number;
  body: unknown;
}

function urlOf(path: string, query: ApiCall['query']): string {
  const url = new URL(`/api/v1${path}`, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  return url.pathname + url.search;
}

/** One request through XMLHttpRequest (the only browser API that reports upload progress) or fetch. */
async function send(url: string, call: ApiCall, headers: Record<string, string>): Promise<Answer> {
  const method = call.method ?? (call.body !== undefined || call.form ? 'POST' : 'GET');
  const payload = call.form ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  headers.accept = call.as === 'blob' ? '*/*' : 'application/json';
  if (call.onUploadProgress) {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(method, url);
      for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => event.lengthComputable && call.onUploadProgress!(event.loaded / event.total);
      request.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(request.responseText);
        } catch {
          body = null;
        }
        resolve({ status: request.status, body });
      };
      request.onerror = request.ontimeout = () => reject(new Error(NETWORK_FAILED_TEXT));
      request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      call.signal?.addEventListener('abort', () => request.abort());
      request.send(payload as XMLHttpRequestBodyInit | undefined);
    });
  }
  const limit = call.timeoutMs ? timeLimit(call.timeoutMs, call.signal) : null;
  const read = async (signal: AbortSignal | undefined): Promise<Answer> => {
    const response = await fetch(url, { method, headers, body: payload as BodyInit | undefined, signal });
    limit?.answerBegun();
    return { status: response.status, body: call.as === 'blob' && response.ok ? await response.blob() : await response.json().catch(() => null) };
  };
  if (!limit) return read(call.signal);
  try {
    const answer = await read(limit.signal);
    // A body cut short by the limit reads as no JSON at all: it is the limit's failure, not an empty answer.
    if (limit.reason) throw new RequestFailure(0, limit.reason);
    return answer;
  } catch (error) {
    throw limit.reason ? new RequestFailure(0, limit.reason) : error;
  } finally {
    limit.end();
  }
}

/**
 * A call's time limit: a signal that aborts when the answer has not begun within `ms`, or has not
 * finished `ms` after it began, or when the caller's own signal aborts (then with no reason: the
 * caller's abort stays an abort).
 */
function timeLimit(ms: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let reason: string | null = null;
  const expire = (text: string) => () => {
    reason = text;
    controller.abort();
  };
  let timer = setTimeout(expire(CONNECTION_TIMEOUT_TEXT), ms);
  const callerAborted = () => controller.abort();
  callerSignal?.addEventListener('abort', callerAborted);
  if (callerSignal?.aborted) controller.abort();
  return {
    signal: controller.signal,
    get reason() {
      return reason;
    },
    answerBegun() {
      clearTimeout(timer);
      timer = setTimeout(expire(SOCKET_TIMEOUT_TEXT), ms);
    },
    end() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', callerAborted);
    },
  };
}

/** A report the API has not taken by then is given up: a hung API must not hold a connection of every page. */
const REPORT_TIMEOUT_MS = 5000;

/**
 * A one-way report to the API through the site's origin (an analytics event, a post's view), for
 * anonymous endpoints: no credentials, no answer read. Sending never blocks the page and survives
 * leaving it (`fetch` with `keepalive`); a report that cannot be sent is dropped, never troubling
 * the visitor.
 */
export function report(path: string, body?: unknown): void {
  fetch(urlOf(path, {}), {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'omit',
    keepalive: true,
    signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
  }).catch(() => {});
}

async function refreshTokens(refresh: string): Promise<boolean> {
  try {
    const answer = await send(urlOf('/refresh', {}), { method: 'POST', body: { refresh } }, {});
    // New tokens travel in the answer's meta, as a sign-in's do.
    const tokens = (answer.body as { meta?: { csrf?: string; access?: string; refresh?: string } } | null)?.meta;
    if (answer.status !== 200 || !tokens?.csrf || !tokens.access || !tokens.refresh) return false;
    storeTokens({ csrf: tokens.csrf, access: tokens.access, refresh: tokens.refresh });
    return true;
  } catch {
    return false;
  }
}

/**
 * The refresh under way, shared: the API rotates refresh tokens and ends the session when one is
 * used twice, so calls that meet an expired access token together must wait for one refresh.
 */
let refreshing: Promise<boolean> | null = null;

function refreshOnce(refresh: string): Promise<boolean> {
  refreshing ??= refreshTokens(refresh).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A call to the API through the site's own origin (`/api/v1…`), from the browser: the API then
 * rate-limits each visitor, not the site. A signed-in tab sends its bearer token, and its CSRF
 * token on every non-GET call. A 401 on a signed-in call first tries the refresh token once; if
 * that fails the credentials are gone: they are cleared and the visitor is sent to sign in again.
 * Resolves with the answer's body; rejects with a RequestFailure.
 */
export async function callApi<T = unknown>(path: string, call: ApiCall = {}): Promise<T> {
  const url = urlOf(path, call.query);
  const attempt = async (): Promise<{ answer: Answer; sentAccess: string | null }> => {
    const session = readSession();
    const headers: Record<string, string> = { ...call.headers };
    if (session) {
      headers.authorization = `Bearer ${session.access}`;
      if ((call.method ?? 'GET') !== 'GET' || call.body !== undefined || call.form) headers['x-csrf-token'] = session.csrf;
    }
    try {
      return { answer: await send(url, call, headers), sentAccess: session?.access ?? null };
    } catch (error) {
      if (error instanceof RequestFailure || (error instanceof DOMException && error.name === 'AbortError')) throw error;
      throw new RequestFailure(0, NETWORK_FAILED_TEXT);
    }
  };

  let { answer, sentAccess } = await attempt();
  if (answer.status === 401 && sentAccess) {
    const session = readSession();
    // Another call may have refreshed the tokens while this one was under way: then just retry.
    const renewed = session ? session.access !== sentAccess || (await refreshOnce(session.refresh)) : false;
    if (renewed) ({ answer, sentAccess } = await attempt());
    if (answer.status === 401) {
      const accountType = session?.accountType;
      clearSession();
      window.location.assign(signInAgainHref(accountType, window.location.pathname, window.location.search));
    }
  }
  if (answer.status < 200 || answer.status >= 300) throw failureOf(answer.status, answer.body);
  return answer.body as T;
}
