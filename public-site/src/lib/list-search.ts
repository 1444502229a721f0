import type { Dictionary } from '@/i18n/dictionaries';
import type { SearchParams } from './route-props';

/** Filters as the API takes them: `filter[<name>]=a,b`. */
export type ListFilters<Name extends string = string> = Partial<Record<Name, string>>;

/** A search of a list (jobs, companies) as it appears in the site's URLs: the API's own filter syntax, passed through. */
export interface ListSearch<Name extends string = string> {
  filters: ListFilters<Name>;
  q?: string;
  page?: number;
}

function single(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/** Reads `filter[<name>]` for the given names, `q` and `page` from a page's search params; anything else is ignored. */
export function searchFromParams<Name extends string>(params: SearchParams, names: readonly Name[]): ListSearch<Name> {
  const filters: ListFilters<Name> = {};
  for (const name of names) {
    const value = single(params[`filter[${name}]`]);
    if (value) filters[name] = value;
  }
  const page = Number(single(params.page));
  return { filters, q: single(params.q), page: Number.isInteger(page) && page > 1 ? page : undefined };
}

/**
 * The URL of a search on the list at `path`. Values are enum tokens, slugs and numbers; commas
 * stay readable because the API splits lists on them.
 */
export function searchHref(search: ListSearch, path: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%2C/g, ',');
  const parts = [
    ...Object.entries(search.filters)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([name, value]) => `filter[${name}]=${encode(value)}`),
    ...(search.q ? [`q=${encode(search.q)}`] : []),
    ...(search.page && search.page > 1 ? [`page=${search.page}`] : []),
  ];
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** A one-click search: a labelled set of filters. */
export interface QuickFilter {
  labelKey: keyof Dictionary['quickFilters'];
  filters: ListFilters;
}

/** A quick filter is active when every one of its filters is set to exactly its value. */
export function isQuickFilterActive(quickFilter: QuickFilter, current: ListFilters): boolean {
  return Object.entries(quickFilter.filters).every(([name, value]) => current[name] === value);
}

/** The page number a list URL asks for (`?page=2`), if past the first. */
export function pageFromParams(params: SearchParams): number | undefined {
  return searchFromParams(params, []).page;
}
