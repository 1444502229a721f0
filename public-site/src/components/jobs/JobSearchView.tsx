import { SearchLayout } from '@/components/search/SearchLayout';
import type { I18n } from '@/i18n/server';
import { JOB_QUICK_FILTERS, jobSearchHref, type JobSearch } from '@/lib/job-search';
import { JobResults } from './JobResults';

interface JobSearchViewProps {
  i18n: I18n;
  heading: string;
  /** The page's own path: pagination and "clear filters" stay on it. */
  path: string;
  search: JobSearch;
  /** Filters the page itself imposes (a skill landing page's skill), not shown as removable. */
  fixedFilters?: JobSearch['filters'];
}

/** A list of jobs with keyword search, quick filters and pagination: the search page and the SEO landing pages. */
export function JobSearchView({ i18n, heading, path, search, fixedFilters = {} }: JobSearchViewProps) {
  const { t, href } = i18n;
  return (
    <SearchLayout
      i18n={i18n}
      heading={heading}
      path={path}
      search={search}
      quickFilters={JOB_QUICK_FILTERS}
      searchLabel={t.jobs.searchLabel}
      searchPlaceholder={t.jobs.searchPlaceholder}
    >
      <JobResults
        i18n={i18n}
        query={{ page: search.page, q: search.q, filters: { ...search.filters, ...fixedFilters } }}
        pageHref={(page) => href(jobSearchHref({ ...search, page }, path))}
      />
    </SearchLayout>
  );
}
