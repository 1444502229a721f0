import type { Language } from '@shigoto/db/enums';
import { apiGet, filterQuery, languageQuery, type CachePolicy } from './client';
import { decodeSearch, type SearchAnswer } from './jobs';
import { decodeOne, decodePage, type ResourceObject } from './jsonapi';
import type { CompanyProfile, Paginated } from './types';
import { companyTag } from '../page-tags.mjs';

/** Filters the companies endpoint accepts as `filter[<name>]=a,b`: the company filters, none of the job-only ones. */
export const COMPANY_FILTERS = ['flags', 'size', 'japanese_level', 'remote_level', 'tags', 'skills'] as const;
export type CompanyFilter = (typeof COMPANY_FILTERS)[number];
export type CompanyFilters = Partial<Record<CompanyFilter, string>>;

export interface CompanyListQuery {
  language: Language;
  page?: number;
  pageSize?: number;
  q?: string;
  filters?: CompanyFilters;
}

/** Company pages change rarely (staff edits); a minute's lag is fine. */
const COMPANIES_POLICY: CachePolicy = { tags: ['companies'] };

function companyListParams(query: CompanyListQuery) {
  return { 'page[number]': query.page, 'page[size]': query.pageSize, q: query.q, ...filterQuery(query.filters), ...languageQuery(query.language) };
}

export async function listCompanies(query: CompanyListQuery): Promise<Paginated<CompanyProfile>> {
  return decodePage<CompanyProfile>(await apiGet<ResourceObject[]>('/companies', companyListParams(query), COMPANIES_POLICY));
}

/** A page of companies with the counts of every filter's values (each flag, size band, level), for the filter panel. */
export async function searchCompanies(query: CompanyListQuery): Promise<SearchAnswer<CompanyProfile>> {
  return decodeSearch<CompanyProfile>(await apiGet<ResourceObject[]>('/searches/companies', companyListParams(query), COMPANIES_POLICY));
}

export async function getCompany(slug: string, language: Language): Promise<CompanyProfile> {
  const document = await apiGet<ResourceObject>(`/slug_companies/${encodeURIComponent(slug)}`, languageQuery(language), { tags: [companyTag(slug)] });
  return decodeOne<CompanyProfile>(document);
}
