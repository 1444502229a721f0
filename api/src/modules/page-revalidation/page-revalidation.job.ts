import { REVALIDATION_PATH, SIGNATURE_HEADER, revalidationSignature } from '@shigoto/db/page-tags';
import type { JobHandler } from '../../lib/queue/index.js';
import type { PageTag } from './page-tags.js';

export const REVALIDATE_PAGES_JOB = 'revalidate-pages';
/** A site that has not answered by then counts as down: the attempt fails and is retried. */
const SITE_TIMEOUT_MS = 5000;

export interface RevalidatePagesJob {
  tags: PageTag[];
}

/**
 * One attempt's request. `at` is the time of this attempt, not of the write: the site refuses a
 * body more than 5 minutes from its clock, so a replayed request soon stops working while a
 * retried one is signed afresh.
 */
export function revalidationRequest(secret: string, tags: PageTag[], now = Date.now()): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ tags, at: now });
  return { body, headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: revalidationSignature(secret, body) } };
}

/** The job: tells the site which tags changed; anything but a 204 fails the attempt (the queue retries it). */
export function revalidatePagesJob(deps: { siteUrl: string; secret: string; timeoutMs?: number }): JobHandler<RevalidatePagesJob> {
  const endpoint = `${deps.siteUrl}${REVALIDATION_PATH}`;
  return async ({ tags }) => {
    const { body, headers } = revalidationRequest(deps.secret, tags);
    const response = await fetch(endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(deps.timeoutMs ?? SITE_TIMEOUT_MS) });
    await response.body?.cancel();
    if (response.status !== 204) throw new Error(`The site answered ${response.status} to the page revalidation of ${tags.join(', ')}`);
  };
}
