import { COMPANY_FLAGS, COMPANY_SIZE_BANDS } from '@shigoto/db/enums';
import type { Dictionary } from '@/i18n/dictionaries';
import { COMPANY_FILTERS, type CompanyFilter, type CompanyFilters } from './api/companies';
import { canonicalSearchHref, enumGroup, optionGroup, searchFromParams, withoutFilters, type Facets, type FilterGroup, type ListSearch, type QuickFilter } from './list-search';
import type { SearchParams } from './route-props';

export const COMPANIES_PATH = '/companies';

/** A company search as it appears in the site's URLs (`filter[flags]=is_startup`, `q=…`). */
export type CompanySearch = ListSearch<CompanyFilter>;

export function companySearchFromParams(params: SearchParams): CompanySearch {
  return searchFromParams(params, COMPANY_FILTERS);
}

/** The canonical address of a page of a company list (/companies, a tag's or skill's list at `path` with its own filters `fixed`). */
export function companyListCanonicalPath(path: string, params: SearchParams, fixed: CompanyFilters = {}): string {
  return canonicalSearchHref(withoutFilters(companySearchFromParams(params), Object.keys(fixed)), path);
}

/** What seekers ask of a company first, among the company filters: hiring, trusted, small, Japanese, remote. */
export const COMPANY_QUICK_FILTERS: readonly QuickFilter[] = [
  { labelKey: 'hiringNow', filters: { flags: 'has_active_jobs' } },
  { labelKey: 'verifiedCompanies', filters: { flags: 'is_verified' } },
  { labelKey: 'startups', filters: { flags: 'is_startup' } },
  { labelKey: 'noJapanese', filters: { japanese_level: 'not_required' } },
  { labelKey: 'remote', filters: { remote_level: 'full_japan,full_worldwide' } },
];

/**
 * The company filter panel. Flags are one filter whose values must all hold (the API ANDs them);
 * each flag's count is its own facet's "true" count. Size bands, Japanese and remote levels
 * accept any of their ticked values.
 */
export function companyFilterGroups(t: Dictionary, search: CompanySearch, facets: Facets | undefined): FilterGroup[] {
  const labels = t.companyFilters;
  return [
    optionGroup(search, facets, 'flags', labels.flags, COMPANY_FLAGS, (flag) => labels.flagLabels[flag as keyof typeof labels.flagLabels], (flag) =>
      facets?.[flag] ? (facets[flag].true ?? 0) : null,
    ),
    optionGroup(search, facets, 'size', labels.size, COMPANY_SIZE_BANDS, (band) => labels.sizeBands[band as keyof typeof labels.sizeBands]),
    enumGroup(search, facets, 'japanese_level', labels.japaneseLevel, t.japaneseLevels),
    enumGroup(search, facets, 'remote_level', labels.remoteLevel, t.remoteLevels),
  ];
}
