import { apiGet, type CachePolicy } from './client';
import { decodePage, type ResourceObject } from './jsonapi';
import type { Paginated } from './types';

/** A public page as the API names it; the site knows its address (src/lib/seo/sitemap.ts). */
export type SitemapEntry = { id: string; lastmod: string | null } & (
  | { kind: 'job'; slug: string; company_slug: string }
  | { kind: 'company'; slug: string }
  | { kind: 'blog_post'; slug: string }
  | { kind: 'newsletter'; issue_id: number }
  | { kind: 'landing_page'; path: string }
);

/** The sitemap changes with everything it lists. */
const SITEMAP_POLICY: CachePolicy = { tags: ['jobs', 'companies', 'blog', 'newsletters', 'landing-pages'] };

/** One page (from 1) of the entries: the API's pages are sized to fill one sitemap file each. */
export async function getSitemapEntries(page: number): Promise<Paginated<SitemapEntry>> {
  return decodePage<SitemapEntry>(await apiGet<ResourceObject[]>('/sitemap_entries', { 'page[number]': page }, SITEMAP_POLICY));
}
