import { CompanyResults } from '@/components/companies/CompanyResults';
import { JobResults } from '@/components/jobs/JobResults';
import type { I18n } from '@/i18n/server';
import type { CompanyFilters } from '@/lib/api/companies';
import type { JobFilters } from '@/lib/api/jobs';
import { COMPANY_QUICK_FILTERS, type CompanySearch } from '@/lib/company-search';
import { JOB_QUICK_FILTERS, type JobSearch } from '@/lib/job-search';
import { searchHref, type ListSearch } from '@/lib/list-search';
import { SearchLayout } from './SearchLayout';

type SearchViewProps = {
  i18n: I18n;
  heading: string;
  /** The page's own path: the search box, pagination and "clear filters" stay on it. */
  path: string;
} & (
  /** Filters the page itself imposes (a landing page's skill, a tag), not shown as removable. */
  { kind: 'jobs'; search: JobSearch; fixedFilters?: JobFilters } | { kind: 'companies'; search: CompanySearch; fixedFilters?: CompanyFilters }
);

/**
 * A searchable list of jobs (/jobs, the SEO landing pages) or companies (/companies, a tag's or a
 * skill's companies): keyword box, quick filters, results and pagination.
 */
export function SearchView(props: SearchViewProps) {
  const { i18n, heading, path } = props;
  const { t, href } = i18n;
  const search: ListSearch = props.search;
  const pageHref = (page: number) => href(searchHref({ ...search, page }, path));
  const copy = props.kind === 'jobs' ? t.jobs : t.companies;
  return (
    <SearchLayout
      i18n={i18n}
      heading={heading}
      path={path}
      search={search}
      quickFilters={props.kind === 'jobs' ? JOB_QUICK_FILTERS : COMPANY_QUICK_FILTERS}
      searchLabel={copy.searchLabel}
      searchPlaceholder={copy.searchPlaceholder}
    >
      {props.kind === 'jobs' ? (
        <JobResults i18n={i18n} query={{ page: props.search.page, q: props.search.q, filters: { ...props.search.filters, ...props.fixedFilters } }} pageHref={pageHref} />
      ) : (
        <CompanyResults i18n={i18n} query={{ page: props.search.page, q: props.search.q, filters: { ...props.search.filters, ...props.fixedFilters } }} pageHref={pageHref} />
      )}
    </SearchLayout>
  );
}
