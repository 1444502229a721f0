import type { AppContext } from './context.js';
import { createApplicantsService } from './modules/applicants/applicants.service.js';

/**
 * Starts the background work of a process that runs jobs (the worker, or the API without Redis):
 * the queue's handlers and the sweeper with every module's sweep task.
 */
export function startBackgroundWork(ctx: AppContext): void {
  const applicants = createApplicantsService({ db: ctx.db, storage: ctx.storage, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl, logger: ctx.logger });
  ctx.sweeper.add(ctx.mailer.sweepTask);
  ctx.sweeper.add(applicants.followUpSweepTask);
  ctx.queue.start();
  ctx.sweeper.start();
}
