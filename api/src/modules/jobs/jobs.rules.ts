import { NEWLY_PUBLISHED_DAYS, type Language } from '@shigoto/db/enums';
import type { Rows } from '@shigoto/db';
import { isRemoteLocation } from '@shigoto/db/locations';

/** Derived facts about a job: its flags (new, Japanese required, remote, unpublished), application type, conditions and tracking link. Pure functions. */

export const LIVE_IN_JAPAN_CONDITION = 'You must live in Japan to apply';
export const SPEAK_JAPANESE_CONDITION = 'You must speak Japanese to apply';
const DERIVED_CONDITIONS_JA: Record<string, string> = {
  [LIVE_IN_JAPAN_CONDITION]: '日本にお住まいの方のみ応募できます',
  [SPEAK_JAPANESE_CONDITION]: '日本語を話せる方のみ応募できます',
};

type JobFacts = Pick<
  Rows['Job'],
  'published' | 'featured' | 'is_deleted' | 'published_at' | 'japanese_level_enum' | 'candidate_location' | 'application_url' | 'remote_level'
>;

export function isNewlyPublished(job: Pick<JobFacts, 'published_at'>, now = Date.now()): boolean {
  return !!job.published_at && now - new Date(job.published_at).getTime() <= NEWLY_PUBLISHED_DAYS * 86_400_000;
}

/** 'Japanese Required' when the level is neither conversational nor not_required. */
export function isJapaneseRequired(job: Pick<JobFacts, 'japanese_level_enum'>): boolean {
  return !!job.japanese_level_enum && job.japanese_level_enum !== 'conversational' && job.japanese_level_enum !== 'not_required';
}

/** 1 when the job links to an external application page, otherwise 2 (applications by e-mail). */
export function applicationType(job: Pick<JobFacts, 'application_url'>): 1 | 2 {
  return job.application_url ? 1 : 2;
}

/** A job counts as remote if its location says so or it is fully remote (in Japan or worldwide). */
export function isRemote(job: Pick<JobFacts, 'remote_level'>, locationName: string | null): boolean {
  return isRemoteLocation(locationName) || job.remote_level === 'full_japan' || job.remote_level === 'full_worldwide';
}

export function isUnpublished(job: Pick<JobFacts, 'featured' | 'published'>): boolean {
  return !job.featured && !job.published;
}

function text(value: string | null | undefined): string | null {
  return value && value.trim() ? value : null;
}

/** The job's own conditions, then the company's, then derived from its requirements. */
export function applicationConditions(
  job: JobFacts & Pick<Rows['Job'], 'application_conditions' | 'application_conditions_ja'>,
  company: Pick<Rows['Company'], 'application_conditions' | 'application_conditions_ja'> | null,
  lang: Language,
): string | null {
  const pick = (record: { application_conditions: string | null; application_conditions_ja: string | null } | null) =>
    record ? ((lang === 'jp' && text(record.application_conditions_ja)) || text(record.application_conditions)) : null;
  const stated = pick(job) ?? pick(company);
  if (stated) return stated;
  const derived = [
    job.candidate_location && job.candidate_location !== 'anywhere' ? LIVE_IN_JAPAN_CONDITION : null,
    isJapaneseRequired(job) ? SPEAK_JAPANESE_CONDITION : null,
  ].filter((c): c is string => !!c);
  if (!derived.length) return null;
  return (lang === 'jp' ? derived.map((text) => DERIVED_CONDITIONS_JA[text]) : derived).join('\n');
}

/** Application links must show that applicants come from Shigoto (source=shigoto). */
export const TRACKING_SOURCE = 'shigoto';

export function withTracking(applicationUrl: string): string {
  try {
    const url = new URL(applicationUrl);
    if (!url.searchParams.has('source')) url.searchParams.set('source', TRACKING_SOURCE);
    return url.toString();
  } catch {
    return applicationUrl;
  }
}
