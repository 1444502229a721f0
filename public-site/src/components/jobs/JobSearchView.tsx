import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import { jobSearchHref, type JobSearch } from '@/lib/job-search';
import { JobResults } from './JobResults';
import { JobSearchBox } from './JobSearchBox';
import { QuickFilterChips } from './QuickFilterChips';

interface JobSearchViewProps {
  i18n: I18n;
  heading: string;
  /** The page's own path: pagination and "clear filters" stay on it. */
  path: string;
  search: JobSearch;
  /** Filters the page itself imposes (a skill landing page's skill), not shown as removable. */
  fixedFilters?: JobSearch['filters'];
}

/** A list of jobs with quick filters and pagination: the search page and the SEO landing pages. */
export function JobSearchView({ i18n, heading, path, search, fixedFilters = {} }: JobSearchViewProps) {
  const { t, href } = i18n;
  const hasUserFilters = Object.keys(search.filters).length > 0 || Boolean(search.q);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {heading}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <JobSearchBox i18n={i18n} path={path} search={search} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}>
        <QuickFilterChips i18n={i18n} current={search.filters} q={search.q} path={path} label={t.home.quickFiltersLabel} />
        {hasUserFilters && (
          <Button component={Link} href={href(path)} size="small">
            {t.jobs.clearFilters}
          </Button>
        )}
      </Box>
      <JobResults
        i18n={i18n}
        query={{ page: search.page, q: search.q, filters: { ...search.filters, ...fixedFilters } }}
        pageHref={(page) => href(jobSearchHref({ ...search, page }, path))}
      />
    </Container>
  );
}
