import type { Metadata } from 'next';
import { htmlLanguageCode, localizeHref, type Language } from '@/i18n/language';
import { absoluteUrl } from '@/lib/site';

interface PageMetadataInput {
  language: Language;
  /** The page's path without language markers, e.g. `/jobs/acme/backend-engineer`. */
  path: string;
  title: string | { absolute: string };
  description: string;
  noIndex?: boolean;
}

/** Every page: title, description, canonical URL and hreflang alternates (English, Japanese, and English as the default). */
export function pageMetadata({ language, path, title, description, noIndex }: PageMetadataInput): Metadata {
  const english = absoluteUrl(localizeHref(path, 'en'));
  const japanese = absoluteUrl(localizeHref(path, 'jp'));
  const canonical = language === 'jp' ? japanese : english;
  return {
    title,
    description,
    alternates: { canonical, languages: { en: english, ja: japanese, 'x-default': english } },
    openGraph: {
      title: typeof title === 'string' ? title : title.absolute,
      description,
      url: canonical,
      siteName: 'Shigoto',
      locale: htmlLanguageCode(language) === 'ja' ? 'ja_JP' : 'en_US',
      type: 'website',
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
