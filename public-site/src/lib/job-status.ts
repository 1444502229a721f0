import { apiOrigin } from './api/origin';

/**
 * The job a job page's path names (the `/jp` prefix already removed): `/jobs/{company}/{job}`,
 * `/jobs/{company}/{job}/apply`, and `/jobs/{job}/apply`; null for any other path.
 */
export function jobSlugOfPath(pathname: string): string | null {
  const [, jobs, first, second, third, ...rest] = pathname.split('/');
  if (jobs !== 'jobs' || !first || !second || rest.length) return null;
  if (third === undefined) return second === 'apply' ? first : second;
  return third === 'apply' ? second : null;
}

/**
 * How long a job page waits to learn whether its job is closed. The API answers a job from memory
 * in a few milliseconds; if it has not answered by then the page is rendered as usual (it asks
 * again itself) rather than held up.
 */
const JOB_STATUS_TIMEOUT_MS = 1_000;

/** Whether the API says the job is gone (410: it existed and is closed). Any other answer, or none, is not. */
export async function isJobGone(slug: string): Promise<boolean> {
  try {
    const response = await fetch(`${apiOrigin()}/api/v1/jobs/${encodeURIComponent(slug)}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(JOB_STATUS_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status === 410;
  } catch {
    return false;
  }
}
