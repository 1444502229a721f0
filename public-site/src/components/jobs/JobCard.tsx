import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import type { Job } from '@/lib/api/types';
import { formatSalary } from '@/lib/format/salary';
import { interpolate } from '@/lib/format/template';
import { COMPANY_NAME_MAX_LENGTH, presentText, shorten } from '@/lib/format/text';
import { jobPath } from '@/lib/routes';
import { CompanyLogo } from './CompanyLogo';
import { JobBadges } from './JobBadges';
import { SkillChips } from './SkillChips';

/** Spec §9: at most 3 skills on a job in a list. */
const SKILLS_PER_CARD = 3;

export function JobCard({ job, i18n }: { job: Job; i18n: I18n }) {
  const { t, href } = i18n;
  const companyName = job.company?.name ?? '';
  const salary = formatSalary(job.salary_min, job.salary_max, t.salary);
  const place = [shorten(companyName, COMPANY_NAME_MAX_LENGTH), presentText(job.location)].filter(Boolean).join(' · ');

  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="job-card"
      sx={{
        position: 'relative',
        display: 'flex',
        gap: { xs: 1.5, sm: 2 },
        p: { xs: 2, sm: 2.5 },
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: '0 4px 16px rgba(26, 31, 43, 0.08)' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <CompanyLogo company={job.company} alt={interpolate(t.job.companyLogo, { company: companyName })} size={56} />
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.75 }}>
        <Typography component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {/* The title's link covers the whole card, so the card is one big target without nesting links. */}
          <MuiLink
            component={Link}
            href={href(jobPath(job))}
            color="inherit"
            underline="none"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
          >
            {job.title}
          </MuiLink>
        </Typography>
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
      </Box>
    </Card>
  );
}
