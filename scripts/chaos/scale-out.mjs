// Scale-out check: two API processes, two workers and two site processes behind nginx, on MariaDB
// and Redis (scripts/cluster/start.mjs). A change made through one process must be visible through
// every other within 5 s:
// - search: an employer edits a job's title through api-1; api-2's search finds the new title;
// - cached pages: the job page, kept by both site processes before the edit, shows the new title
//   on each; staff edit a company through api-2 and both sites' company pages show it;
// - sessions: a seeker's token works on both API processes; a password change through api-1
//   ends it on api-2;
// - rate limits: newsletter sign-ups from one address, alternating between the API processes,
//   are counted together (the 11th in ten minutes is refused, whichever process gets it);
// - the sweeper: with both workers sweeping every second, one round per interval runs in all
//   (not one per worker), and a committed e-mail nobody queued is delivered once (real SMTP
//   listener).
// Prints one table and exits non-zero when a check fails.
//   node scripts/chaos/scale-out.mjs        (DATABASE_URL / REDIS_URL as scripts/cluster/start.mjs)
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster } from '../cluster/start.mjs';
import { adminToken, demoEmployerJob, editCompanyDescription, editJobTitle, json, secondsUntil, secondsUntilShown } from '../lib/demo-client.mjs';
import { caughtMessages, startMailCatcher } from '../lib/mail-catcher.mjs';

const LIMIT_SECONDS = 5;
const SWEEP_WATCH_SECONDS = 8;

const mailDir = mkdtempSync(path.join(tmpdir(), 'shigoto-scale-out-mail-'));
const mail = await startMailCatcher(mailDir);
const workerSettings = { SWEEP_INTERVAL_SECONDS: '1', SWEEP_GRACE_SECONDS: '1', LOG_LEVEL: 'debug', SMTP_URL: mail.url };
const cluster = await startCluster({ workers: 2, env: { worker: workerSettings, api: { SMTP_URL: mail.url } } });
const rows = [];
function record(check, seconds, ok, detail = '') {
  rows.push({ check, seconds, ok: ok && (seconds === null || seconds <= LIMIT_SECONDS), detail });
}

