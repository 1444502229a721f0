import { headers } from 'next/headers';
import { dictionaryFor, type Dictionary } from './dictionaries';
import { LANGUAGE_HEADER, VISIBLE_URL_HEADER, carryOverHref, parseLanguage, type Language } from './language';

export interface I18n {
  language: Language;
  t: Dictionary;
  /** A site link that keeps the visitor's language, beta code and campaign (see `carryOverHref`). */
  href(path: string): string;
  /** The path and query the visitor sees, e.g. `/jp/jobs?filter[remote_level]=partial`. */
  visibleUrl: string;
}

/** The request's language, decided once by `src/proxy.ts`. */
export async function getI18n(): Promise<I18n> {
  const requestHeaders = await headers();
  const language = parseLanguage(requestHeaders.get(LANGUAGE_HEADER));
  const visibleUrl = requestHeaders.get(VISIBLE_URL_HEADER) ?? '/';
  return {
    language,
    t: dictionaryFor(language),
    href: (path) => carryOverHref(path, visibleUrl),
    visibleUrl,
  };
}
