import { startTestApp, stopTestApp, testApp } from './context.js';
import { truncateAll } from './db.js';

/** Root hooks: one migrated database for the run, emptied before every test. */
export const mochaHooks = {
  async beforeAll() {
    await startTestApp();
  },
  async beforeEach() {
    const { ctx } = testApp();
    await ctx.queue.drain();
    await truncateAll(ctx.db);
    await ctx.redis?.flushdb();
    await ctx.rateLimiter.reset();
    await ctx.services.search.rebuild();
  },
  async afterAll() {
    await stopTestApp();
  },
};
