import type { JobCard, JobsService, JobView } from './jobs.service.js';

/** Related lists show 4 unless the full list is requested. */
export const RELATED_JOBS_SHOWN = 4;
const RELATED_JOBS_FULL = 20;
const CANDIDATES = 200;

/**
 * Jobs relevant to a job: sharing its skills first (two points per shared skill), then the same
 * seniority and location (one point each), newest first among equals; never the job itself.
 */
export async function relatedJobs(jobs: JobsService, view: JobView, options: { all: boolean }): Promise<JobCard[]> {
  const skills = view.skills.map((s) => s.system_name);
  const pools = await Promise.all([
    skills.length ? jobs.search({ filters: { skills }, offset: 0, limit: CANDIDATES }) : null,
    jobs.search({ filters: { seniority_level: view.job.seniority_level ? [view.job.seniority_level] : undefined }, offset: 0, limit: CANDIDATES }),
  ]);
  const seen = new Map<number, JobCard>();
  for (const pool of pools) for (const card of pool?.cards ?? []) seen.set(card.job.id, card);
  seen.delete(view.job.id);
  const ownSkills = new Set(skills);
  const score = (card: JobCard) =>
    2 * card.skills.filter((s) => ownSkills.has(s.system_name)).length +
    (card.job.seniority_level === view.job.seniority_level ? 1 : 0) +
    (card.job.location_id === view.job.location_id ? 1 : 0);
  const published = (card: JobCard) => (card.job.published_at ? new Date(card.job.published_at).getTime() : 0);
  return [...seen.values()]
    .sort((a, b) => score(b) - score(a) || published(b) - published(a) || b.job.id - a.job.id)
    .slice(0, options.all ? RELATED_JOBS_FULL : RELATED_JOBS_SHOWN);
}
