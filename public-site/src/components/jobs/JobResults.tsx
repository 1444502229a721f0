import { ListResults } from '@/components/search/ListResults';
import type { Dictionary } from '@/i18n/dictionaries';
import type { I18n } from '@/i18n/server';
import { listJobs, type JobListQuery } from '@/lib/api/jobs';
import { listOutcome } from '@/lib/api/list-outcome';
import { JobList } from './JobList';

interface JobResultsProps {
  i18n: I18n;
  query: Omit<JobListQuery, 'language'>;
  /** Builds the link to another page of results; without it the list is not paginated. */
  pageHref?: (page: number) => string;
  /** What to say when there are no jobs, if not "no jobs match these filters". */
  noResults?: string;
}

/** What a list of jobs says around its cards. */
export function jobListTexts(t: Dictionary, noResults?: string) {
  return { countOne: t.jobs.resultCountOne, count: t.jobs.resultCount, noResults: noResults ?? t.jobs.noResults, loadFailed: t.jobs.loadFailed };
}

/** A page of jobs from the API. The page still renders when the API is down. */
export async function JobResults({ i18n, query, pageHref, noResults }: JobResultsProps) {
  const outcome = await listOutcome(() => listJobs({ ...query, language: i18n.language }));
  return (
    <ListResults i18n={i18n} outcome={outcome} texts={jobListTexts(i18n.t, noResults)} pageHref={pageHref} renderItems={(jobs) => <JobList jobs={jobs} i18n={i18n} />} />
  );
}
