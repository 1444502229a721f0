import type { Database, Rows } from '@shigoto/db';
import { JOB_FILTER_VALUES } from '@shigoto/db/enums';
import type { SearchQuery } from '../../lib/search/search-index.js';
import type { JobCard } from '../search/job-documents.js';
import { japaneseLevelsUpTo } from '../search/job-documents.js';
import type { SearchService } from '../search/search.service.js';
import { isPublicJob } from '../job-lifecycle/job-lifecycle.rules.js';
import type { JobView } from './job-view.js';

/** `-published_at` (the default without words) lists featured jobs first, then newest first. */
export const JOB_SORTS = ['relevance', '-published_at', 'published_at', '-salary', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** The facets a job search counts by default: a count for each value of each of these filters. */
export const JOB_FACETS = [
  'remote_level',
  'japanese_level',
  'english_level',
  'seniority_level',
  'employment_type',
  'candidate_location',
  'sponsors_visas',
  'is_internship',
  'salary_over',
] as const;
/** Facets with hundreds of values, counted only when asked for (`facets=skills,location`). */
export const OPTIONAL_JOB_FACETS = ['skills', 'location', 'category', 'company'] as const;

/** What the public is told of a job that exists but is no longer on the board. */
export const JOB_UNAVAILABLE_MESSAGE = 'This job is no longer available.';

export interface JobFilters {
  remote_level?: string[];
  japanese_level?: string[];
  /** The seeker's level: jobs asking at most this much Japanese. */
  japanese_level_max?: string;
  english_level?: string[];
  seniority_level?: string[];
  employment_type?: string[];
  candidate_location?: string[];
  sponsors_visas?: 'yes' | 'no';
  is_internship?: 'true' | 'false';
  company?: string[];
  skills?: string[];
  location?: string[];
  salary_over?: number;
  category?: string[];
}

type ListFilter = { [K in keyof JobFilters]-?: JobFilters[K] extends string[] | undefined ? K : never }[keyof JobFilters];
/**
 * The `filter[name]=a,b` filters and the values each accepts (null: any slug), for the validators
 * and the index query alike; the Record makes a new list filter fail to compile until listed.
 */
export const JOB_LIST_FILTERS = {
  remote_level: JOB_FILTER_VALUES.remote_level,
  japanese_level: JOB_FILTER_VALUES.japanese_level,
  english_level: JOB_FILTER_VALUES.english_level,
  seniority_level: JOB_FILTER_VALUES.seniority_level,
  employment_type: JOB_FILTER_VALUES.employment_type,
  candidate_location: JOB_FILTER_VALUES.candidate_location,
  company: null,
  skills: null,
  location: null,
  category: null,
} satisfies Record<ListFilter, readonly string[] | null>;
/** The list filters the index takes as given (japanese_level is narrowed by japanese_level_max first). */
const GIVEN_LIST_FILTERS = (Object.keys(JOB_LIST_FILTERS) as ListFilter[]).filter((name) => name !== 'japanese_level');

export function searchQueryFor(params: { filters: JobFilters; q?: string; sort?: JobSort; offset: number; limit: number; facets?: boolean; extraFacets?: string[] }): SearchQuery {
  const { japanese_level_max, sponsors_visas, is_internship, salary_over, japanese_level } = params.filters;
  const levels = japanese_level_max ? japaneseLevelsUpTo(japanese_level_max) : undefined;
  const sort = params.sort ?? (params.q ? 'relevance' : '-published_at');
  // Built in one literal, the list filters copied in after: spreading them first and adding fields
  // made V8 build the object property by property on every search (~4 µs in the search benchmark).
  const filters: Record<string, string[] | undefined> = {
    japanese_level: levels && japanese_level ? japanese_level.filter((l) => levels.includes(l)) : (levels ?? japanese_level),
    sponsors_visas: sponsors_visas ? [sponsors_visas] : undefined,
    is_internship: is_internship ? [is_internship] : undefined,
    salary_over: salary_over ? [String(salary_over)] : undefined,
  };
  for (const name of GIVEN_LIST_FILTERS) if (params.filters[name]) filters[name] = params.filters[name];
  return {
    text: params.q,
    filters,
    sort:
      sort === 'relevance'
        ? 'relevance'
        : { key: sort.endsWith('salary') ? 'salary' : sort === '-published_at' ? 'featured_first' : 'published_at', direction: sort.startsWith('-') ? 'desc' : 'asc' },
    offset: params.offset,
    limit: params.limit,
    facets: params.facets ? [...JOB_FACETS, ...(params.extraFacets ?? [])] : undefined,
  };
}

export function createJobsService(db: Database, search: SearchService) {
  const { Job, Company, Location, Skill } = db.models;

  return {
    search: (query: SearchQuery) => search.searchJobs(query),

    /**
     * A job by id or slug: 'public' with its view, 'unavailable' when it exists but is not public
     * (the site shows 'This job is no longer available.'), or null when there is no such job.
     */
    async find(idOrSlug: string): Promise<{ state: 'public'; view: JobView } | { state: 'unavailable'; view: JobView } | null> {
      const key = /^\d+$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
      const job = await Job.findOne({
        where: key,
        include: [
          { model: Company, as: 'company', required: true },
          { model: Location, as: 'locationRecord' },
          { model: Skill, as: 'skills', through: { attributes: [] } },
        ],
      });
      if (!job) return null;
      const { company, locationRecord, skills, ...row } = job.get({ plain: true }) as Rows['Job'] & {
        company: Rows['Company'];
        locationRecord: Rows['Location'] | null;
        skills: Rows['Skill'][];
      };
      const view = { job: row, company, location: locationRecord ?? null, skills };
      return { state: isPublicJob(row, company) ? 'public' : 'unavailable', view };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
export type { JobCard, JobView };
