import { enumLabel, type Dictionary } from '@/i18n/dictionaries';
import type { Job } from '@/lib/api/types';
import { Badges, type Badge } from '@/components/text/Tags';

type BadgeTexts = Pick<Dictionary, 'job' | 'jobFilters' | 'japaneseLevels' | 'remoteLevels'>;

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
  return <Badges badges={jobBadges(job, t)} />;
}
