import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { reportError } from '../errors/report.js';

/**
 * The safety net that keeps committed work from being lost: work whose job was never enqueued
 * (Redis was down), or whose retries ran out (SMTP was down for long), is found in the database and
 * done again. Tasks must be idempotent; they only see rows untouched for `graceMs`, so work in
 * flight is left alone.
 */
export interface SweepTask {
  name: string;
  /** Redoes what was committed before `before` and is still not done; returns how many it took up. */
  run(before: Date): Promise<number>;
}

export interface Sweeper {
  add(task: SweepTask): void;
  /** One pass over every task (tests call it directly; the timer calls it every interval). */
  sweep(graceMs?: number): Promise<Record<string, number>>;
  /** One timer round: a pass, unless another process has taken this round (then null). */
  round(): Promise<Record<string, number> | null>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Rounds shared through Redis: the first process to ask takes the round, for a little less than
 * the interval, so one process sweeps each interval instead of every one (each would redo the
 * same rows; the claims keep that safe, but it is wasted work).
 */
export function redisRounds(redis: Redis, key = 'shigoto:sweeper-round'): (ttlMs: number) => Promise<boolean> {
  return async (ttlMs) => (await redis.set(key, String(process.pid), 'PX', ttlMs, 'NX')) === 'OK';
}

export function createSweeper(options: {
  logger: Logger;
  intervalSeconds: number;
  graceSeconds: number;
  /** Takes this interval's round for this process; without it every process sweeps. */
  takeRound?: (ttlMs: number) => Promise<boolean>;
}): Sweeper {
  const tasks: SweepTask[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function sweep(graceMs = options.graceSeconds * 1000) {
    const before = new Date(Date.now() - graceMs);
    const taken: Record<string, number> = {};
    for (const task of tasks) {
      try {
        taken[task.name] = await task.run(before);
        if (taken[task.name]) options.logger.info({ task: task.name, taken: taken[task.name] }, 'sweeper redid unfinished work');
      } catch (error) {
        reportError(options.logger, error, { task: `sweep ${task.name}` });
      }
    }
    return taken;
  }

  async function round() {
    const ttlMs = Math.max(1, options.intervalSeconds * 900);
    // Redis away is exactly when the safety net matters: sweep rather than skip.
    const taken = options.takeRound ? await options.takeRound(ttlMs).catch(() => true) : true;
    if (!taken) return null;
    // One line per round actually swept: with several processes, how many rounds ran at all.
    options.logger.debug({ pid: process.pid }, 'sweeper round');
    return sweep();
  }

  return {
    add(task) {
      tasks.push(task);
    },
    sweep,
    round,
    start() {
      if (timer || options.intervalSeconds === 0) return;
      timer = setInterval(() => {
        running ??= round().finally(() => (running = null));
      }, options.intervalSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
