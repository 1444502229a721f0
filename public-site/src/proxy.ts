import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_HEADER, VISIBLE_URL_HEADER, hasJapanesePathPrefix, languageOfUrl, withoutJapanesePathPrefix } from './i18n/language';
import { NONCE_HEADER, contentSecurityPolicy, newNonce } from './lib/content-security-policy';
import { isJobGone, jobSlugOfPath } from './lib/job-status';
import { isDecodablePath } from './lib/routes';

const CONTENT_SECURITY_POLICY = 'content-security-policy';
/** Next's own route for the 404 page. */
const NOT_FOUND_ROUTE = '/_not-found';
const GONE = 410;

/**
 * Prepares every page request. Pages read what is decided here from request headers, which the
 * proxy always overwrites so a client cannot supply them:
 * - the language, once per request: a `/jp/…` path is served as `/…?lang=jp` with the visitor's
 *   URL unchanged; otherwise `lang=jp` / `fLang=jp` in the query;
 * - a fresh nonce and the Content-Security-Policy that names it, on the request (Next puts the
 *   nonce on its scripts, the layout on MUI's styles) and on the response;
 * - a path that cannot be decoded is the 404 page rather than Next's bare 500;
 * - a job page (detail or apply, `/jp/` too) whose job is closed answers 410 Gone: a page cannot
 *   set its own status, so the API is asked here (one quick call) and the page renders the
 *   unpublished-job modal.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, { development: process.env.NODE_ENV === 'development' });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(VISIBLE_URL_HEADER, pathname + search);
  requestHeaders.set(LANGUAGE_HEADER, languageOfUrl(pathname, searchParams));
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set(CONTENT_SECURITY_POLICY, policy);

  const response = await route(request, requestHeaders);
  response.headers.set(CONTENT_SECURITY_POLICY, policy);
  return response;
}

async function route(request: NextRequest, requestHeaders: Headers): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const forward = { request: { headers: requestHeaders } };
  if (!isDecodablePath(pathname)) return NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), forward);
  const jobSlug = jobSlugOfPath(withoutJapanesePathPrefix(pathname));
  const gone = jobSlug !== null && (await isJobGone(jobSlug));
  const status = gone ? { status: GONE } : {};
  if (hasJapanesePathPrefix(pathname)) {
    const target = request.nextUrl.clone();
    target.pathname = withoutJapanesePathPrefix(pathname);
    target.searchParams.set('lang', 'jp');
    return NextResponse.rewrite(target, { ...forward, ...status });
  }
  // The same page, answered with the status.
  if (gone) return NextResponse.rewrite(request.nextUrl, { ...forward, ...status });
  return NextResponse.next(forward);
}

export const config = {
  // Every page. Not build assets and static documents, nor the API, its files and the staff
  // console, which server.mjs sends to the API before Next sees them (next.config.ts rewrites
  // them under `next dev`).
  matcher: ['/((?!_next/|api/|files/|admin(?:/|$)|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)'],
};
