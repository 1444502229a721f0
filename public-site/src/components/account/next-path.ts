import { carryOverHref, withoutJapanesePathPrefix } from '@/i18n/language';

/** The seeker's account pages. */
export const ACCOUNT_PATHS = {
  login: '/user/login',
  signup: '/user/signup',
  resetRequest: '/PasswordReset',
  logout: '/logout',
} as const;

/** The password-reset page's query for an employer: its way back leads to the employer sign-in (one reset serves both kinds of account). */
export const EMPLOYER_RESET_QUERY = 'for=employer';

/** The employer's dashboard, where a signed-in employer is sent from the header. */
export const EMPLOYER_DASHBOARD_PATH = '/employer/jobs';

/** Pages a visitor is never sent back to after signing in: they would sign out again or loop. */
const NOT_A_DESTINATION = /^\/(user\/(login|signup)|employer\/(login|signup)|logout|PasswordReset|password-reset)(\/|$)/;

const PARSE_BASE = 'http://site.invalid';

/**
 * The `next` a sign-in returns to, when it is a path on this site; anything else (an absolute or
 * protocol-relative URL, a backslash or control-character trick, an account page) gives null.
 * The path is checked as the browser's own URL parser reads it, then once more as it will be
 * written, so nothing that leaves the site gets through.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE) return null;
  const path = url.pathname + url.search + url.hash;
  if (path.startsWith('//') || path.startsWith('/\\')) return null;
  if (NOT_A_DESTINATION.test(withoutJapanesePathPrefix(url.pathname))) return null;
  return path;
}

/** An account page's link that carries the `next` destination along (sign-in ⇄ sign-up). */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/**
 * The seeker's sign-in link as followed from the page shown (`shownUrl`: its path and query as the
 * visitor sees it): signing in returns there, in that page's language.
 */
export function signInReturningTo(shownUrl: string): string {
  return carryOverHref(withNext(ACCOUNT_PATHS.login, safeNextPath(shownUrl)), shownUrl);
}
