import { localizeHref, type Language } from '@/i18n/language';
import type { BlogPost } from '@/lib/api/blog';
import type { ReviewRating } from '@/lib/api/reviews';
import type { CompanyProfile } from '@/lib/api/types';
import { absoluteUrl } from '@/lib/site';

// schema.org structured data (JSON-LD) for the pages Google shows rich results of. Addresses are
// absolute; only what the page itself says is stated (no invented ratings, addresses or authors).

const SCHEMA = 'https://schema.org';
const SITE_NAME = 'Shigoto';

/** JSON for an inline `<script type="application/ld+json">`: `<` is escaped, so no text in the data can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Only http(s) addresses are stated; anything else (a `javascript:` link, a bare word) is left out. */
export function webAddress(url: string | null | undefined): string | null {
  return url && /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : null;
}

/** An image or link of the site (`/files/…`) or elsewhere, as an absolute address. */
export function absoluteAddress(url: string | null | undefined): string | null {
  if (!url) return null;
  return webAddress(url) ?? (url.startsWith('/') ? absoluteUrl(url) : null);
}

export interface Crumb {
  name: string;
  /** The crumb's page, absolute. */
  url: string;
}

/** The page's place in the site, home first and the page itself last: names and paths, in the page's language. */
export function breadcrumbs(language: Language, trail: readonly (readonly [name: string, path: string])[]) {
  return breadcrumbStructuredData(trail.map(([name, path]) => ({ name, url: absoluteUrl(localizeHref(path, language)) })));
}

export function breadcrumbStructuredData(crumbs: readonly Crumb[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The home page: the site, and how to search it (Google's sitelinks search box). */
export function webSiteStructuredData({ name, url, language }: { name: string; url: string; language: 'en' | 'ja' }) {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name,
    url,
    inLanguage: language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl('/jobs?q={search_term_string}') },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A company's page: the organization (its own site and LinkedIn page as `sameAs`) and, when at least
 * one approved review rates it, its rating as an employer (1 to 5).
 */
export function organizationStructuredData(company: CompanyProfile, { pageUrl, rating }: { pageUrl: string; rating: ReviewRating | null }) {
  const homepage = webAddress(company.homepage_url);
  const sameAs = [homepage, webAddress(company.linkedin_url)].filter((url): url is string => Boolean(url));
  const logo = absoluteAddress(company.logo_url);
  const organization = {
    '@type': 'Organization',
    name: company.name,
    url: homepage ?? pageUrl,
    ...(logo ? { logo } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
  if (!rating || rating.count < 1 || rating.average === null) return [{ '@context': SCHEMA, ...organization }];
  return [
    { '@context': SCHEMA, ...organization },
    {
      '@context': SCHEMA,
      '@type': 'EmployerAggregateRating',
      itemReviewed: organization,
      ratingValue: rating.average,
      ratingCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  ];
}

/** A blog post: headline, dates, author (the post's, else the site's team) and its cover. */
export function articleStructuredData(post: BlogPost, { url, language }: { url: string; language: 'en' | 'ja' }) {
  const image = absoluteAddress(post.cover_image?.url ?? post.cover_image_url);
  const published = post.published_at ?? post.updated_at ?? null;
  return {
    '@context': SCHEMA,
    '@type': 'Article',
    headline: post.title,
    url,
    mainEntityOfPage: url,
    inLanguage: language,
    ...(published ? { datePublished: published } : {}),
    ...(post.updated_at || published ? { dateModified: post.updated_at ?? published } : {}),
    author: post.author_name ? { '@type': 'Person', name: post.author_name } : { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/') },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/'), logo: absoluteUrl('/icon-512.png') },
    ...(image ? { image: [image] } : {}),
    ...(post.excerpt && post.excerpt !== '-' ? { description: post.excerpt } : {}),
  };
}
