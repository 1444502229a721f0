import { cache } from 'react';
import { notFound, permanentRedirect } from 'next/navigation';
import type { Language } from '@/i18n/language';
import { localizeHref } from '@/i18n/language';
import { ApiError } from '@/lib/api/client';
import { getJob } from '@/lib/api/jobs';
import { namesNothing } from '@/lib/api/not-found';
import type { JobDetail } from '@/lib/api/types';
import { jobApplyPath, jobPath } from '@/lib/routes';

export type LoadedJob = { state: 'public'; job: JobDetail } | { state: 'unavailable' };

/**
 * `/jobs/{slug}/apply` cannot be a route of its own next to `/jobs/{company_slug}/{job_slug}`: it
 * arrives here as company_slug = the job's slug and job_slug = 'apply'.
 */
export const APPLY_SHORTCUT = 'apply';

/** The job, or null when it exists but is closed (the API answers 410); unknown jobs and malformed keys are a 404. */
async function fetchJob(slug: string, language: Language): Promise<JobDetail | null> {
  try {
    return await getJob(slug, language);
  } catch (error) {
    if (namesNothing(error)) notFound();
    if (error instanceof ApiError && error.status === 410) return null;
    throw error;
  }
}

/**
 * The job a detail URL names. Jobs that exist but are closed show 'This job is no longer
 * available.' (the proxy makes the answer's status 410). A URL with another company's slug
 * redirects to the job's own URL, so each job has one address; `/jobs/{slug}/apply` redirects to
 * the job's apply page. Cached per request: metadata and page share it.
 */
export const loadJob = cache(async (companySlug: string, jobSlug: string, language: Language, suffix = ''): Promise<LoadedJob> => {
  const shortcut = jobSlug === APPLY_SHORTCUT && suffix === '';
  const job = await fetchJob(shortcut ? companySlug : jobSlug, language);
  if (!job) return { state: 'unavailable' };
  if (shortcut) permanentRedirect(localizeHref(jobApplyPath(job), language));
  if (job.company && job.company.slug !== companySlug) permanentRedirect(localizeHref(`${jobPath(job)}${suffix}`, language));
  return { state: 'public', job };
});
