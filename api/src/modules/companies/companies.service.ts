import { COMPANY_FLAGS, type CompanyFlag, type CompanySizeBand } from '@shigoto/db/enums';
import type { SearchQuery } from '../../lib/search/search-index.js';
import type { SearchService } from '../search/search.service.js';

export const COMPANY_SORTS = ['relevance', 'active', 'name', 'newest'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
export const COMPANY_FACETS = [...COMPANY_FLAGS, 'size', 'japanese_level', 'remote_level', 'tags', 'skills'] as const;

export interface CompanyFilters {
  flags?: CompanyFlag[];
  size?: CompanySizeBand[];
  japanese_level?: string[];
  remote_level?: string[];
  tags?: string[];
  skills?: string[];
}

/** Company filters: every flag given must be true; other fields accept any of their values. */
export function companyQueryFor(params: { filters: CompanyFilters; q?: string; sort?: CompanySort; offset: number; limit: number; facets?: boolean }): SearchQuery {
  const { flags = [], ...lists } = params.filters;
  const flagFilters = Object.fromEntries(flags.map((flag) => [flag, ['true']]));
  const sort = params.sort ?? (params.q ? 'relevance' : 'active');
  return {
    text: params.q,
    filters: { ...lists, ...flagFilters },
    sort: sort === 'relevance' ? 'relevance' : { key: sort, direction: 'desc' },
    offset: params.offset,
    limit: params.limit,
    facets: params.facets ? [...COMPANY_FACETS] : undefined,
  };
}

export function createCompaniesService(search: SearchService) {
  return {
    search: (query: SearchQuery) => search.searchCompanies(query),
    byId: (id: number) => search.companyEntry(id),
    bySlug: (slug: string) => search.companyEntryBySlug(slug),
  };
}
