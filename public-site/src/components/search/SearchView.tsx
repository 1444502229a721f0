import { redirect } from 'next/navigation';
import { CompanyList, companyListTexts } from '@/components/companies/CompanyList';
import { JobList } from '@/components/jobs/JobList';
import { jobListTexts } from '@/components/jobs/JobResults';
import type { I18n } from '@/i18n/server';
import { COMPANY_FILTERS, searchCompanies, type CompanyFilters } from '@/lib/api/companies';
import { JOB_FILTERS, searchJobs, type JobFilters, type SearchAnswer } from '@/lib/api/jobs';
import { listOutcome, type ListOutcome } from '@/lib/api/list-outcome';
import { listLocations } from '@/lib/api/locations';
import { orNothing } from '@/lib/api/optional';
import { listSkills } from '@/lib/api/skills';
import { COMPANY_QUICK_FILTERS, companyFilterGroups, companySearchFromParams } from '@/lib/company-search';
import { countLabel } from '@/lib/format/count';
import { interpolate } from '@/lib/format/template';
import { fixedJobFilterNames, JOB_QUICK_FILTERS, JOB_SORTS, jobFilterGroups, jobSearchFromParams, jobSortOptions, jobSortParam } from '@/lib/job-search';
import {
  filterChips,
  filterGroupsWithout,
  filterLabel,
  filterValues,
  isCanonicalSearch,
  pickedCount,
  searchHref,
  withoutFilters,
  withoutWords,
  type Facets,
  type FilterGroup,
  type ListFilters,
  type ListSearch,
  type ListSorts,
  type QuickFilter,
} from '@/lib/list-search';
import type { SearchParams } from '@/lib/route-props';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { ListResults } from './ListResults';
import { SearchLayout } from './SearchLayout';
import { SortSelect } from './SortSelect';

type SearchViewProps = {
  i18n: I18n;
  heading: string;
  /** The page's own path: the form, chips and pagination stay on it. */
  path: string;
  /** The page's query: the visitor's search. */
  params: SearchParams;
} & (
  /** Filters the page itself imposes (a landing page's skill, a tag): always on, not removable. */
  { kind: 'jobs'; fixedFilters?: JobFilters } | { kind: 'companies'; fixedFilters?: CompanyFilters }
);

/**
 * A searchable list of jobs (/jobs, the SEO landing pages) or companies (/companies, a tag's or a
 * skill's companies): keyword box, filter panel with the API's counts, sort, chips, results and
 * pagination, all in the URL.
 */
export function SearchView(props: SearchViewProps) {
  return props.kind === 'jobs' ? <JobSearchView {...props} /> : <CompanySearchView {...props} />;
}

/**
 * The visitor's search on this page, in the one way the site writes it: a page whose URL says it
 * differently (a script-less form's repeated and empty fields, a landing page's own filter given
 * again) is sent to that URL first.
 */
function canonicalSearch<Name extends string>(i18n: I18n, path: string, params: SearchParams, parsed: ListSearch<Name>, names: readonly string[], fixedNames: readonly string[]) {
  const search = withoutFilters(parsed, fixedNames);
  if (!isCanonicalSearch(params, search, names)) redirect(searchHref(search, i18n.href(path)));
  return search;
}

/** A page past the last goes to the last (keeping the filters); when there are no results at all, the page says so. */
function redirectPastTheEnd(i18n: I18n, path: string, search: ListSearch, outcome: ListOutcome<unknown>) {
  if ('page' in outcome && outcome.page.total > 0 && outcome.page.page > outcome.page.totalPages) {
    redirect(searchHref({ ...search, page: outcome.page.totalPages }, i18n.href(path)));
  }
}

/** A search's results with their facet counts (none when the API could not answer). */
async function searched<T>(load: () => Promise<SearchAnswer<T>>): Promise<{ outcome: ListOutcome<T>; facets?: Facets }> {
  let facets: Facets | undefined;
  const outcome = await listOutcome(async () => {
    const answer = await load();
    facets = answer.facets;
    return answer;
  });
  return { outcome, facets };
}

interface AssembledProps<T> {
  i18n: I18n;
  heading: string;
  path: string;
  search: ListSearch;
  names: readonly string[];
  sorts: ListSorts;
  quickFilters: readonly QuickFilter[];
  copy: { searchLabel: string; searchPlaceholder: string };
  texts: { countOne: string; count: string; noResults: string; loadFailed: string };
  outcome: ListOutcome<T>;
  /** Every group, the fixed filters' included (for their labels). */
  groups: FilterGroup[];
  fixedFilters: ListFilters;
  fixedNames: readonly string[];
  skillCounts?: Record<string, number>;
  sortOptions?: { value: string; label: string }[];
  renderItems: (items: T[]) => React.ReactNode;
}

