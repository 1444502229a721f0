import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import { ApiError } from '@/lib/api/client';
import { listJobs, type JobListQuery } from '@/lib/api/jobs';
import type { Job, Paginated } from '@/lib/api/types';
import { interpolate } from '@/lib/format/template';
import { JobList } from './JobList';

interface JobResultsProps {
  i18n: I18n;
  query: Omit<JobListQuery, 'language'>;
  /** Builds the link to another page of results; without it the list is not paginated. */
  pageHref?: (page: number) => string;
}

type Outcome = { jobs: Paginated<Job> } | { failure: 'invalid' | 'unavailable' };

async function loadJobs(query: JobListQuery): Promise<Outcome> {
  try {
    return { jobs: await listJobs(query) };
  } catch (error) {
    // A hand-edited filter the API rejects is an empty search, not an outage.
    if (error instanceof ApiError) return { failure: error.status === 422 || error.status === 400 ? 'invalid' : 'unavailable' };
    throw error;
  }
}

/** A page of jobs from the API. The page still renders when the API is down. */
export async function JobResults({ i18n, query, pageHref }: JobResultsProps) {
  const { t } = i18n;
  const outcome = await loadJobs({ ...query, language: i18n.language });
  if ('failure' in outcome) {
    return <Alert severity={outcome.failure === 'invalid' ? 'info' : 'warning'}>{outcome.failure === 'invalid' ? t.jobs.noResults : t.jobs.loadFailed}</Alert>;
  }
  const { jobs } = outcome;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {pageHref && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {jobs.total === 1 ? t.jobs.resultCountOne : interpolate(t.jobs.resultCount, { count: jobs.total.toLocaleString(i18n.language === 'jp' ? 'ja-JP' : 'en-US') })}
        </Typography>
      )}
      {jobs.items.length ? <JobList jobs={jobs.items} i18n={i18n} /> : <Alert severity="info">{t.jobs.noResults}</Alert>}
      {pageHref && jobs.totalPages > 1 && (
        <Box component="nav" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 2 }}>
          <Button component={Link} href={pageHref(jobs.page - 1)} variant="outlined" disabled={jobs.page <= 1} rel="prev">
            {t.jobs.previousPage}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {interpolate(t.jobs.pageOf, { page: jobs.page, total: jobs.totalPages })}
          </Typography>
          <Button component={Link} href={pageHref(jobs.page + 1)} variant="outlined" disabled={jobs.page >= jobs.totalPages} rel="next">
            {t.jobs.nextPage}
          </Button>
        </Box>
      )}
    </Box>
  );
}
