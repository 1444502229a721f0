import type { Logger } from 'pino';
import { reportError } from '../errors/report.js';

/**
 * The safety net of DESIGN §6: committed work whose job was never enqueued (Redis was down), or
 * whose retries ran out (SMTP was down for long), is found in the database and done again. Tasks
 * must be idempotent; they only see rows untouched for `graceMs`, so work in flight is left alone.
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
  start(): void;
  stop(): Promise<void>;
}

export function createSweeper(options: { logger: Logger; intervalSeconds: number; graceSeconds: number }): Sweeper {
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

  return {
    add(task) {
      tasks.push(task);
    },
    sweep,
    start() {
      if (timer || options.intervalSeconds === 0) return;
      timer = setInterval(() => {
        running ??= sweep().finally(() => (running = null));
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
