import { SALARY } from '@shigoto/db/enums';
import { JOB_FILTERS, type JobFilter, type JobFilters } from './api/jobs';
import { searchFromParams, searchHref, type ListSearch, type QuickFilter } from './list-search';
import type { SearchParams } from './route-props';

/** A job search as it appears in the site's URLs. */
export type JobSearch = ListSearch<JobFilter>;

export function jobSearchFromParams(params: SearchParams): JobSearch {
  return searchFromParams(params, JOB_FILTERS);
}

/** The URL of a job search, on the search page unless another list (a landing page) is given. */
export function jobSearchHref(search: JobSearch, path = '/jobs'): string {
  return searchHref(search, path);
}

const SALARY_OVER_8M = SALARY.filterBands[1];

/** A job counts as remote only when it is fully remote (from within Japan or worldwide), not partly. */
export const REMOTE_JOBS_FILTERS: JobFilters = { remote_level: 'full_japan,full_worldwide' };

/** The searches most visitors start with: remote, no Japanese needed, apply from abroad, visa, salary. */
export const JOB_QUICK_FILTERS: readonly QuickFilter[] = [
  { labelKey: 'remote', filters: REMOTE_JOBS_FILTERS },
  { labelKey: 'noJapanese', filters: { japanese_level: 'not_required' } },
  { labelKey: 'applyFromAbroad', filters: { candidate_location: 'anywhere' } },
  { labelKey: 'visaSponsorship', filters: { sponsors_visas: 'yes' } },
  { labelKey: 'salaryOver8m', filters: { salary_over: String(SALARY_OVER_8M) } },
];
