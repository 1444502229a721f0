import type { Language } from '@shigoto/db/enums';
import { apiGet, languageQuery, type CachePolicy } from './client';
import { decodeOne, decodePage, type ResourceObject } from './jsonapi';
import type { Paginated } from './types';

export interface NewsletterIssue {
  id: string;
  subject: string;
  /** Sanitized HTML of the intro; only on an issue's own page, like the picks below. */
  body?: string | null;
  jobs?: { id: number; title: string; company_name: string; location: string | null; path: string }[];
  articles?: { id: number; title: string; excerpt: string | null; path: string }[];
  sent_at: string | null;
}

/** Issues go out every week or two. */
const NEWSLETTERS_POLICY: CachePolicy = { tags: ['newsletters'] };

/** Published issues, newest first (the API's order). */
export async function listNewsletters(language: Language, options: { page?: number; pageSize?: number } = {}): Promise<Paginated<NewsletterIssue>> {
  return decodePage<NewsletterIssue>(
    await apiGet<ResourceObject[]>('/newsletters', { 'page[number]': options.page, 'page[size]': options.pageSize ?? 20, ...languageQuery(language) }, NEWSLETTERS_POLICY),
  );
}

export async function getNewsletter(id: string, language: Language): Promise<NewsletterIssue> {
  return decodeOne<NewsletterIssue>(await apiGet<ResourceObject>(`/newsletters/${encodeURIComponent(id)}`, languageQuery(language), NEWSLETTERS_POLICY));
}
