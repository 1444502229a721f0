import type { BlogService } from '../blog/blog.service.js';
import { searchQueryFor } from '../jobs/jobs.service.js';
import type { LandingPagesService } from '../landing-pages/landing-pages.service.js';
import type { createNewslettersService } from '../newsletters/newsletters.service.js';
import type { SearchService } from '../search/search.service.js';

/**
 * One page of the site worth a search engine's visit, named by what it shows; the site turns it into
 * its address. `lastmod` is when what the page shows last changed, when that is known.
 */
export type SitemapEntry =
  | { kind: 'job'; slug: string; company_slug: string; lastmod: Date | null }
  | { kind: 'company'; slug: string; lastmod: Date | null }
  | { kind: 'blog_post'; slug: string; lastmod: Date | null }
  | { kind: 'newsletter'; issue_id: number; lastmod: Date | null }
  | { kind: 'landing_page'; path: string; lastmod: null };

/**
 * Entries per page of the answer. A sitemap file holds at most 50,000 addresses and the site lists
 * each page in English and in Japanese, so one page of entries (plus the site's own few pages)
 * fills one file.
 */
export const SITEMAP_PAGE_SIZE = 20_000;

/** Far more than any list here holds: "all of them". */
const EVERYTHING = 10_000_000;

const later = (...dates: (Date | string | null | undefined)[]): Date | null => {
  const times = dates.filter((date): date is Date | string => Boolean(date)).map((date) => new Date(date).getTime());
  return times.length ? new Date(Math.max(...times)) : null;
};

/**
 * What the sitemap lists: every job on the board, every public company, every published post and
 * newsletter issue, and the keyword landing pages that list at least one job (a page listing none
 * answers noindex, so listing it would only waste a crawl).
 */
export function createSitemapService(deps: { search: SearchService; landingPages: LandingPagesService; blog: BlogService; newsletters: Pick<ReturnType<typeof createNewslettersService>, 'list'> }) {
  async function entries(): Promise<SitemapEntry[]> {
    const [jobs, companies, posts, issues, landingPages] = await Promise.all([
      deps.search.searchJobs(searchQueryFor({ filters: {}, sort: '-published_at', offset: 0, limit: EVERYTHING })),
      deps.search.companyOptions(),
      deps.blog.list({}, { offset: 0, limit: EVERYTHING }),
      deps.newsletters.list({ offset: 0, limit: EVERYTHING }),
      deps.landingPages.withJobs(),
    ]);
    return [
      ...jobs.cards.map(({ job, company }): SitemapEntry => ({ kind: 'job', slug: job.slug, company_slug: company.slug, lastmod: later(job.updated_at, job.published_at) })),
      ...companies.map(({ company }): SitemapEntry => ({ kind: 'company', slug: company.slug, lastmod: later(company.updated_at) })),
      ...posts.posts.map((post): SitemapEntry => ({ kind: 'blog_post', slug: post.slug, lastmod: later(post.updated_at, post.published_at) })),
      ...issues.issues.map((issue): SitemapEntry => ({ kind: 'newsletter', issue_id: issue.id, lastmod: later(issue.updated_at) })),
      ...landingPages.map(({ page }): SitemapEntry => ({ kind: 'landing_page', path: page.path, lastmod: null })),
    ];
  }

  return {
    /** One page (from 1) of the entries, SITEMAP_PAGE_SIZE a page, with how many there are in all. */
    async page(number: number): Promise<{ entries: SitemapEntry[]; total: number }> {
      const all = await entries();
      const offset = (number - 1) * SITEMAP_PAGE_SIZE;
      return { entries: all.slice(offset, offset + SITEMAP_PAGE_SIZE), total: all.length };
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
