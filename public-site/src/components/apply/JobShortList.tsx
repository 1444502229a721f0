import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { JobCard } from '@/components/jobs/JobCard';
import type { I18n } from '@/i18n/server';
import type { Job } from '@/lib/api/types';

/** Short job lists (related jobs, the company's other jobs) show 4, and 3 on phones (up to 767 px). */
const SHOWN = 4;
const SHOWN_ON_PHONES = 3;

export function JobShortList({ jobs, i18n }: { jobs: Job[]; i18n: I18n }) {
  return (
    <Stack spacing={1.5}>
      {jobs.slice(0, SHOWN).map((job, index) => (
        <Box key={job.id} sx={index >= SHOWN_ON_PHONES ? { '@media (max-width: 767px)': { display: 'none' } } : undefined}>
          <JobCard job={job} i18n={i18n} />
        </Box>
      ))}
    </Stack>
  );
}
