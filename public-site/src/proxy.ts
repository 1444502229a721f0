import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_HEADER, VISIBLE_URL_HEADER, carryOverHref, hasJapanesePathPrefix, languageOfUrl, withoutJapanesePathPrefix } from './i18n/language';
import { NONCE_HEADER, contentSecurityPolicy, newNonce } from './lib/content-security-policy.mjs';
import { PAGE_FILL_HEADER } from './lib/page-tags.mjs';
import { isJobGone, jobSlugOfPath } from './lib/job-status';
import { isDecodablePath } from './lib/routes';
import { betaCodes } from './lib/site';

const CONTENT_SECURITY_POLICY = 'content-security-policy';
/** Next's own route for the 404 page. */
const NOT_FOUND_ROUTE = '/_not-found';
const GONE = 410;
const BLOG_PREVIEW_PREFIX = '/blog-preview/';

/**
 * Prepares every page request. Pages read what is decided here from request headers, which the
 * proxy always overwrites so a client cannot supply them:
 * - the language, once per request: a `/jp/…` path is served as `/…?lang=jp` with the visitor's
 *   URL unchanged; otherwise `lang=jp` / `fLang=jp` in the query;
 * - a fresh nonce and the Content-Security-Policy that names it, on the request (Next puts the
 *   nonce on its scripts, the layout on MUI's styles) and on the response — except on a page
 *   rendered for the page cache (server.mjs), which serves it to everyone under a policy of its
 *   inline elements' hashes;
 * - a path that cannot be decoded is the 404 page rather than Next's bare 500;
 * - a beta code the site does not know sends the visitor to the home page;
 * - a staff preview of a blog post (`/blog-preview/…`, `/jp/` too) is never stored or indexed: its
 *   link is a short-lived credential and the draft changes;
 * - a job page (detail or apply, `/jp/` too) whose job is closed answers 410 Gone: a page cannot
 *   set its own status, so the API is asked here (one quick call) and the page renders the
 *   unpublished-job modal.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(VISIBLE_URL_HEADER, pathname + search);
  requestHeaders.set(LANGUAGE_HEADER, languageOfUrl(pathname, searchParams));
  requestHeaders.delete(NONCE_HEADER);
  requestHeaders.delete(CONTENT_SECURITY_POLICY);
  const forCache = request.headers.get(PAGE_FILL_HEADER) === '1';
  const nonce = forCache ? null : newNonce();
  const policy = nonce && contentSecurityPolicy({ nonce }, { development: process.env.NODE_ENV === 'development' });
  if (nonce && policy) {
    requestHeaders.set(NONCE_HEADER, nonce);
    requestHeaders.set(CONTENT_SECURITY_POLICY, policy);
  }

  const response = await route(request, requestHeaders);
  if (policy) response.headers.set(CONTENT_SECURITY_POLICY, policy);
  if (withoutJapanesePathPrefix(pathname).startsWith(BLOG_PREVIEW_PREFIX)) {
    response.headers.set('cache-control', 'no-store');
    response.headers.set('x-robots-tag', 'noindex, nofollow');
  }
  return response;
}

async function route(request: NextRequest, requestHeaders: Headers): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const forward = { request: { headers: requestHeaders } };
  if (!isDecodablePath(pathname)) return NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), forward);
  const betaRedirect = unknownBetaCodeRedirect(request);
  if (betaRedirect) return betaRedirect;
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

/**
 * `?betaCode=` grants beta access only with a code of BETA_CODES: any other code is answered with
 * the home page, in the visitor's language and keeping their campaign (not the code).
 */
function unknownBetaCodeRedirect(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const code = searchParams.get('betaCode');
  if (code === null || betaCodes().has(code)) return null;
  const withoutCode = new URLSearchParams(searchParams);
  withoutCode.delete('betaCode');
  // Next sends a same-site Location relative, so the browser keeps the scheme and host it used.
  return NextResponse.redirect(new URL(carryOverHref('/', `${pathname}?${withoutCode}`), request.url));
}

export const config = {
  // Every page. Not build assets and static documents, nor the API, its files and the staff
  // console, which server.mjs sends to the API before Next sees them (next.config.ts rewrites
  // them under `next dev`).
  matcher: ['/((?!_next/|api/|files/|admin(?:/|$)|favicon\\.ico$|robots\\.txt$|sitemap(?:/\\d+)?\\.xml$).*)'],
};
