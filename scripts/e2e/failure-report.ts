import { reportOpenPages } from './browser.js';

/**
 * Mocha root hooks: when a browser test fails, every page it left open is photographed and its
 * address and first visible words are printed, so a failure in CI (where nobody can look at the
 * screen) says what the visitor saw.
 */
export const mochaHooks = {
  async afterEach(this: Mocha.Context) {
    if (this.currentTest?.state !== 'failed') return;
    await reportOpenPages(this.currentTest.fullTitle());
  },
};
