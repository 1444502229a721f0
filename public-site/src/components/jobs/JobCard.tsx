import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResultCard } from '@/components/search/ResultCard';
import type { I18n } from '@/i18n/server';
import type { Job } from '@/lib/api/types';
import { formatSalary } from '@/lib/format/salary';
import { interpolate } from '@/lib/format/template';
import { COMPANY_NAME_MAX_LENGTH, presentText, shorten } from '@/lib/format/text';
import { jobPath } from '@/lib/routes';
import { JobBadges } from './JobBadges';
import { SkillChips } from './SkillChips';

/** A job in a list shows at most 3 skills. */
const SKILLS_PER_CARD = 3;

export function JobCard({ job, i18n }: { job: Job; i18n: I18n }) {
  const { t, href } = i18n;
  const companyName = job.company?.name ?? '';
  const salary = formatSalary(job.salary_min, job.salary_max, t.salary);
  const place = [shorten(companyName, COMPANY_NAME_MAX_LENGTH), presentText(job.location)].filter(Boolean).join(' · ');

  return (
    <ResultCard testId="job-card" company={job.company} logoAlt={interpolate(t.job.companyLogo, { company: companyName })} title={job.title} href={href(jobPath(job))} highlighted={job.featured}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {place}
      </Typography>
      {salary && (
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.dark' }}>
          {salary}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
        <JobBadges job={job} t={t} />
        <SkillChips skills={job.skills} limit={SKILLS_PER_CARD} />
      </Box>
    </ResultCard>
  );
}
