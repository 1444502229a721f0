import { NextResponse, type NextRequest } from 'next/server';
import { apiOrigin } from './lib/api/origin';
import {
  LANGUAGE_HEADER,
  VISIBLE_URL_HEADER,
  hasJapanesePathPrefix,
  languageOfQuery,
  withoutJapanesePathPrefix,
} from './i18n/language';

/**
 * Everything is served from one origin (DESIGN §3): the API, the staff console and uploaded files
 * are proxied to the API process. Done here rather than in next.config rewrites, which are fixed
 * at build time: the API's address is read when the site runs.
 */
const API_PATHS = /^\/(api|files)\/|^\/admin(\/|$)/;

/**
 * Decides the page language once per request (spec §1): a `/jp/…` path is served as `/…?lang=jp`
 * with the visitor's URL unchanged; otherwise `lang=jp` / `fLang=jp` in the query. Pages read the
 * result from request headers, which the proxy always overwrites so a client cannot supply them.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (API_PATHS.test(pathname)) return NextResponse.rewrite(new URL(pathname + search, apiOrigin()));
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(VISIBLE_URL_HEADER, pathname + search);

  if (hasJapanesePathPrefix(pathname)) {
    const target = request.nextUrl.clone();
    target.pathname = withoutJapanesePathPrefix(pathname);
    target.searchParams.set('lang', 'jp');
    requestHeaders.set(LANGUAGE_HEADER, 'jp');
    return NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  }

  requestHeaders.set(LANGUAGE_HEADER, languageOfQuery(request.nextUrl.searchParams));
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  // Everything but build assets and the static documents.
  matcher: ['/((?!_next/|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)'],
};
