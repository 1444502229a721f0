import { JobCard } from '@/components/jobs/JobCard';
import type { I18n } from '@/i18n/server';
import type { Job } from '@/lib/api/types';
import styles from './JobShortList.module.css';

/** Short job lists (related jobs, the company's other jobs) show 4, and 3 on phones (the stylesheet hides the fourth). */
const SHOWN = 4;

export function JobShortList({ jobs, i18n }: { jobs: Job[]; i18n: I18n }) {
  return (
    <div className={styles.list}>
      {jobs.slice(0, SHOWN).map((job) => (
        <div key={job.id}>
          <JobCard job={job} i18n={i18n} />
        </div>
      ))}
    </div>
  );
}
