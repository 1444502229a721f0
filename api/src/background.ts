import type { AppContext } from './context.js';

/**
 * Starts the background work of a process that runs jobs (the worker, or the API without Redis):
 * the queue's handlers and the sweeper with every module's sweep task.
 */
export function startBackgroundWork(ctx: AppContext): void {
  ctx.sweeper.add(ctx.mailer.sweepTask);
  ctx.sweeper.add(ctx.services.applicants.followUpSweepTask);
  ctx.sweeper.add(ctx.services.blogEditor.sweepTask);
  ctx.sweeper.add(ctx.services.companiesAdmin.logoSweepTask);
  ctx.sweeper.add(ctx.services.newsletterSends.sweepTask);
  ctx.sweeper.add(ctx.services.media.sweepTask);
  ctx.queue.start();
  ctx.sweeper.start();
}
