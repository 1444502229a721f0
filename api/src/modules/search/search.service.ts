import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Database } from '@shigoto/db';
import { reportError } from '../../lib/errors/report.js';
import { SearchIndex, type SearchQuery } from '../../lib/search/search-index.js';
import { companySchema, loadCompanyEntries, type CompanyEntry } from './company-documents.js';
import { jobEntryBatches, jobSchema, loadJobEntries, type JobCard } from './job-documents.js';

const CHANNEL = 'shigoto:search-changes';
const POLL_MS = 2000;
/** DATETIME has whole seconds on MySQL: look back a little and re-apply (updates are idempotent). */
const POLL_OVERLAP_MS = 2000;

export interface Changes {
  jobIds?: number[];
  companyIds?: number[];
}

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * The job and company search of this process (it stands in for a hosted search service). Changes reach it
 * within seconds in every API process: by Redis pub/sub when configured, and by polling
 * updated_at otherwise (and as a safety net).
 */
export function createSearchService(deps: { db: Database; redis: Redis | null; logger: Logger }) {
  const { db, logger } = deps;
  /** Tells this service's own change messages apart from other processes'. */
  const origin = randomUUID();
  let jobs = new SearchIndex(jobSchema);
  let companies = new SearchIndex(companySchema);
  let cards = new Map<number, JobCard>();
  let companyEntries = new Map<number, CompanyEntry>();
  let companySlugs = new Map<string, number>();
  let version = 0;
  let since = new Date(0);
  let timer: NodeJS.Timeout | null = null;
  let subscriber: Redis | null = null;
  let applying: Promise<void> = Promise.resolve();
  /** Changes waiting for the apply under way: they are applied together next. */
  let waiting: { jobIds: Set<number>; companyIds: Set<number>; applied: Promise<void> } | null = null;

  async function loadCompanies() {
    const entries = await loadCompanyEntries(db);
    const index = new SearchIndex(companySchema);
    index.upsert(entries);
    companies = index;
    companyEntries = new Map(entries.map((e) => [e.company.id, e]));
    companySlugs = new Map(entries.map((e) => [e.company.slug, e.company.id]));
  }

  async function build() {
    const started = Date.now();
    since = new Date(Date.now() - POLL_OVERLAP_MS);
    const index = new SearchIndex(jobSchema);
    const builtCards = new Map<number, JobCard>();
    for await (const batch of jobEntryBatches(db)) {
      index.upsert(batch, { bulk: true });
      for (const entry of batch) builtCards.set(entry.card.job.id, entry.card);
    }
    index.fit();
    jobs = index;
    cards = builtCards;
    await loadCompanies();
    version++;
    isBuilt = true;
    logger.info({ jobs: cards.size, companies: companyEntries.size, ms: Date.now() - started }, 'search index built');
  }

  async function apply(changes: Changes) {
    const jobIds = new Set(changes.jobIds ?? []);
    const companyIds = [...new Set(changes.companyIds ?? [])];
    if (companyIds.length) {
      for (const [id, card] of cards) if (companyIds.includes(card.company.id)) jobIds.add(id);
    }
    if (!jobIds.size && !companyIds.length) return;
    const entries = [
      ...(jobIds.size ? await loadJobEntries(db, { ids: [...jobIds] }) : []),
      ...(companyIds.length ? await loadJobEntries(db, { companyIds }) : []),
    ];
    jobs.remove(jobIds);
    for (const id of jobIds) cards.delete(id);
    jobs.upsert(entries);
    for (const entry of entries) cards.set(entry.card.job.id, entry.card);
    if (companyIds.length) await loadCompanies();
    if (jobs.tombstones > Math.max(1000, jobs.size / 4)) jobs.compact(await loadJobEntries(db));
    version++;
  }

  /**
   * Changes are applied one batch at a time, so a poll and a message never interleave. Whatever
   * arrives while a batch is being applied waits in one next batch: a writer waits for two
   * batches at most, however many writes come at once (a burst of edits queued one apply each
   * and kept an employer's save waiting for seconds under load).
   */
  function enqueue(changes: Changes): Promise<void> {
    if (!waiting) {
      const batch = { jobIds: new Set<number>(), companyIds: new Set<number>(), applied: Promise.resolve() };
      batch.applied = applying
        .then(() => {
          waiting = null;
          return apply({ jobIds: [...batch.jobIds], companyIds: [...batch.companyIds] });
        })
        .catch((error) => reportError(logger, error, { task: 'search refresh' }));
      applying = batch.applied;
      waiting = batch;
    }
    for (const id of changes.jobIds ?? []) waiting.jobIds.add(id);
    for (const id of changes.companyIds ?? []) waiting.companyIds.add(id);
    return waiting.applied;
  }

  async function poll() {
    const cutoff = new Date(since.getTime() - POLL_OVERLAP_MS);
    const next = new Date();
    const [changedJobs, changedCompanies] = await Promise.all([
      db.models.Job.findAll({ attributes: ['id'], where: { updated_at: { [Op.gte]: cutoff } }, raw: true }),
      db.models.Company.findAll({ attributes: ['id'], where: { updated_at: { [Op.gte]: cutoff } }, raw: true }),
    ]);
    since = next;
    if (changedJobs.length || changedCompanies.length) await enqueue({ jobIds: changedJobs.map((j) => j.id), companyIds: changedCompanies.map((c) => c.id) });
  }

  let built: Promise<void> | null = null;
  let isBuilt = false;
  /** The first search (or start) builds the index; tasks that never search never pay for it. */
  const ready = () => (built ??= build());

  return {
    ready,
    /** Rebuilds from the database (tests, and staff after bulk imports). */
    async rebuild() {
      await (applying = applying.then(build));
    },
    /** Bumps on every change: part of cache keys and ETags of search-backed responses. */
    get version() {
      return version;
    },
    jobCount: () => cards.size,

    /**
     * Every job the job search lists, as of `version`: for figures over all of them (the salary
     * guide). Read them before the next await: changes are applied between turns.
     */
    async jobCards(): Promise<Iterable<JobCard>> {
      await ready();
      return cards.values();
    },
    /** False until the first build finishes: /api/readyz keeps a new process out of rotation until then. */
    isBuilt: () => isBuilt,

    async searchJobs(query: SearchQuery): Promise<{ cards: JobCard[]; total: number; facets: Record<string, Record<string, number>> }> {
      await ready();
      const result = jobs.search(query);
      return { cards: result.ids.map((id) => cards.get(id)!), total: result.total, facets: result.facets };
    },

    async searchCompanies(query: SearchQuery): Promise<{ entries: CompanyEntry[]; total: number; facets: Record<string, Record<string, number>> }> {
      await ready();
      const result = companies.search(query);
      return { entries: result.ids.map((id) => companyEntries.get(id)!), total: result.total, facets: result.facets };
    },

    async companyEntry(id: number): Promise<CompanyEntry | undefined> {
      await ready();
      return companyEntries.get(id);
    },

    async companyEntryBySlug(slug: string): Promise<CompanyEntry | undefined> {
      await ready();
      const id = companySlugs.get(slug);
      return id === undefined ? undefined : companyEntries.get(id);
    },

    async companyOptions(): Promise<CompanyEntry[]> {
      await ready();
      return [...companyEntries.values()];
    },

    /** Call after writing jobs or companies: this process updates now, the others via Redis or polling. */
    async changed(changes: Changes): Promise<void> {
      await enqueue(changes);
      // While Redis is away a publish would hold the writer's answer through ioredis's retries; the
      // other processes catch up by polling the database meanwhile.
      if (deps.redis?.status === 'ready') await deps.redis.publish(CHANNEL, JSON.stringify({ ...changes, origin })).catch((error) => reportError(logger, error, { task: 'search publish' }));
    },

    async start() {
      await ready();
      timer = setInterval(() => void poll().catch((error) => reportError(logger, error, { task: 'search poll' })), POLL_MS);
      timer.unref();
      if (deps.redis) {
        subscriber = deps.redis.duplicate();
        subscriber.on('message', (_channel, message) => {
          const changes = JSON.parse(message) as Changes & { origin: string };
          if (changes.origin !== origin) void enqueue(changes);
        });
        subscriber.on('error', (error) => reportError(logger, error, { task: 'search subscribe' }));
        // Redis away at start must not stop the process (polling covers the gap): the
        // subscription is tried again when the connection is next ready, and ioredis renews it
        // after later reconnections.
        const subscribe = (): Promise<unknown> =>
          subscriber!.subscribe(CHANNEL).catch((error) => {
            reportError(logger, error, { task: 'search subscribe' });
            subscriber!.once('ready', () => void subscribe());
          });
        await subscribe();
      }
    },

    async stop() {
      if (timer) clearInterval(timer);
      subscriber?.disconnect();
      await applying;
    },
  };
}
