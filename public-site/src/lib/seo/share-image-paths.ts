import { localizeHref, type Language } from '@/i18n/language';

/** The size every share image is drawn at: Open Graph's and Twitter's large card (1.91:1). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The share image of a page, for its metadata: the card's address in the page's language, its size and a description. */
export function shareImage(path: string, language: Language, alt: string) {
  return { url: localizeHref(path, language), ...OG_IMAGE_SIZE, type: 'image/png', alt };
}

export const SITE_SHARE_IMAGE_PATH = '/og/site';
export const jobShareImagePath = (slug: string) => `/og/jobs/${encodeURIComponent(slug)}`;
export const companyShareImagePath = (slug: string) => `/og/companies/${encodeURIComponent(slug)}`;
export const blogShareImagePath = (slug: string) => `/og/blog/${encodeURIComponent(slug)}`;
