import type { Logger } from 'pino';
import type { Database } from '@shigoto/db';
import { reportError } from '../../lib/errors/report.js';
import type { Queue } from '../../lib/queue/index.js';
import { REVALIDATE_PAGES_JOB, revalidatePagesJob, type RevalidatePagesJob } from './page-revalidation.job.js';
import { companyTag, jobTag, type PageTag } from './page-tags.js';

/** Tells the site that pages with these tags changed; never fails the write that calls it. */
export type PagesChanged = (tags: PageTag[]) => Promise<void>;

/** 1 s doubling over 12 attempts: the last one comes about 34 minutes after the first. */
const ATTEMPTS = 12;
const FIRST_RETRY_MS = 1000;
/** How long the write waits for the site's first answer before leaving it to the queued job. */
const FIRST_ATTEMPT_TIMEOUT_MS = 1000;

/**
 * The API's side of the site's page cache: after a write commits, its service names the page tags
 * it changed and they are posted, signed, to the site — at once by the writing process, and when
 * the site does not answer that, by a queued job. A site that is down hears of it when it is back
 * (the job is retried for half an hour); a lost enqueue is logged, and the page then waits for its
 * own expiry.
 *
 * Without a secret (development and tests only: production requires one) nothing is sent.
 */
export function createPageRevalidation(deps: {
  db: Database;
  queue: Queue;
  logger: Logger;
  siteUrl: string;
  secret: string | null;
  /** The first retry's delay (tests shorten it). */
  backoffMs?: number;
  /** How long one attempt waits for the site (tests shorten it). */
  timeoutMs?: number;
}) {
  const { queue, logger, secret } = deps;
  if (secret) queue.handle(REVALIDATE_PAGES_JOB, revalidatePagesJob({ siteUrl: deps.siteUrl, secret, timeoutMs: deps.timeoutMs }));
  else logger.info('page revalidation is off because REVALIDATE_SECRET is not set');

  const tellNow = secret ? revalidatePagesJob({ siteUrl: deps.siteUrl, secret, timeoutMs: Math.min(deps.timeoutMs ?? FIRST_ATTEMPT_TIMEOUT_MS, FIRST_ATTEMPT_TIMEOUT_MS) }) : null;

  const pagesChanged: PagesChanged = async (tags) => {
    if (!tellNow || !tags.length) return;
    const data: RevalidatePagesJob = { tags: [...new Set(tags)].sort() };
    // The writing process tells the site at once, so the page shows the change at the next visit
    // (a worker may be busy with other jobs); only a site that does not answer 204 at once gets the
    // queued job, which retries until it does.
    if (await tellNow(data).then(() => true, () => false)) return;
    try {
      await queue.add(REVALIDATE_PAGES_JOB, data, { attempts: ATTEMPTS, backoffMs: deps.backoffMs ?? FIRST_RETRY_MS });
    } catch (error) {
      reportError(logger, error, { task: `enqueue ${REVALIDATE_PAGES_JOB}`, tags: data.tags });
    }
  };

  /**
   * The tags of the pages showing these jobs and companies (each job's company included): a write
   * to one job renders its own pages anew, not every job page (see `@shigoto/db/page-tags`).
   */
  async function pageTagsOf(changes: { jobIds?: number[]; companyIds?: number[] }): Promise<PageTag[]> {
    const { Job, Company } = deps.db.models;
    const jobs = changes.jobIds?.length ? await Job.findAll({ attributes: ['slug', 'company_id'], where: { id: changes.jobIds }, raw: true }) : [];
    const companyIds = [...new Set([...(changes.companyIds ?? []), ...jobs.map((job) => job.company_id)])];
    const companies = companyIds.length ? await Company.findAll({ attributes: ['slug'], where: { id: companyIds }, raw: true }) : [];
    return [...jobs.map((job) => jobTag(job.slug)), ...companies.map((company) => companyTag(company.slug))];
  }

  return { pagesChanged, pageTagsOf };
}
