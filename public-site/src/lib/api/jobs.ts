import type { Language } from '@shigoto/db/enums';
import { apiGet, type CachePolicy } from './client';
import { decodeMany, decodeOne, type ResourceObject } from './jsonapi';
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
type JobFilter = (typeof JOB_FILTERS)[number];
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

function languageQuery(language: Language) {
  return { lang: language === 'jp' ? 'jp' : undefined };
}

export async function listJobs(query: JobListQuery): Promise<Paginated<Job>> {
  const filterParams = Object.fromEntries(
    Object.entries(query.filters ?? {}).map(([name, value]) => [`filter[${name}]`, value]),
  );
  const policy: CachePolicy = { revalidate: JOBS_REVALIDATE_SECONDS, tags: [JOBS_CACHE_TAG] };
  const document = await apiGet<ResourceObject[]>(
    '/jobs',
    {
      'page[number]': query.page,
      'page[size]': query.pageSize,
      sort: '-published_at',
      q: query.q,
      ...filterParams,
      ...languageQuery(query.language),
    },
    policy,
  );
  const meta = document.meta ?? {};
  const items = decodeMany<Job>(document);
  return {
    items,
    total: Number(meta.total ?? items.length),
    page: Number(meta.page ?? 1),
    perPage: Number(meta.per_page ?? items.length),
    totalPages: Number(meta.total_pages ?? 1),
  };
}

export async function getJob(idOrSlug: string, language: Language): Promise<JobDetail> {
  const policy: CachePolicy = { revalidate: JOBS_REVALIDATE_SECONDS, tags: [JOBS_CACHE_TAG, `job:${idOrSlug}`] };
  const document = await apiGet<ResourceObject>(`/jobs/${encodeURIComponent(idOrSlug)}`, languageQuery(language), policy);
  return decodeOne<JobDetail>(document);
}
