import type { Language } from '@shigoto/db/enums';
import type { Facets } from '@/lib/list-search';
import { apiGet, filterQuery, languageQuery, type CachePolicy } from './client';
import { decodeOne, decodePage, type JsonApiDocument, type ResourceObject } from './jsonapi';
import type { Job, JobDetail, Paginated } from './types';

/** Filters the jobs endpoint accepts as `filter[<name>]=a,b`. */
export const JOB_FILTERS = [
  'remote_level',
  'japanese_level',
  'english_level',
  'seniority_level',
  'employment_type',
  'candidate_location',
  'sponsors_visas',
  'skills',
  'location',
  'company',
  'salary_over',
  'category',
  'japanese_level_max',
  'is_internship',
] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];
export type JobFilters = Partial<Record<JobFilter, string>>;

/** The orders the jobs endpoint offers; `-published_at` lists featured jobs first. */
export type JobSortParam = 'relevance' | '-published_at' | 'published_at' | '-salary' | 'salary';

export interface JobListQuery {
  language: Language;
  page?: number;
  pageSize?: number;
  q?: string;
  filters?: JobFilters;
  /** Without it: relevance with words, else newest first. */
  sort?: JobSortParam;
}

/** A page of a search with the facet counts the search endpoints add (`meta.facets`). */
export interface SearchAnswer<T> extends Paginated<T> {
  facets: Facets;
}

export function decodeSearch<T>(document: JsonApiDocument<ResourceObject[]>): SearchAnswer<T> {
  return { ...decodePage<T>(document), facets: (document.meta?.facets ?? {}) as Facets };
}

/** Facets counted only when asked for: the panel lists the most frequent skills and places. */
const PANEL_FACETS = 'skills,location';

const JOBS_POLICY: CachePolicy = { tags: ['jobs'] };

function jobListParams(query: JobListQuery) {
  return {
    'page[number]': query.page,
    'page[size]': query.pageSize,
    // Words are ranked by relevance (the API's default with `q`); lists without words, newest first.
    sort: query.sort ?? (query.q ? undefined : '-published_at'),
    q: query.q,
    ...filterQuery(query.filters),
    ...languageQuery(query.language),
  };
}

export async function listJobs(query: JobListQuery): Promise<Paginated<Job>> {
  return decodePage<Job>(await apiGet<ResourceObject[]>('/jobs', jobListParams(query), JOBS_POLICY));
}

/** A page of jobs with the counts of every filter's values, for the search page's filter panel. */
export async function searchJobs(query: JobListQuery): Promise<SearchAnswer<Job>> {
  return decodeSearch<Job>(await apiGet<ResourceObject[]>('/searches/jobs', { ...jobListParams(query), facets: PANEL_FACETS }, JOBS_POLICY));
}

export async function getJob(idOrSlug: string, language: Language): Promise<JobDetail> {
  const document = await apiGet<ResourceObject>(`/jobs/${encodeURIComponent(idOrSlug)}`, languageQuery(language), JOBS_POLICY);
  return decodeOne<JobDetail>(document);
}

/** Jobs like this one (the API leaves the job itself out): 4, of which phones show 3. */
export async function getRelatedJobs(slug: string, language: Language): Promise<Job[]> {
  return decodePage<Job>(await apiGet<ResourceObject[]>(`/jobs/${encodeURIComponent(slug)}/related_jobs`, languageQuery(language), JOBS_POLICY)).items;
}

/** The company's other open jobs, newest first (the API leaves this one out). */
export async function getSameCompanyJobs(slug: string, language: Language, pageSize: number): Promise<Paginated<Job>> {
  const query = { 'page[size]': pageSize, sort: '-published_at', ...languageQuery(language) };
  return decodePage<Job>(await apiGet<ResourceObject[]>(`/jobs/${encodeURIComponent(slug)}/same_company_jobs`, query, JOBS_POLICY));
}