function SearchPage<T>(props: AssembledProps<T>) {
  const { i18n, path, search, outcome, groups, fixedFilters, fixedNames, texts } = props;
  const { t, href, language } = i18n;
  const panelGroups = filterGroupsWithout(groups, fixedNames);
  const offered = new Set(panelGroups.map((group) => group.name));
  // The page's own filters, as far as the panel can name them (a company or category is the heading's).
  const fixedLabels = Object.keys(fixedFilters)
    .filter((name) => groups.some((group) => group.name === name))
    .flatMap((name) => filterValues(fixedFilters, name).map((value) => filterLabel(groups, name, value)));
  const chips = [...filterChips(search, panelGroups), ...(search.q ? [{ key: 'q', label: interpolate(t.searchFilters.words, { q: search.q }), without: withoutWords(search) }] : [])];
  const resultCount = 'page' in outcome ? countLabel(outcome.page.total, { one: texts.countOne, many: texts.count }, language) : null;
  return (
    <SearchLayout
      i18n={i18n}
      heading={props.heading}
      path={path}
      search={search}
      names={props.names}
      sorts={props.sorts}
      quickFilters={props.quickFilters.filter((quick) => !Object.keys(quick.filters).some((name) => fixedNames.includes(name)))}
      searchLabel={props.copy.searchLabel}
      searchPlaceholder={props.copy.searchPlaceholder}
      pickedCount={pickedCount(search)}
      resultCount={resultCount}
      panel={
        <FilterPanel
          i18n={i18n}
          groups={panelGroups}
          kept={Object.entries(search.filters).filter((entry): entry is [string, string] => !offered.has(entry[0]) && Boolean(entry[1]))}
          skillCounts={props.skillCounts}
        />
      }
      sort={props.sortOptions && <SortSelect label={t.searchFilters.sortLabel} options={props.sortOptions} value={search.sort ?? ''} />}
      chips={
        fixedLabels.length || chips.length ? <FilterChips i18n={i18n} fixed={fixedLabels} chips={chips} hrefOf={(without) => searchHref(without, href(path))} clearHref={href(path)} /> : null
      }
    >
      <ListResults i18n={i18n} outcome={outcome} texts={texts} pageHref={(page) => searchHref({ ...search, page }, href(path))} renderItems={props.renderItems} />
    </SearchLayout>
  );
}

async function JobSearchView({ i18n, heading, path, params, fixedFilters = {} }: SearchViewProps & { kind: 'jobs' }) {
  const { t, language } = i18n;
  const fixedNames = fixedJobFilterNames(fixedFilters);
  const search = canonicalSearch(i18n, path, params, jobSearchFromParams(params), JOB_FILTERS, fixedNames);
  const [{ outcome, facets }, skills, locations] = await Promise.all([
    searched(() => searchJobs({ language, page: search.page, q: search.q, sort: jobSortParam(search), filters: { ...search.filters, ...fixedFilters } })),
    orNothing(() => listSkills(language)),
    orNothing(() => listLocations(language)),
  ]);
  redirectPastTheEnd(i18n, path, search, outcome);
  const names = { skills: new Map(skills.map((skill) => [skill.system_name, skill.name])), locations: new Map(locations.map((place) => [place.slug, place.name])) };
  return (
    <SearchPage
      i18n={i18n}
      heading={heading}
      path={path}
      search={search}
      names={JOB_FILTERS}
      sorts={JOB_SORTS}
      quickFilters={JOB_QUICK_FILTERS}
      copy={t.jobs}
      texts={jobListTexts(t)}
      outcome={outcome}
      groups={jobFilterGroups(t, { ...search, filters: { ...fixedFilters, ...search.filters } }, facets, names)}
      fixedFilters={fixedFilters}
      fixedNames={fixedNames}
      skillCounts={facets?.skills}
      sortOptions={jobSortOptions(t, search)}
      renderItems={(jobs) => <JobList jobs={jobs} i18n={i18n} headingLevel={2} />}
    />
  );
}

async function CompanySearchView({ i18n, heading, path, params, fixedFilters = {} }: SearchViewProps & { kind: 'companies' }) {
  const { t, language } = i18n;
  const fixedNames = Object.keys(fixedFilters);
  const search = canonicalSearch(i18n, path, params, companySearchFromParams(params), COMPANY_FILTERS, fixedNames);
  const { outcome, facets } = await searched(() => searchCompanies({ language, page: search.page, q: search.q, filters: { ...search.filters, ...fixedFilters } }));
  redirectPastTheEnd(i18n, path, search, outcome);
  return (
    <SearchPage
      i18n={i18n}
      heading={heading}
      path={path}
      search={search}
      names={COMPANY_FILTERS}
      sorts={[]}
      quickFilters={COMPANY_QUICK_FILTERS}
      copy={t.companies}
      texts={companyListTexts(t)}
      outcome={outcome}
      groups={companyFilterGroups(t, { ...search, filters: { ...fixedFilters, ...search.filters } }, facets)}
      fixedFilters={fixedFilters}
      fixedNames={fixedNames}
      renderItems={(companies) => <CompanyList companies={companies} i18n={i18n} />}
    />
  );
}
