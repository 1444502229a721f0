// Load: simulated seekers and employers (scripts/bench/lib/load-users.mjs: 85 % seekers reading
// pages, applying and signing up; 15 % employers rating, bulk-updating and editing) against the
// production topology on MariaDB + Redis (scripts/cluster/start.mjs: API, worker and site processes
// behind nginx, e-mail to a real SMTP listener). A bare node:http server is measured first by the
// same users, as the yardstick. Afterwards, once the queue is idle, it checks what was stored:
// every accepted application and sign-up exactly once, every rating as last set, every e-mail the
// database says it sent received, none twice. Prints one table per route (req/s, p50, p99, 5xx)
// and the checks; exits non-zero on a 5xx or a failed check.
//   npm run bench:load -- [--users 200] [--seconds 60] [--apis 1] [--sites 1] [--workers 1]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from '../cluster/start.mjs';
import { startMailCatcher } from '../lib/mail-catcher.mjs';
import { startBareServer } from './lib/http-bench.mjs';
import { EMPLOYER_SHARE, checkStored, createRecorder, number, pause, printChecks, printRoutes, runUsers, send, summarize, userAgent, waitForIdleQueue, worldOf } from './lib/load-users.mjs';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    'baseline-seconds': { type: 'string', default: '10' },
    apis: { type: 'string', default: '1' },
    sites: { type: 'string', default: '1' },
    workers: { type: 'string', default: '1' },
    port: { type: 'string', default: '8090' },
  },
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);

async function measureBare(users, seconds) {
  const bare = await startBareServer({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: Buffer.alloc(20_000, 'x') });
  const recorder = createRecorder();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: users }, async (_, index) => {
      const agent = userAgent(index);
      while (Date.now() < until) {
        recorder.record('GET bare', await send(bare.url, agent, 'GET', '/'));
        await pause(50 + Math.random() * 200);
      }
      agent.destroy();
    }),
  );
  await bare.close();
  return summarize(recorder, seconds)[0];
}

const mailDir = mkdtempSync(path.join(tmpdir(), 'shigoto-load-mail-'));
const mail = await startMailCatcher(mailDir);
const cluster = await startCluster({
  apis: Number(values.apis),
  sites: Number(values.sites),
  workers: Number(values.workers),
  port: Number(values.port),
  env: { api: { SMTP_URL: mail.url, LOG_LEVEL: 'warn' }, worker: { SMTP_URL: mail.url, LOG_LEVEL: 'warn' }, site: { LOG_LEVEL: 'warn' } },
});
const databaseUrl = cluster.plan.shared.DATABASE_URL;
let failed = false;
try {
  const world = await worldOf(cluster.url);
  console.log(`${world.jobs.length} job picks, ${world.employerJobs.length} of the demo employer's jobs; ${USERS} users (${Math.round(USERS * EMPLOYER_SHARE)} employers) for ${SECONDS} s`);
  const bare = await measureBare(USERS, Number(values['baseline-seconds']));
  const since = new Date(Date.now() - 1000);
  const recorder = createRecorder();
  const deadline = Date.now() + SECONDS * 1000;
  await runUsers(cluster.url, USERS, world, recorder, () => Date.now() < deadline);
  const rows = summarize(recorder, SECONDS);
  await waitForIdleQueue(databaseUrl, since);
  const checks = await checkStored(databaseUrl, recorder, mailDir, since);

  const errors = printRoutes(rows, SECONDS);
  console.log(`| bare node:http (same users, ${values['baseline-seconds']} s) | ${bare.requests} | ${number(bare.rps, 1)} | ${number(bare.p50, 1)} | ${number(bare.p99, 1)} | ${bare.errors} | |`);
  printChecks(checks);
  failed = errors > 0 || checks.some((check) => !check.ok);
} finally {
  await cluster.stop();
  await mail.close();
}
process.exit(failed ? 1 : 0);
