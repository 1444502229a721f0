import type { Dictionary } from '@/i18n/dictionaries';
import type { SearchParams } from './route-props';

/** Filters as the API takes them: `filter[<name>]=a,b` (several values of one filter: any of them). */
export type ListFilters<Name extends string = string> = Partial<Record<Name, string>>;

/**
 * A search of a list (jobs, companies) as it appears in the site's URLs: the API's own filter
 * syntax passed through, the words, the order and the page.
 */
export interface ListSearch<Name extends string = string> {
  filters: ListFilters<Name>;
  q?: string;
  /** One of the list's orders; absent for its default order. */
  sort?: string;
  page?: number;
}

/**
 * The orders a list offers, the first being its default without words. `relevance` is the
 * default with words and means nothing without them.
 */
export type ListSorts = readonly string[];
export const RELEVANCE = 'relevance';

/** The order in effect: the one asked for when it applies, else the default (relevance with words). */
export function sortInEffect(search: Pick<ListSearch, 'q' | 'sort'>, sorts: ListSorts): string | undefined {
  if (search.sort) return search.sort;
  return search.q ? RELEVANCE : sorts[0];
}

function texts(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((text) => text.trim()).filter(Boolean);
}

/** The values of a filter: `a,b` and repeated fields (`f=a&f=b`, as a GET form sends checkboxes) alike, each once. */
function listValues(value: string | string[] | undefined): string[] {
  return [...new Set(texts(value).flatMap((text) => text.split(',').map((part) => part.trim()).filter(Boolean)))];
}

/** A filter's values as a list (`a,b` → ['a', 'b']). */
export function filterValues(filters: ListFilters, name: string): string[] {
  return listValues(filters[name]);
}

/**
 * Reads `filter[<name>]` for the given names, `q`, `sort` (one of `sorts`, or relevance with words;
 * the default order is left out) and `page` from a page's search params; anything else is ignored.
 */
export function searchFromParams<Name extends string>(
  params: SearchParams,
  names: readonly Name[],
  sorts: ListSorts = [],
  closedLists: Partial<Record<Name, readonly string[]>> = {},
): ListSearch<Name> {
  const filters: ListFilters<Name> = {};
  for (const name of names) {
    // A value a filter's closed list does not hold (a mistyped or old link) is left out, not searched for.
    const allowed = closedLists[name];
    const values = listValues(params[`filter[${name}]`]).filter((value) => !allowed || allowed.includes(value));
    if (values.length) filters[name] = values.join(',');
  }
  const q = texts(params.q)[0];
  const [sort] = texts(params.sort);
  const allowed = sorts.includes(sort) || (sort === RELEVANCE && Boolean(q));
  const page = Number(texts(params.page)[0]);
  const search: ListSearch<Name> = { filters };
  if (q) search.q = q;
  if (allowed && sort !== sortInEffect({ q }, sorts)) search.sort = sort;
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

/** A form's fields (`new FormData(form)`) as search params: a repeated field becomes a list. */
export function paramsFromEntries(entries: Iterable<[string, FormDataEntryValue]>): SearchParams {
  const params: SearchParams = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const known = params[name];
    params[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return params;
}

/** The query of a search as name/value pairs, in the order URLs show them. */
function searchEntries(search: ListSearch): [string, string][] {
  return [
    ...Object.entries(search.filters)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([name, value]): [string, string] => [`filter[${name}]`, value]),
    ...(search.q ? [['q', search.q] as [string, string]] : []),
    ...(search.sort ? [['sort', search.sort] as [string, string]] : []),
    ...(search.page && search.page > 1 ? [['page', String(search.page)] as [string, string]] : []),
  ];
}

/**
 * The URL of a search on the list at `path` (which may carry a query of its own, e.g. `?lang=jp`).
 * Values are enum tokens, slugs and numbers; brackets and commas stay readable (the API splits
 * lists on commas).
 */
export function searchHref(search: ListSearch, path: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%2C/g, ',');
  const parts = searchEntries(search).map(([name, value]) => `${name}=${encode(value)}`);
  return parts.length ? `${path}${path.includes('?') ? '&' : '?'}${parts.join('&')}` : path;
}

/**
 * Whether a page's params already spell its search the one way the site writes it. A GET form
 * without scripts sends each ticked box as its own field and every empty field (`q=`), so its
 * results page is redirected to the written form: one shareable URL per search.
 */
export function isCanonicalSearch(params: SearchParams, search: ListSearch, names: readonly string[]): boolean {
  const canonical = new Map(searchEntries(search));
  const known = new Set([...names.map((name) => `filter[${name}]`), 'q', 'sort', 'page']);
  const given = Object.entries(params).filter(([name]) => known.has(name));
  return given.length === canonical.size && given.every(([name, value]) => canonical.get(name) === value);
}

/** The search with one value of a filter added or removed (back to the first page). */
export function withFilterValue(search: ListSearch, name: string, value: string, present: boolean): ListSearch {
  const others = filterValues(search.filters, name).filter((known) => known !== value);
  const values = present ? [...others, value] : others;
  const filters = { ...search.filters, [name]: values.join(',') || undefined };
  return { ...search, filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), page: undefined };
}

