import { JOB_FILTER_VALUES, SALARY } from '@shigoto/db/enums';
import type { Dictionary } from '@/i18n/dictionaries';
import { JOB_FILTERS, type JobFilter, type JobFilters, type JobSortParam } from './api/jobs';
import { formatYenMillions } from './format/salary';
import { interpolate } from './format/template';
import { canonicalSearchHref, enumGroup, filterValues, optionGroup, RELEVANCE, searchFromParams, searchHref, sortInEffect, withoutFilters, type Facets, type FilterGroup, type ListSearch, type QuickFilter } from './list-search';
import type { SearchParams } from './route-props';

/** A job search as it appears in the site's URLs. */
export type JobSearch = ListSearch<JobFilter>;

/** The orders of a job list besides relevance (with words): newest first (the default), best paid first. */
export const JOB_SORTS = ['newest', 'salary'] as const;

/** The API's `sort` for each order of the site's URLs (newest first lists featured jobs first). */
const JOB_SORT_PARAMS: Record<(typeof JOB_SORTS)[number] | typeof RELEVANCE, JobSortParam> = {
  relevance: 'relevance',
  newest: '-published_at',
  salary: '-salary',
};

export function jobSearchFromParams(params: SearchParams): JobSearch {
  return searchFromParams(params, JOB_FILTERS, JOB_SORTS, JOB_FILTER_VALUES);
}

/** The canonical address of a page of a job list (/jobs, a landing page at `path` with its own filters `fixed`). */
export function jobListCanonicalPath(path: string, params: SearchParams, fixed: JobFilters = {}): string {
  return canonicalSearchHref(withoutFilters(jobSearchFromParams(params), fixedJobFilterNames(fixed)), path);
}

/** The API's sort for a job search. */
export function jobSortParam(search: JobSearch): JobSortParam {
  return JOB_SORT_PARAMS[sortInEffect(search, JOB_SORTS) as keyof typeof JOB_SORT_PARAMS];
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

/** Facets with many values (skills, places) show their most frequent few, besides those picked. */
const TOP_VALUES = 8;

/** Skills and places by their API keys (system name, slug), for labels. */
export interface JobFilterNames {
  skills: ReadonlyMap<string, string>;
  locations: ReadonlyMap<string, string>;
}

/**
 * The values of a many-valued facet worth listing: the most frequent ones, after any picked value
 * that is not among them (one picked from the type-ahead). A facet's counts ignore its own filter,
 * so ticking a listed value leaves the list as it is (and the box where it was).
 */
function topValues(search: JobSearch, facets: Facets | undefined, name: JobFilter): string[] {
  const frequent = Object.entries(facets?.[name] ?? {})
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, TOP_VALUES)
    .map(([value]) => value);
  const picked = filterValues(search.filters, name).filter((value) => !frequent.includes(value));
  return [...picked, ...frequent];
}

/**
 * The job filter panel, in the order seekers decide: what they work with, the languages, where
 * from, visa, level, contract, pay, place. Counts are the API's facets (a value's count ignores
 * its own filter, so it tells how many jobs picking it would add).
 */
export function jobFilterGroups(t: Dictionary, search: JobSearch, facets: Facets | undefined, names: JobFilterNames): FilterGroup[] {
  const labels = t.jobFilters;
  const named = (map: ReadonlyMap<string, string>) => (value: string) => map.get(value) ?? value;
  const groups: FilterGroup[] = [
    { ...optionGroup(search, facets, 'skills', labels.skills, topValues(search, facets, 'skills'), named(names.skills)), picker: 'skills' },
    enumGroup(search, facets, 'japanese_level', labels.japaneseLevel, t.japaneseLevels),
    enumGroup(search, facets, 'english_level', labels.englishLevel, t.englishLevels),
    enumGroup(search, facets, 'remote_level', labels.remoteLevel, t.remoteLevels),
    enumGroup(search, facets, 'candidate_location', labels.candidateLocation, t.candidateLocations),
    optionGroup(search, facets, 'sponsors_visas', labels.visa, ['yes'], () => labels.visaSponsorship),
    enumGroup(search, facets, 'seniority_level', labels.seniority, t.seniorityLevels),
    enumGroup(search, facets, 'employment_type', labels.employmentType, t.employmentTypes),
    optionGroup(search, facets, 'is_internship', labels.internships, ['true'], () => labels.internshipsOnly),
    {
      ...optionGroup(search, facets, 'salary_over', labels.salary, SALARY.filterBands.map(String), (band) => interpolate(t.salary.orMore, { amount: formatYenMillions(Number(band)) })),
      type: 'radio',
      anyLabel: labels.anySalary,
    },
    optionGroup(search, facets, 'location', labels.location, topValues(search, facets, 'location'), named(names.locations)),
  ];
  return groups;
}

/** The filters a landing page's own filters take out of the visitor's hands (japanese_level_max fixes the Japanese level too). */
export function fixedJobFilterNames(fixed: JobFilters): string[] {
  return [...Object.keys(fixed), ...(fixed.japanese_level_max ? ['japanese_level'] : [])];
}

/**
 * The sort menu. Its first choice is the default order (value ''): relevance with words, newest
 * without. Left on it, the menu sends no order, so new words are ranked by relevance; relevance
 * is not offered without words (it means nothing without them).
 */
export function jobSortOptions(t: Dictionary, search: JobSearch): { value: string; label: string }[] {
  const labels = { relevance: t.searchFilters.sortRelevance, newest: t.searchFilters.sortNewest, salary: t.searchFilters.sortSalary };
  const [first, ...others] = [...(search.q ? [RELEVANCE] : []), ...JOB_SORTS];
  return [{ value: '', label: labels[first as keyof typeof labels] }, ...others.map((value) => ({ value, label: labels[value as keyof typeof labels] }))];
}
