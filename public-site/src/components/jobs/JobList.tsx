import { resultCardStyles as styles } from '@/components/search/ResultCard';
import type { I18n } from '@/i18n/server';
import type { Job } from '@/lib/api/types';
import { JobCard } from './JobCard';

/** Job cards in a column; `headingLevel` 2 where the list sits right under the page's h1. */
export function JobList({ jobs, i18n, headingLevel }: { jobs: Job[]; i18n: I18n; headingLevel?: 2 | 3 }) {
  return (
    <section className={styles.list}>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} i18n={i18n} headingLevel={headingLevel} />
      ))}
    </section>
  );
}
