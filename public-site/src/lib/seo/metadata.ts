import type { Metadata } from 'next';
import { htmlLanguageCode, localizeHref, type Language } from '@/i18n/language';
import { absoluteUrl } from '@/lib/site';

interface PageMetadataInput {
  language: Language;
  /**
   * The page's address without language markers, e.g. `/jobs/acme/backend-engineer`, with its query
   * when the query makes it another page (`/jobs?page=2`, a list's filters): that address is its canonical.
   */
  path: string;
  title: string | { absolute: string };
  description: string;
  noIndex?: boolean;
  /** `article` for a blog post; `website` otherwise. */
  type?: 'website' | 'article';
}

/** A page's language versions as absolute addresses by hreflang: English, Japanese, and English as the default. */
export function hreflangAlternates(path: string): { en: string; ja: string; 'x-default': string } {
  const english = absoluteUrl(localizeHref(path, 'en'));
  return { en: english, ja: absoluteUrl(localizeHref(path, 'jp')), 'x-default': english };
}

/**
 * Every page: title, description, canonical URL (the page's own address in its language, so page 2
 * of a list is its own canonical), hreflang alternates, Open Graph and a large-image Twitter card.
 * The images are the route files' `opengraph-image` (a job's, a company's, a post's, else the site's).
 */
export function pageMetadata({ language, path, title, description, noIndex, type = 'website' }: PageMetadataInput): Metadata {
  const languages = hreflangAlternates(path);
  const canonical = language === 'jp' ? languages.ja : languages.en;
  const plainTitle = typeof title === 'string' ? title : title.absolute;
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      title: plainTitle,
      description,
      url: canonical,
      siteName: 'Shigoto',
      locale: htmlLanguageCode(language) === 'ja' ? 'ja_JP' : 'en_US',
      type,
    },
    twitter: { card: 'summary_large_image', title: plainTitle, description },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
