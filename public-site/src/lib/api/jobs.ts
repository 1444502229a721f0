import type { Language } from '@shigoto/db/enums';
import { apiGet, filterQuery, languageQuery, type CachePolicy } from './client';
import { decodeOne, decodePage, type ResourceObject } from './jsonapi';
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

export interface JobListQuery {
  language: Language;
  page?: number;
  pageSize?: number;
  q?: string;
  filters?: JobFilters;
}

/** Job pages may lag a change by at most this long even if the revalidation webhook is missed. */
const JOBS_REVALIDATE_SECONDS = 30;
const JOBS_CACHE_TAG = 'jobs';

export async function listJobs(query: JobListQuery): Promise<Paginated<Job>> {
  const policy: CachePolicy = { revalidate: JOBS_REVALIDATE_SECONDS, tags: [JOBS_CACHE_TAG] };
  const document = await apiGet<ResourceObject[]>(
    '/jobs',
    {
      'page[number]': query.page,
      'page[size]': query.pageSize,
      // Words are ranked by relevance (the API's default with `q`); lists without words, newest first.
      sort: query.q ? undefined : '-published_at',
      q: query.q,
      ...filterQuery(query.filters),
      ...languageQuery(query.language),
    },
    policy,
  );
  return decodePage<Job>(document);
}

export async function getJob(idOrSlug: string, language: Language): Promise<JobDetail> {
  const policy: CachePolicy = { revalidate: JOBS_REVALIDATE_SECONDS, tags: [JOBS_CACHE_TAG, `job:${idOrSlug}`] };
  const document = await apiGet<ResourceObject>(`/jobs/${encodeURIComponent(idOrSlug)}`, languageQuery(language), policy);
  return decodeOne<JobDetail>(document);
}

const NEARBY_JOBS_POLICY: CachePolicy = { revalidate: JOBS_REVALIDATE_SECONDS, tags: [JOBS_CACHE_TAG] };

/** Jobs like this one (the API leaves the job itself out): 4, of which phones show 3. */
export async function getRelatedJobs(slug: string, language: Language): Promise<Job[]> {
  return decodePage<Job>(await apiGet<ResourceObject[]>(`/jobs/${encodeURIComponent(slug)}/related_jobs`, languageQuery(language), NEARBY_JOBS_POLICY)).items;
}

/** The company's other open jobs, newest first (the API leaves this one out). */
export async function getSameCompanyJobs(slug: string, language: Language, pageSize: number): Promise<Paginated<Job>> {
  const query = { 'page[size]': pageSize, sort: '-published_at', ...languageQuery(language) };
  return decodePage<Job>(await apiGet<ResourceObject[]>(`/jobs/${encodeURIComponent(slug)}/same_company_jobs`, query, NEARBY_JOBS_POLICY));
}
