import Stack from '@mui/material/Stack';
import type { I18n } from '@/i18n/server';
import type { Job } from '@/lib/api/types';
import { JobCard } from './JobCard';

export function JobList({ jobs, i18n }: { jobs: Job[]; i18n: I18n }) {
  return (
    <Stack component="section" spacing={1.5}>
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} i18n={i18n} />
      ))}
    </Stack>
  );
}
