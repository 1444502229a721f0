// Pages benchmark: how fast the pages people load are served, and how soon a change shows.
// Starts Shigoto as `npm start` does (production build, embedded SQLite in a fresh data directory,
// demo data) and prints one table:
// - `/`, `/jobs`, a job page and a company page, each against a bare node:http server sending the
//   same bytes (status, headers, body copied from the page): req/s ratio, p50, p99;
// - a search through the site's origin against the same search asked of the API process;
// - the API's /api/healthz against a bare server sending its bytes;
// - freshness: an employer edits a job's title, and staff edit a company's description, through
//   their APIs; the page is fetched until it shows the change (seconds);
// - Lighthouse (mobile) on the four pages, with Debian's Chromium, and on a bare Next.js page built
//   with the same Next (the baseline: what Next's runtime alone scores on this machine);
// - the home page's HTML size, plain and compressed.
// Measured phases alternate for a few rounds and medians are reported: this VM's speed drifts by
// ±15–30 % within a minute. Targets: pages ≥ 0.3× bare with p99 ≤ 100 ms, search through the
// origin ≥ 0.5× direct, healthz ≥ 0.6× bare, a change visible within 5 s, Lighthouse performance
// ≥ 95 and accessibility, best practices and SEO 100.
//   npm run bench:pages -- --seconds 5 --rounds 3 --connections 50 [--lighthouse-rounds 1] [--no-lighthouse]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ROOT, ensureBuilt, waitForUrl } from '../lib/processes.mjs';
import { alternate, defaultClient, measure, median, startBareServer } from './lib/http-bench.mjs';
import { adminToken, demoEmployerJob, editCompanyDescription, editJobTitle, secondsUntilShown } from '../lib/demo-client.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3700' },
    'api-port': { type: 'string', default: '4700' },
    'lighthouse-rounds': { type: 'string', default: '1' },
    'bare-next-port': { type: 'string', default: '3701' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const site = `http://127.0.0.1:${values.port}`;
const api = `http://127.0.0.1:${values['api-port']}`;

/** The answer's bytes as a bare server will send them again: asked as the load generator asks (no compression). */
function snapshot(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function employerEditFreshness() {
  const job = await demoEmployerJob(api);
  const url = `${site}${job.path}`;
  await fetch(url); // cached before the change
  const title = `Platform Engineer ${Date.now().toString(36)}`;
  const since = Date.now();
  await editJobTitle(api, job, title);
  return secondsUntilShown(url, title, since);
}

async function staffEditFreshness(companySlug) {
  const token = await adminToken(api);
  const url = `${site}/companies/${companySlug}`;
  await fetch(url);
  const description = `We build ledgers for small shops, edited ${Date.now().toString(36)}.`;
  const since = Date.now();
  await editCompanyDescription(api, token, companySlug, description);
  return secondsUntilShown(url, description, since);
}

const lighthouseRounds = Number(values['lighthouse-rounds']);

/**
 * Lighthouse on the pages and on the bare Next.js page, each round the baseline first: rows named
 * by path, the baseline's first, each figure the median of the rounds (a score moves ±10 points
 * from run to run here).
 */
async function lighthouseAgainstBareNext(urls) {
  const { lighthouseScores } = await import('./lib/lighthouse.mjs');
  const bareNext = await (await import('./lib/bare-next.mjs')).startBareNext(Number(values['bare-next-port']));
  const runs = new Map();
  try {
    for (let round = 0; round < lighthouseRounds; round++) {
      for (const row of await lighthouseScores([bareNext.url, ...urls])) runs.set(row.url, [...(runs.get(row.url) ?? []), row]);
    }
  } finally {
    bareNext.close();
  }
  return [...runs].map(([url, rows]) => ({
    ...rows.at(-1),
    name: url === bareNext.url ? 'bare Next.js page (baseline)' : url.replace(site, '') || '/',
    ...Object.fromEntries(['performance', 'tbtMs', 'lcpMs', 'benchmarkIndex'].map((key) => [key, median(rows.map((row) => row[key]))])),
  }));
}

const pad = (text, width) => String(text).padEnd(width);
const number = (value, digits = 0) => (value == null ? '-' : value.toFixed(digits));

async function main() {
  await ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shigoto-bench-pages-'));
  const env = { ...process.env, PORT: values.port, API_PORT: values['api-port'], DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' };
  const shigoto = spawn('node', ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const bare = [];
  try {
    await waitForUrl(`${site}/`, 180_000);
    const home = await (await fetch(`${site}/`)).text();
    const jobPath = home.match(/href="(\/jobs\/[^/"]+\/[^/"]+)"/)?.[1];
    const jobPage = await (await fetch(`${site}${jobPath}`)).text();
    const companyPath = jobPage.match(/href="(\/companies\/[^/"?]+)"/)?.[1];
    const pages = { '/': '/', '/jobs': '/jobs', 'job page': jobPath, 'company page': companyPath };
    console.log(`Pages: ${Object.values(pages).join(', ')}`);

    const phases = {};
    const bareOf = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      const url = `${site}${pagePath}`;
      await fetch(url); // rendered into the cache, as any visitor's first request does
      const server = await startBareServer(await snapshot(url));
      bare.push(server);
      bareOf[name] = server;
      phases[name] = () => measure(url, { seconds, connections });
      phases[`${name} (bare)`] = () => measure(server.url, { seconds, connections, pid: server.pid });
    }
    const search = '/api/v1/searches/jobs?q=go';
    phases['search via site'] = () => measure(`${site}${search}`, { seconds, connections });
    phases['search via API'] = () => measure(`${api}${search}`, { seconds, connections });
    const healthz = await startBareServer(await snapshot(`${api}/api/healthz`));
    bare.push(healthz);
    phases.healthz = () => measure(`${api}/api/healthz`, { seconds, connections });
    phases['healthz (bare)'] = () => measure(healthz.url, { seconds, connections, pid: healthz.pid });

    for (const phase of Object.values(phases)) await phase(); // warm every path once
    const medians = await alternate(rounds, phases, {
      onRun: (name, round, f) => console.log(`  ${pad(`${name} #${round}`, 28)} ${number(f.rps).padStart(7)} req/s  p50 ${number(f.p50, 1)} ms  p99 ${number(f.p99, 1)} ms  errors ${f.errors}`),
    });

    const employerSeconds = await employerEditFreshness();
    const staffSeconds = await staffEditFreshness(companyPath.split('/')[2]);
    const scores = values['no-lighthouse'] ? [] : await lighthouseAgainstBareNext(Object.values(pages).map((p) => `${site}${p}`));
    const homeBytes = Buffer.byteLength(home);

    const ratio = (a, b) => medians[a].rps / medians[b].rps;
    console.log(`\n## Medians of ${rounds} rounds, ${seconds} s each, ${defaultClient()} at ${connections} connections\n`);
    console.log('| what | req/s | p50 ms | p99 ms | ÷ baseline | target |');
    console.log('|---|---|---|---|---|---|');
    for (const name of Object.keys(pages)) {
      const m = medians[name];
      console.log(`| ${name} | ${number(m.rps)} | ${number(m.p50, 1)} | ${number(m.p99, 1)} | ${ratio(name, `${name} (bare)`).toFixed(2)} (bare ${number(medians[`${name} (bare)`].rps)}) | ≥ 0.3, p99 ≤ 100 |`);
    }
    const viaSite = medians['search via site'];
    console.log(`| ${search} through the site | ${number(viaSite.rps)} | ${number(viaSite.p50, 1)} | ${number(viaSite.p99, 1)} | ${ratio('search via site', 'search via API').toFixed(2)} (API ${number(medians['search via API'].rps)}) | ≥ 0.5 |`);
    const h = medians.healthz;
    console.log(`| API /api/healthz | ${number(h.rps)} | ${number(h.p50, 1)} | ${number(h.p99, 1)} | ${ratio('healthz', 'healthz (bare)').toFixed(2)} (bare ${number(medians['healthz (bare)'].rps)}) | ≥ 0.6 |`);
    console.log('\n| freshness | seconds | target |\n|---|---|---|');
    console.log(`| employer edits a job title → job page | ${number(employerSeconds, 2)} | ≤ 5 |`);
    console.log(`| staff edit a company description → company page | ${number(staffSeconds, 2)} | ≤ 5 |`);
    console.log(`\nHome page HTML: ${(homeBytes / 1024).toFixed(0)} KB (${(gzipSync(home).length / 1024).toFixed(0)} KB gzip)`);
    if (scores.length) {
      const heading = `Lighthouse (mobile)${lighthouseRounds > 1 ? `, medians of ${lighthouseRounds}` : ''}`;
      console.log(`\n| ${heading} | performance | accessibility | best practices | SEO | TBT ms | LCP ms | CPU index |\n|---|---|---|---|---|---|---|---|`);
      for (const s of scores) console.log(`| ${s.name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${number(s.tbtMs)} | ${number(s.lcpMs)} | ${s.benchmarkIndex} |`);
    }
  } finally {
    await Promise.all(bare.map((server) => server.close()));
    process.kill(-shigoto.pid, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
