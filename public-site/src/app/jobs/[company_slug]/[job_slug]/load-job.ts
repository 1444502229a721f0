import { cache } from 'react';
import { notFound, permanentRedirect } from 'next/navigation';
import type { Language } from '@/i18n/language';
import { localizeHref } from '@/i18n/language';
import { ApiError } from '@/lib/api/client';
import { getJob } from '@/lib/api/jobs';
import { namesNothing } from '@/lib/api/not-found';
import type { JobDetail } from '@/lib/api/types';
import { jobPath } from '@/lib/routes';

export type LoadedJob = { state: 'public'; job: JobDetail } | { state: 'unavailable' };

/**
 * The job a detail URL names. Unknown jobs and malformed keys are a 404; jobs that exist but are
 * closed answer 410 from the API and show 'This job is no longer available.'. A URL with another
 * company's slug redirects to the job's own URL, so each job has one address. Cached per request:
 * metadata and page share it.
 */
export const loadJob = cache(async (companySlug: string, jobSlug: string, language: Language, suffix = ''): Promise<LoadedJob> => {
  let job: JobDetail;
  try {
    job = await getJob(jobSlug, language);
  } catch (error) {
    if (namesNothing(error)) notFound();
    if (error instanceof ApiError && error.status === 410) return { state: 'unavailable' };
    throw error;
  }
  if (job.company && job.company.slug !== companySlug) permanentRedirect(localizeHref(`${jobPath(job)}${suffix}`, language));
  return { state: 'public', job };
});
