import type { Language } from '@shigoto/db/enums';

export type { Language };

/** Set by the proxy on every page request, so layouts and not-found pages (which get no searchParams) know the language. */
export const LANGUAGE_HEADER = 'x-shigoto-lang';
/** The URL the visitor sees (path and query), for the language toggle. */
export const VISIBLE_URL_HEADER = 'x-shigoto-url';

const JAPANESE_PATH_PREFIX = '/jp';
/** Resolves site-relative links without knowing the site's address (only path, query and hash are used). */
const SITE_ORIGIN = 'http://site.invalid';

/** A site-relative link or visible URL (`/jobs?page=2`) as a URL, to read or change its parts. */
export function siteUrl(href: string): URL {
  return new URL(href, SITE_ORIGIN);
}

/** `?lang=jp` or `?fLang=jp` picks Japanese; English is the default. */
export function languageOfQuery(query: URLSearchParams): Language {
  return query.get('lang') === 'jp' || query.get('fLang') === 'jp' ? 'jp' : 'en';
}

/** The language a visible URL asks for: a `/jp/…` path, else the query. */
export function languageOfUrl(pathname: string, query: URLSearchParams): Language {
  return hasJapanesePathPrefix(pathname) ? 'jp' : languageOfQuery(query);
}

export function hasJapanesePathPrefix(pathname: string): boolean {
  return pathname === JAPANESE_PATH_PREFIX || pathname.startsWith(`${JAPANESE_PATH_PREFIX}/`);
}

export function withoutJapanesePathPrefix(pathname: string): string {
  return hasJapanesePathPrefix(pathname) ? pathname.slice(JAPANESE_PATH_PREFIX.length) || '/' : pathname;
}

/**
 * The same site-relative href in the given language: Japanese adds `lang=jp`, English drops every
 * language marker (`/jp` prefix, `lang`, `fLang`). Other query parameters and the hash are kept.
 */
export function localizeHref(href: string, language: Language): string {
  const url = siteUrl(href);
  url.pathname = withoutJapanesePathPrefix(url.pathname);
  url.searchParams.delete('lang');
  url.searchParams.delete('fLang');
  if (language === 'jp') url.searchParams.set('lang', 'jp');
  return url.pathname + url.search + url.hash;
}

/**
 * Query parameters that follow the visitor from page to page when the next page's link does not
 * set them: the beta code that grants early access and the campaign the visitor came from (so the
 * sign-up or application it led to is still attributed to it). The language follows too (below).
 */
export const CARRIED_PARAMETERS = ['betaCode', 'utm_source', 'utm_campaign'] as const;

/**
 * A site link as followed from the page the visitor is on (`currentUrl`: its path and query, as the
 * visitor sees it): in that page's language, and with that page's carried parameters unless the
 * link sets its own. Server components get it as `i18n.href(path)`; client components that build
 * a URL (`router.push`, `<Link href>`) call it with `location.pathname + location.search`.
 */
export function carryOverHref(href: string, currentUrl: string): string {
  const current = siteUrl(currentUrl);
  const target = siteUrl(href);
  for (const name of CARRIED_PARAMETERS) {
    const value = current.searchParams.get(name);
    if (value && !target.searchParams.has(name)) target.searchParams.set(name, value);
  }
  return localizeHref(target.pathname + target.search + target.hash, languageOfUrl(current.pathname, current.searchParams));
}

export function parseLanguage(value: string | null | undefined): Language {
  return value === 'jp' ? 'jp' : 'en';
}

/** The `<html lang>` / hreflang code: the product says "jp", the web says "ja". */
export function htmlLanguageCode(language: Language): 'en' | 'ja' {
  return language === 'jp' ? 'ja' : 'en';
}
