import type { SitemapEntry } from '@/lib/api/sitemap';
import { SURVEY_PATHS } from '@/lib/experience-surveys';
import { NEWSLETTER_ARCHIVE_PATH, PRIVACY_PATH, SALARY_GUIDE_PATH, blogPostPath, companyPath, jobPath, newsletterPath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';
import { hreflangAlternates } from './metadata';

// The sitemaps.org 0.9 protocol, written out here rather than by Next's sitemap.ts: Next puts the
// hreflang links before <lastmod> (the schema wants <loc>, <lastmod>, <changefreq>, <priority>, then
// elements of other namespaces), does not escape `&` in addresses, and writes no sitemap index.

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** The protocol's limit of addresses in one file; past it the site's sitemap is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

/** The site's own pages worth a search engine's visit: each answers 200 at this address (no redirect) and is indexable. */
export const SITE_PAGES = [
  '/', '/jobs', '/companies', SALARY_GUIDE_PATH, '/blog', '/blog-employer', '/newsletter', NEWSLETTER_ARCHIVE_PATH, SURVEY_PATHS.designer, SURVEY_PATHS.remote,
  '/about', '/Resources', PRIVACY_PATH, '/hire', '/EmployerLandingPage', '/PricingPage', '/hire/company-form',
];

export interface SitemapUrl {
  loc: string;
  lastmod?: string | null;
  /** hreflang → absolute address: every language version, this one included. */
  alternates: Record<string, string>;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`);
}

/** The path of the page an entry names. */
export function entryPath(entry: SitemapEntry): string {
  switch (entry.kind) {
    case 'job':
      return jobPath({ slug: entry.slug, company: { slug: entry.company_slug } });
    case 'company':
      return companyPath(entry);
    case 'blog_post':
      return blogPostPath(entry);
    case 'newsletter':
      return newsletterPath({ id: String(entry.issue_id) });
    case 'landing_page':
      return entry.path;
  }
}

/**
 * A page in both languages: one address each (Google wants every language version listed as its own
 * <url>), each naming all versions (itself included) and English as the default.
 */
export function localizedUrls(path: string, lastmod?: string | null): SitemapUrl[] {
  const alternates = hreflangAlternates(path);
  return [alternates.en, alternates.ja].map((loc) => ({ loc, lastmod, alternates }));
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const links = Object.entries(url.alternates).map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
      return ['<url>', `<loc>${escapeXml(url.loc)}</loc>`, ...(url.lastmod ? [`<lastmod>${escapeXml(url.lastmod)}</lastmod>`] : []), ...links, '</url>'].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod?: string | null }[]): string {
  const body = sitemaps
    .map((sitemap) => ['<sitemap>', `<loc>${escapeXml(sitemap.loc)}</loc>`, ...(sitemap.lastmod ? [`<lastmod>${escapeXml(sitemap.lastmod)}</lastmod>`] : []), '</sitemap>'].join('\n'))
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}

/** The address of the index's n-th file (from 1). */
export function sitemapFilePath(number: number): string {
  return `/sitemap/${number}.xml`;
}

/** The addresses of one file: the site's own pages lead the first. */
export function sitemapFileUrls(number: number, entries: readonly SitemapEntry[]): SitemapUrl[] {
  return [...(number === 1 ? SITE_PAGES.flatMap((path) => localizedUrls(path)) : []), ...entries.flatMap((entry) => localizedUrls(entryPath(entry), entry.lastmod))];
}

/** The index's files, one for each page of entries. */
export function sitemapIndexEntries(totalPages: number): { loc: string }[] {
  return Array.from({ length: totalPages }, (_, index) => ({ loc: absoluteUrl(sitemapFilePath(index + 1)) }));
}

