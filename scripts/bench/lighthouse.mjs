// Lighthouse scores (mobile, default throttling) of the pages given, as a table:
//   node scripts/bench/lighthouse.mjs http://localhost:3000/ http://localhost:3000/jobs
// CHROME_PATH chooses the browser (default /usr/bin/chromium).
import { lighthouseScores } from './lib/lighthouse.mjs';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node scripts/bench/lighthouse.mjs <url>...');
  process.exit(2);
}
const rows = await lighthouseScores(urls, process.env.CHROME_PATH ? { chromePath: process.env.CHROME_PATH } : {});
const kb = (bytes) => (bytes === null ? '-' : (bytes / 1024).toFixed(1));
console.table(
  rows.map((row) => ({
    url: row.url,
    perf: row.performance,
    a11y: row.accessibility,
    'best pr.': row.bestPractices,
    seo: row.seo,
    'TBT ms': row.tbtMs,
    'LCP ms': row.lcpMs,
    'HTML KB': kb(row.htmlBytes),
    'JS KB (transfer)': kb(row.jsBytes),
    'CPU index': row.benchmarkIndex,
  })),
);
for (const row of rows) if (row.failedAudits.length > 0) console.log(`${row.url} failed: ${row.failedAudits.join(', ')}`);
