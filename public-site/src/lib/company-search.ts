import { COMPANY_FILTERS, type CompanyFilter } from './api/companies';
import { searchFromParams, type ListSearch, type QuickFilter } from './list-search';
import type { SearchParams } from './route-props';

export const COMPANIES_PATH = '/companies';

/** A company search as it appears in the site's URLs (`filter[flags]=is_startup`, `q=…`). */
export type CompanySearch = ListSearch<CompanyFilter>;

export function companySearchFromParams(params: SearchParams): CompanySearch {
  return searchFromParams(params, COMPANY_FILTERS);
}

/** What seekers ask of a company first, among the company filters: hiring, trusted, small, Japanese, remote. */
export const COMPANY_QUICK_FILTERS: readonly QuickFilter[] = [
  { labelKey: 'hiringNow', filters: { flags: 'has_active_jobs' } },
  { labelKey: 'verifiedCompanies', filters: { flags: 'is_verified' } },
  { labelKey: 'startups', filters: { flags: 'is_startup' } },
  { labelKey: 'noJapanese', filters: { japanese_level: 'not_required' } },
  { labelKey: 'remote', filters: { remote_level: 'full_japan,full_worldwide' } },
];
