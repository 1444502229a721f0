import type { Language } from '@shigoto/db/enums';

export type { Language };

/** Set by the proxy on every page request, so layouts and not-found pages (which get no searchParams) know the language. */
export const LANGUAGE_HEADER = 'x-shigoto-lang';
/** The URL the visitor sees (path and query), for the language toggle. */
export const VISIBLE_URL_HEADER = 'x-shigoto-url';

const JAPANESE_PATH_PREFIX = '/jp';

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
  const url = new URL(href, 'http://site.invalid');
  url.pathname = withoutJapanesePathPrefix(url.pathname);
  url.searchParams.delete('lang');
  url.searchParams.delete('fLang');
  if (language === 'jp') url.searchParams.set('lang', 'jp');
  return url.pathname + url.search + url.hash;
}

export function parseLanguage(value: string | null | undefined): Language {
  return value === 'jp' ? 'jp' : 'en';
}

/** The `<html lang>` / hreflang code: the product says "jp", the web says "ja". */
export function htmlLanguageCode(language: Language): 'en' | 'ja' {
  return language === 'jp' ? 'ja' : 'en';
}