try {
  const [api1, api2] = [cluster.urlOf('api-1'), cluster.urlOf('api-2')];
  const sites = [cluster.urlOf('site-1'), cluster.urlOf('site-2')];

  // Search and cached job pages.
  const job = await demoEmployerJob(api1);
  for (const site of sites) await fetch(`${site}${job.path}`);
  const word = `Zephyr${Date.now().toString(36)}`;
  const title = `Platform Engineer ${word}`;
  let since = Date.now();
  await editJobTitle(api1, job, title);
  const [searched, ...shown] = await Promise.all([
    secondsUntil(async () => (await json(`${api2}/api/v1/searches/jobs?q=${word}`)).data.length > 0, since),
    ...sites.map((site) => secondsUntilShown(`${site}${job.path}`, title, since)),
  ]);
  record('search on api-2 after an edit through api-1', searched, searched !== null);
  shown.forEach((seconds, i) => record(`job page on site-${i + 1} (cached before the edit)`, seconds, seconds !== null));

  // Cached company pages after a staff edit through the other API process.
  for (const site of sites) await fetch(`${site}/companies/${job.companySlug}`);
  const description = `We build ledgers for small shops (${word}).`;
  since = Date.now();
  await editCompanyDescription(api2, await adminToken(api2), job.companySlug, description);
  const companyShown = await Promise.all(sites.map((site) => secondsUntilShown(`${site}/companies/${job.companySlug}`, description, since)));
  companyShown.forEach((seconds, i) => record(`company page on site-${i + 1} after staff edit through api-2`, seconds, seconds !== null));

  // Sessions ended by a password change.
  const email = `scale-out-${Date.now().toString(36)}@example.com`;
  const { meta: signedUp } = await json(`${api1}/api/v1/users`, { method: 'POST', body: { user: { email, password: 'first-password-123', name: 'Scale Out' } } });
  const status = async (api, token) => (await fetch(`${api}/api/v1/users/current`, { headers: { authorization: `Bearer ${token}` } })).status;
  const before = [await status(api1, signedUp.access), await status(api2, signedUp.access)];
  since = Date.now();
  await json(`${api1}/api/v1/users/current`, { method: 'POST', token: signedUp.access, body: { user: { password: 'second-password-456', current_password: 'first-password-123' } } });
  const ended = await secondsUntil(async () => (await status(api2, signedUp.access)) === 401, since, 10_000);
  record('session ended on api-2 by a password change through api-1', ended, before.every((s) => s === 200) && ended !== null, `before: ${before.join('/')}`);

  // Rate limits shared through Redis: ten sign-ups per address in ten minutes.
  const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const statuses = [];
  for (let i = 0; i < 11; i++) {
    const api = i % 2 === 0 ? api1 : api2;
    const answer = await fetch(`${api}/api/v1/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ lead: { email: `limit-${i}-${word}@example.com` } }),
    });
    statuses.push(answer.status);
  }
  const limited = statuses.slice(0, 10).every((s) => s === 201) && statuses[10] === 429;
  record('rate limit counted across api-1 and api-2', null, limited, `statuses: ${statuses.join(' ')}`);

  // The sweeper: a committed e-mail nobody queued, and how many rounds the two workers ran. A
  // round holds its key for 0.9 of the interval, so a previous run's longer interval may hold
  // the first rounds back: wait for the first round of this run.
  await secondsUntil(async () => sweeperRounds() > 0, Date.now(), 90_000);
  const marker = `lost-${word}@example.com`;
  const database = new URL(process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/shigoto_cluster').pathname.slice(1);
  const inserted = spawnSync('mariadb', ['--protocol=socket', '-uroot', database, '-e',
    `INSERT INTO outbound_emails (dedupe_key, template, language, to_address, subject, text_body, attachment_file_ids, state, attempts, created_at, updated_at)
     VALUES ('scale-out-${word}', 'scale-out', 'en', '${marker}', 'Scale-out check', 'One copy only.', '[]', 'queued', 0, NOW() - INTERVAL 1 MINUTE, NOW() - INTERVAL 1 MINUTE)`]);
  if (inserted.status !== 0) throw new Error(`could not plant the e-mail: ${inserted.stderr}`);
  const roundsBefore = sweeperRounds();
  since = Date.now();
  const delivered = await secondsUntil(async () => copiesTo(marker) > 0, since, 20_000);
  await new Promise((resolve) => setTimeout(resolve, SWEEP_WATCH_SECONDS * 1000));
  const rounds = sweeperRounds() - roundsBefore;
  const watched = (Date.now() - since) / 1000;
  record('lost e-mail delivered by one sweep', delivered, delivered !== null && copiesTo(marker) === 1, `copies: ${copiesTo(marker)}`);
  // One round per interval across both workers: at most the seconds watched, plus one at each end.
  record('sweeper rounds across two workers', null, rounds > 0 && rounds <= Math.ceil(watched) + 1, `${rounds} rounds in ${watched.toFixed(1)} s`);
} finally {
  await cluster.stop();
  await mail.close();
}

function sweeperRounds() {
  return ['worker-1', 'worker-2'].reduce((sum, name) => sum + (cluster.logOf(name).match(/"msg":"sweeper round"/g)?.length ?? 0), 0);
}

function copiesTo(address) {
  return caughtMessages(mailDir).filter((message) => message.to.includes(address)).length;
}

console.log(`\n| check | seconds | result | detail |\n|---|---|---|---|`);
for (const row of rows) console.log(`| ${row.check} | ${row.seconds === null ? '-' : row.seconds.toFixed(2)} | ${row.ok ? 'ok' : 'FAILED'} | ${row.detail} |`);
const failed = rows.filter((row) => !row.ok).length;
console.log(failed ? `\n${failed} check(s) failed.` : `\nEvery check passed (limit ${LIMIT_SECONDS} s).`);
process.exit(failed ? 1 : 0);
