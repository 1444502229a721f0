import type { Metadata } from 'next';
import { htmlLanguageCode, localizeHref, type Language } from '@/i18n/language';
import { absoluteUrl } from '@/lib/site';
import { SITE_SHARE_IMAGE_PATH, shareImage } from './share-image-paths';

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
  /** The page's share image (`/og/…`) and what it shows; the site's card otherwise. */
  image?: { path: string; alt: string };
}

/**
 * The address as the site's own links write it: brackets and commas of list filters readable
 * (`filter[remote_level]=a,b`), as `searchHref` writes them, rather than escaped by URL's query.
 */
function asLinked(href: string): string {
  return href.replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%2C/gi, ',');
}

/** A page's language versions as absolute addresses by hreflang: English, Japanese, and English as the default. */
export function hreflangAlternates(path: string): { en: string; ja: string; 'x-default': string } {
  const english = absoluteUrl(asLinked(localizeHref(path, 'en')));
  return { en: english, ja: absoluteUrl(asLinked(localizeHref(path, 'jp'))), 'x-default': english };
}

/**
 * Every page: title, description, canonical URL (the page's own address in its language, so page 2
 * of a list is its own canonical), hreflang alternates, Open Graph and a large-image Twitter card.
 * The share image is the page's own card (a job's, a company's, a post's), else the site's.
 */
export function pageMetadata({ language, path, title, description, noIndex, type = 'website', image }: PageMetadataInput): Metadata {
  const languages = hreflangAlternates(path);
  const canonical = language === 'jp' ? languages.ja : languages.en;
  const plainTitle = typeof title === 'string' ? title : title.absolute;
  const images = [shareImage(image?.path ?? SITE_SHARE_IMAGE_PATH, language, image?.alt ?? plainTitle)];
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
      images,
    },
    twitter: { card: 'summary_large_image', title: plainTitle, description, images },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
