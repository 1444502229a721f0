import type { Language } from '@shigoto/db/enums';
import type { Facets } from '@/lib/list-search';
import { apiGet, filterQuery, languageQuery, type CachePolicy } from './client';
import { decodeOne, decodePage, type JsonApiDocument, type ResourceObject } from './jsonapi';
import type { Job, JobDetail, Paginated } from './types';
import { companyTag, jobTag } from '../page-tags.mjs';

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
/** A list of one company's jobs changes with that company's jobs only. */
const listPolicy = (query: JobListQuery): CachePolicy =>
  typeof query.filters?.company === 'string' && !query.filters.company.includes(',') ? { tags: [companyTag(query.filters.company)] } : JOBS_POLICY;
/** Each job a list shows: the list is rendered anew when one of them changes (not when any job does). */
const LISTED_JOBS_POLICY: CachePolicy = {
  tags: [],
  tagsOf: (document) => (Array.isArray(document.data) ? document.data : []).map((job) => jobTag(String(job.attributes?.slug))),
};
/** The job, and the company whose name, logo and details its page shows. */
const jobPolicy = (idOrSlug: string): CachePolicy => ({
  tags: [jobTag(idOrSlug)],
  tagsOf: (document) => [
    ...(!Array.isArray(document.data) && document.data.attributes?.slug ? [jobTag(String(document.data.attributes.slug))] : []),
    ...(document.included ?? []).filter((resource) => resource.type === 'company' && resource.attributes?.slug).map((company) => companyTag(String(company.attributes!.slug))),
  ],
});

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
  return decodePage<Job>(await apiGet<ResourceObject[]>('/jobs', jobListParams(query), listPolicy(query)));
}

/** A page of jobs with the counts of every filter's values, for the search page's filter panel. */
export async function searchJobs(query: JobListQuery): Promise<SearchAnswer<Job>> {
  return decodeSearch<Job>(await apiGet<ResourceObject[]>('/searches/jobs', { ...jobListParams(query), facets: PANEL_FACETS }, listPolicy(query)));
}

export async function getJob(idOrSlug: string, language: Language): Promise<JobDetail> {
  const document = await apiGet<ResourceObject>(`/jobs/${encodeURIComponent(idOrSlug)}`, languageQuery(language), jobPolicy(idOrSlug));
  return decodeOne<JobDetail>(document);
}

/** Jobs like this one (the API leaves the job itself out): 4, of which phones show 3. */
export async function getRelatedJobs(slug: string, language: Language): Promise<Job[]> {
  return decodePage<Job>(await apiGet<ResourceObject[]>(`/jobs/${encodeURIComponent(slug)}/related_jobs`, languageQuery(language), LISTED_JOBS_POLICY)).items;
}

/** The company's other open jobs, newest first (the API leaves this one out). */
export async function getSameCompanyJobs(slug: string, language: Language, pageSize: number): Promise<Paginated<Job>> {
  const query = { 'page[size]': pageSize, sort: '-published_at', ...languageQuery(language) };
  // New jobs of the company show here when the company's tag changes (its job page carries it).
  return decodePage<Job>(await apiGet<ResourceObject[]>(`/jobs/${encodeURIComponent(slug)}/same_company_jobs`, query, LISTED_JOBS_POLICY));
}
