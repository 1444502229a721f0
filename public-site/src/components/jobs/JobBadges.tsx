import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { enumLabel, type Dictionary } from '@/i18n/dictionaries';
import type { Job } from '@/lib/api/types';

type BadgeTexts = Pick<Dictionary, 'job' | 'jobFilters' | 'japaneseLevels' | 'remoteLevels'>;

interface Badge {
  label: string;
  color: 'default' | 'primary' | 'success' | 'secondary';
  variant: 'filled' | 'outlined';
}

/** A featured job says so first; then what a job seeker filters on first: newness, Japanese, remote, visa, applying from abroad. */
function jobBadges(job: Job, t: BadgeTexts): Badge[] {
  const japanese = enumLabel(t.japaneseLevels, job.japanese_level_enum);
  const remote = enumLabel(t.remoteLevels, job.remote_level);
  const badges: (Badge | null)[] = [
    job.featured ? { label: t.jobFilters.featured, color: 'secondary', variant: 'filled' } : null,
    job.newly_published ? { label: t.job.new, color: 'primary', variant: 'filled' } : null,
    japanese
      ? { label: japanese, color: job.japanese_level_enum === 'not_required' ? 'success' : 'default', variant: 'outlined' }
      : null,
    remote ? { label: remote, color: job.is_remote ? 'secondary' : 'default', variant: 'outlined' } : null,
    job.sponsors_visas === 'yes' ? { label: t.job.visaSponsorship, color: 'success', variant: 'outlined' } : null,
    job.candidate_location === 'anywhere' ? { label: t.job.applyFromAbroad, color: 'success', variant: 'outlined' } : null,
    job.is_internship ? { label: t.job.internship, color: 'default', variant: 'outlined' } : null,
  ];
  return badges.filter((badge) => badge !== null);
}

export function JobBadges({ job, t }: { job: Job; t: BadgeTexts }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {jobBadges(job, t).map((badge) => (
        <Chip key={badge.label} size="small" label={badge.label} color={badge.color} variant={badge.variant} />
      ))}
    </Stack>
  );
}
