import type { Language } from '@shigoto/db/enums';
import { apiGet, languageQuery, type CachePolicy } from './client';
import { JOB_FILTERS, type JobFilters } from './jobs';
import { decodeMany, decodeOne, type ResourceObject } from './jsonapi';
import type { ApiFilterValue, LandingPage } from './types';

/** The catalogue changes when skills or companies do: rarely. */
const LANDING_PAGES_POLICY: CachePolicy = { tags: ['landing-pages'] };

/** The landing page a path segment names (e.g. `python-jobs-in-japan`); the API answers 404 for any other. */
export async function getLandingPage(segment: string, language: Language): Promise<LandingPage> {
  const document = await apiGet<ResourceObject>(`/landing_pages/${encodeURIComponent(segment)}`, languageQuery(language), LANDING_PAGES_POLICY);
  return decodeOne<LandingPage>(document);
}

export async function listLandingPages(): Promise<LandingPage[]> {
  return decodeMany<LandingPage>(await apiGet<ResourceObject[]>('/landing_pages', {}, LANDING_PAGES_POLICY));
}

function filterParam(value: ApiFilterValue): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** A landing page's filters in the jobs endpoint's query syntax; filters the site does not know are dropped. */
export function landingPageJobFilters(page: Pick<LandingPage, 'filters'>): JobFilters {
  const known = new Set<string>(JOB_FILTERS);
  return Object.fromEntries(
    Object.entries(page.filters)
      .filter(([name]) => known.has(name))
      .map(([name, value]) => [name, filterParam(value)]),
  );
}
