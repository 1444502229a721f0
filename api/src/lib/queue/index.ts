import Bull from 'bull';
import type { Logger } from 'pino';
import { reportError } from '../errors/report.js';

/**
 * One queue facade: bull when Redis is configured, otherwise an in-process "inline"
 * adapter that runs the same handlers with the same retry rules. Handlers must be idempotent.
 */
export interface JobOptions {
  attempts?: number;
  /** First retry delay; doubles each attempt. */
  backoffMs?: number;
  delayMs?: number;
  /** Same id, same job: bull ignores a second add while the first is kept. */
  jobId?: string;
}

export type JobHandler<T = unknown> = (data: T) => Promise<void>;

export interface Queue {
  readonly kind: 'bull' | 'inline';
  add<T>(name: string, data: T, options?: JobOptions): Promise<void>;
  handle<T>(name: string, handler: JobHandler<T>): void;
  /** Starts running handlers in this process (the worker, or the API without Redis). */
  start(): void;
  /** Resolves when queued in-process work is done (tests, and graceful shutdown). */
  drain(): Promise<void>;
  close(): Promise<void>;
  ping(): Promise<boolean>;
}

const DEFAULTS = { attempts: 5, backoffMs: 1000 };
const ENQUEUE_TIMEOUT_MS = 3000;
/** ioredis states after a lost connection: fail at once instead of waiting for the timeout. */
const REDIS_DOWN = new Set(['reconnecting', 'close', 'end']);

export function createQueue(options: { redisUrl: string | null; logger: Logger; concurrency?: number; name?: string }): Queue {
  return options.redisUrl
    ? bullQueue(options.name ?? 'shigoto', options.redisUrl, options.logger, options.concurrency ?? 4)
    : inlineQueue(options.logger);
}

function inlineQueue(logger: Logger): Queue {
  const handlers = new Map<string, JobHandler>();
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function schedule(run: () => Promise<void>, delayMs: number) {
    let resolveDone!: () => void;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    inFlight.add(done);
    const timer = setTimeout(() => {
      timers.delete(timer);
      run().finally(() => {
        inFlight.delete(done);
        resolveDone();
      });
    }, delayMs);
    timers.add(timer);
  }

  function attempt(name: string, data: unknown, attemptNumber: number, options: Required<Pick<JobOptions, 'attempts' | 'backoffMs'>>) {
    return async () => {
      const handler = handlers.get(name);
      if (!handler) return reportError(logger, new Error(`No handler for job "${name}"`), { job: name });
      try {
        await handler(data);
      } catch (error) {
        reportError(logger, error, { job: name, attempt: attemptNumber });
        if (attemptNumber < options.attempts && !closed) {
          schedule(attempt(name, data, attemptNumber + 1, options), options.backoffMs * 2 ** (attemptNumber - 1));
        }
      }
    };
  }

  return {
    kind: 'inline',
    async add(name, data, options = {}) {
      if (closed) throw new Error('queue is closed');
      const rules = { attempts: options.attempts ?? DEFAULTS.attempts, backoffMs: options.backoffMs ?? DEFAULTS.backoffMs };
      schedule(attempt(name, data, 1, rules), options.delayMs ?? 0);
    },
    handle(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    start() {},
    async drain() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    async close() {
      closed = true;
      // Delayed retries would outlive the process; pending immediate work is finished first.
      await Promise.race([this.drain(), new Promise((r) => setTimeout(r, 10_000))]);
      for (const timer of timers) clearTimeout(timer);
    },
    async ping() {
      return true;
    },
  };
}

function bullQueue(name: string, redisUrl: string, logger: Logger, concurrency: number): Queue {
  const queue = new Bull(name, redisUrl, { prefix: 'shigoto' });
  const handlers = new Map<string, JobHandler>();
  queue.on('failed', (job, error) => reportError(logger, error, { job: job.name, attempt: job.attemptsMade }));
  queue.on('error', (error) => reportError(logger, error, { queue: 'bull' }));
  let started = false;

  return {
    kind: 'bull',
    async add(name, data, options = {}) {
      if (REDIS_DOWN.has(queue.client.status)) throw new Error(`Redis is not connected; job "${name}" was not queued`);
      const added = queue.add(name, data, {
        attempts: options.attempts ?? DEFAULTS.attempts,
        backoff: { type: 'exponential', delay: options.backoffMs ?? DEFAULTS.backoffMs },
        delay: options.delayMs,
        jobId: options.jobId,
        removeOnComplete: 1000,
        removeOnFail: 5000,
      });
      // While Redis is unreachable ioredis holds commands; the caller must not hang with them. A
      // late add still runs (handlers are idempotent); a late failure is the sweeper's to mend.
      added.catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not take job "${name}" within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
      });
      try {
        await Promise.race([added, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    handle(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    start() {
      if (started) return;
      started = true;
      for (const [name, handler] of handlers) void queue.process(name, concurrency, (job) => handler(job.data));
    },
    async drain() {
      for (;;) {
        const counts = await queue.getJobCounts();
        if (counts.active + counts.waiting === 0) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      await queue.close();
    },
    async ping() {
      return (await queue.client.ping()) === 'PONG';
    },
  };
}