/** The search without the given filters (those a landing page fixes itself). */
export function withoutFilters<Name extends string>(search: ListSearch<Name>, names: readonly string[]): ListSearch<Name> {
  const filters = Object.fromEntries(Object.entries(search.filters).filter(([name]) => !names.includes(name))) as ListFilters<Name>;
  return { ...search, filters };
}

/** The search without its words (back to the first page, in the default order of a list without words). */
export function withoutWords(search: ListSearch): ListSearch {
  return { filters: search.filters, sort: search.sort === RELEVANCE ? undefined : search.sort };
}

/** Facet counts as the API gives them in `meta.facets`: filter → value → how many results. */
export type Facets = Record<string, Record<string, number>>;

export interface FilterOption {
  value: string;
  label: string;
  /** How many results the value has (ignoring its own filter); null when the API counted nothing for it. */
  count: number | null;
  checked: boolean;
}

/** One filter of a list's filter panel: its values as checkboxes (any of them) or radio buttons (one). */
export interface FilterGroup {
  /** The filter's name: the field is `filter[<name>]`. */
  name: string;
  legend: string;
  type: 'checkbox' | 'radio';
  options: FilterOption[];
  /** A radio group's "no filter" choice. */
  anyLabel?: string;
  /** The group also offers a type-ahead over every skill. */
  picker?: 'skills';
}

/**
 * A filter's group with the given values, labelled by `label`, counted from its facet (or by
 * `count`, e.g. a flag's "true" count in its own facet).
 */
export function optionGroup(
  search: ListSearch,
  facets: Facets | undefined,
  name: string,
  legend: string,
  values: readonly string[],
  label: (value: string) => string,
  count: (value: string) => number | null = (value) => (facets?.[name] ? (facets[name][value] ?? 0) : null),
): FilterGroup {
  const picked = filterValues(search.filters, name);
  return { name, legend, type: 'checkbox', options: values.map((value) => ({ value, label: label(value), count: count(value), checked: picked.includes(value) })) };
}

/** A filter over an enumeration, every value labelled by the dictionary (in its order). */
export function enumGroup(search: ListSearch, facets: Facets | undefined, name: string, legend: string, labels: Record<string, string>): FilterGroup {
  return optionGroup(search, facets, name, legend, Object.keys(labels), (value) => labels[value]);
}

/** The groups but those of the given filters (a landing page's own). */
export function filterGroupsWithout(groups: FilterGroup[], names: readonly string[]): FilterGroup[] {
  return groups.filter((group) => !names.includes(group.name));
}

/** How many filter values the visitor picked (each value of a list counts). */
export function pickedCount(search: ListSearch): number {
  return Object.keys(search.filters).reduce((sum, name) => sum + filterValues(search.filters, name).length, 0);
}

/** An active filter value, labelled as its panel shows it, with the search that removes it. */
export interface FilterChip {
  key: string;
  label: string;
  without: ListSearch;
}

/** A value's label in the panel, else the value itself (a filter the panel does not offer, e.g. a company from a link). */
export function filterLabel(groups: FilterGroup[], name: string, value: string): string {
  return groups.find((group) => group.name === name)?.options.find((option) => option.value === value)?.label ?? value;
}

/** Every value the visitor picked, as removable chips, in the panel's order. */
export function filterChips(search: ListSearch, groups: FilterGroup[]): FilterChip[] {
  const order = (name: string) => {
    const index = groups.findIndex((group) => group.name === name);
    return index < 0 ? groups.length : index;
  };
  return Object.keys(search.filters)
    .sort((a, b) => order(a) - order(b))
    .flatMap((name) =>
      filterValues(search.filters, name).map((value) => ({ key: `${name}:${value}`, label: filterLabel(groups, name, value), without: withFilterValue(search, name, value, false) })),
    );
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

/**
 * Picking a quick filter adds its filters to the others (replacing its own fields' values);
 * picking it again, while active, removes them. The words stay; the page goes back to the first.
 */
export function toggledQuickFilter(search: ListSearch, quickFilter: QuickFilter): ListSearch {
  const active = isQuickFilterActive(quickFilter, search.filters);
  const filters: ListFilters = { ...search.filters };
  for (const [name, value] of Object.entries(quickFilter.filters)) {
    if (active) delete filters[name];
    else filters[name] = value;
  }
  return { ...search, filters, page: undefined };
}

/** The page number a list URL asks for (`?page=2`), if past the first. */
export function pageFromParams(params: SearchParams): number | undefined {
  return searchFromParams(params, []).page;
}

/**
 * The address a list page is known by (its canonical): the search in the one way the site writes
 * it, and each filter's values in one order, so `a,b` and `b,a` name one page.
 */
export function canonicalSearchHref(search: ListSearch, path: string): string {
  const filters = Object.fromEntries(Object.entries(search.filters).map(([name, value]) => [name, value && [...listValues(value)].sort().join(',')]));
  return searchHref({ ...search, filters }, path);
}
