import { SALARY } from '@shigoto/db/enums';
import type { Dictionary } from '@/i18n/dictionaries';
import { JOB_FILTERS, type JobFilters } from './api/jobs';
import type { SearchParams } from './route-props';

/** A job search as it appears in the site's URLs: the API's own filter syntax, passed through. */
export interface JobSearch {
  filters: JobFilters;
  q?: string;
  page?: number;
}

function single(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/** Reads `filter[<name>]`, `q` and `page` from a page's search params; anything else is ignored. */
export function jobSearchFromParams(params: SearchParams): JobSearch {
  const filters: JobFilters = {};
  for (const name of JOB_FILTERS) {
    const value = single(params[`filter[${name}]`]);
    if (value) filters[name] = value;
  }
  const page = Number(single(params.page));
  return { filters, q: single(params.q), page: Number.isInteger(page) && page > 1 ? page : undefined };
}

/**
 * The URL of a search. Values are enum tokens, slugs and numbers; commas stay readable because the
 * API splits lists on them.
 */
export function jobSearchHref(search: JobSearch, path = '/jobs'): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%2C/g, ',');
  const parts = [
    ...Object.entries(search.filters)
      .filter(([, value]) => value)
      .map(([name, value]) => `filter[${name}]=${encode(value)}`),
    ...(search.q ? [`q=${encode(search.q)}`] : []),
    ...(search.page && search.page > 1 ? [`page=${search.page}`] : []),
  ];
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

export interface QuickFilter {
  labelKey: keyof Dictionary['quickFilters'];
  filters: JobFilters;
}

const SALARY_OVER_8M = SALARY.filterBands[1];

/** Spec §9: a job counts as remote when it is fully remote. */
export const REMOTE_JOBS_FILTERS: JobFilters = { remote_level: 'full_japan,full_worldwide' };

/** The searches most visitors start with (spec §1: remote, Japanese level, abroad, visa, salary). */
export const QUICK_FILTERS: readonly QuickFilter[] = [
  { labelKey: 'remote', filters: REMOTE_JOBS_FILTERS },
  { labelKey: 'noJapanese', filters: { japanese_level: 'not_required' } },
  { labelKey: 'applyFromAbroad', filters: { candidate_location: 'anywhere' } },
  { labelKey: 'visaSponsorship', filters: { sponsors_visas: 'yes' } },
  { labelKey: 'salaryOver8m', filters: { salary_over: String(SALARY_OVER_8M) } },
];

/** A quick filter is active when every one of its filters is set to exactly its value. */
export function isQuickFilterActive(quickFilter: QuickFilter, current: JobFilters): boolean {
  return Object.entries(quickFilter.filters).every(([name, value]) => current[name as keyof JobFilters] === value);
}
