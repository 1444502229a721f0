// Lighthouse scores of pages, one fresh headless Chromium per page (no cache, no profile carried
// from page to page): mobile form factor and Lighthouse's default simulated throttling, the
// figures PageSpeed Insights reports for phones.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../lib/chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A category's score as 0–100 (null when Lighthouse could not score it). */
function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

/** The ids of the accessibility, best-practices and SEO audits that failed (what keeps a score below 100). */
function failedAudits(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    lhr.categories[category].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric')
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => audit.id),
  );
}

/**
 * Runs Lighthouse on each URL in turn and resolves to one row per URL:
 * { url, performance, accessibility, bestPractices, seo, tbtMs, lcpMs, htmlBytes, jsBytes, benchmarkIndex }.
 * htmlBytes is the document's decoded size (what the browser parses, RSC payload included);
 * jsBytes the bytes of every script sent over the network (compressed, as transferred);
 * failedAudits names the accessibility, best-practices and SEO audits that failed. benchmarkIndex is
 * Lighthouse's measure of this machine's CPU at the time (higher is faster): its throttling slows
 * the page by a fixed factor whatever the host, so the same page scores lower on a slower machine
 * and scores are comparable only at similar indexes.
 */
export async function lighthouseScores(urls, { chromePath = '/usr/bin/chromium' } = {}) {
  const rows = [];
  for (const url of urls) {
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-chromium-'));
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, userDataDir });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
      const requests = lhr.audits['network-requests'].details?.items ?? [];
      const document = requests.find((request) => request.resourceType === 'Document');
      rows.push({
        url,
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        seo: score(lhr, 'seo'),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        htmlBytes: document?.resourceSize ?? null,
        jsBytes: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
        failedAudits: failedAudits(lhr),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  return rows;
}
