// Faults during load: the simulated seekers and employers of the load script run against the
// production topology (two API processes, a worker and a site process behind nginx) on a MariaDB
// and a Redis of this script's own, while it breaks things one after another (each fault lasts its
// time from its own start, however long the one before took under load; 30 s of steady load end it):
//   a newsletter send to every subscriber started, and the worker killed (SIGKILL) mid-send, then
//     started again;
//   Redis killed (SIGKILL) and started again 20 s later at the earliest — meanwhile one address signs up for the
//     newsletter again and again: the rate limit must still refuse it;
//   the SMTP listener down for 30 s;
//   MariaDB restarted (shut down and started again on the same data);
//   one API process killed (SIGKILL) with requests in flight, started again 10 s later.
// Afterwards, once the queue is idle: every accepted application and sign-up stored exactly once,
// every application followed up, every rating as last set, every e-mail the database marks sent
// received (a second copy only of one the worker kill cut off, as the same message), every
// subscriber given the newsletter as one message (after staff retry what the kill interrupted), and
// the pages answered throughout (a stale page is fine, an error page is not). Prints what each
// phase answered and the checks; exits non-zero when a check fails.
//   npm run chaos:faults -- [--users 200]      (needs nginx, redis-server and mariadbd)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';
import { startCluster } from '../cluster/start.mjs';
import { adminToken, json } from '../lib/demo-client.mjs';
import { caughtMessages, startMailCatcher } from '../lib/mail-catcher.mjs';
import { startPrivateMariaDB, startPrivateRedis } from '../lib/private-services.mjs';
import { RUN, checkStored, createRecorder, emptyPhase, failuresIn, jsonBody, number, pause, percentile, printChecks, printRoutes, runUsers, send, statusList, summarize, userAgent, waitForIdleQueue, worldOf } from '../bench/lib/load-users.mjs';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    subscribers: { type: 'string', default: '1000' },
    port: { type: 'string', default: '8095' },
    'smtp-port': { type: 'string', default: '8097' },
    'redis-port': { type: 'string', default: '6390' },
    'mariadb-port': { type: 'string', default: '3390' },
  },
});
const USERS = Number(values.users);
const SUBSCRIBERS = Number(values.subscribers);
/** The sign-up limit per address and window (leads): the probe while Redis is away goes past it. */
const SIGN_UP_LIMIT = 10;

const runDir = mkdtempSync(path.join(tmpdir(), 'shigoto-faults-'));
console.log(`Logs and data in ${runDir}`);
const redis = await startPrivateRedis({ port: Number(values['redis-port']), dir: path.join(runDir, 'redis') });
const mariadb = await startPrivateMariaDB({ port: Number(values['mariadb-port']), dir: path.join(runDir, 'mariadb'), database: 'shigoto_faults' });
const mailDir = path.join(runDir, 'mail');
const smtpPort = Number(values['smtp-port']);
let mail = await startMailCatcher(mailDir, { port: smtpPort });
const cluster = await startCluster({
  apis: 2,
  sites: 1,
  workers: 1,
  port: Number(values.port),
  runDir,
  databaseUrl: mariadb.url,
  redisUrl: redis.url,
  env: {
    api: { SMTP_URL: mail.url, LOG_LEVEL: 'warn' },
    // Shorter waits than production's, so that the run's e-mails settle within minutes: the
    // sweeper looks every 5 s at what waited 10 s, and a newsletter claim unconfirmed for 15 s
    // counts as interrupted.
    worker: { SMTP_URL: mail.url, LOG_LEVEL: 'warn', SWEEP_INTERVAL_SECONDS: '5', SWEEP_GRACE_SECONDS: '10', NEWSLETTER_SEND_PER_SECOND: '50', NEWSLETTER_CLAIM_TIMEOUT_SECONDS: '15' },
    site: { LOG_LEVEL: 'warn' },
  },
});
const databaseUrl = mariadb.url;
const checks = [];
const timeline = [];
let failed = true;

try {
  const world = await worldOf(cluster.url);
  const db = await mysql.createConnection(databaseUrl);
  await db.query(
    'INSERT INTO leads (email, include_tech_jobs, include_non_tech_jobs, language, source, created_at, updated_at) SELECT CONCAT(?, seq, ?), 1, 1, ?, ?, NOW(), NOW() FROM seq_1_to_' + SUBSCRIBERS,
    [`faults-${RUN}-`, '@example.com', 'en', 'faults'],
  );
  await db.end();
  const staff = await adminToken(cluster.url);
  const issue = await json(`${cluster.url}/admin/api/newsletters`, { method: 'POST', token: staff, body: { subject: `Faults ${RUN}`, body: 'One copy for every subscriber.', published: true } });
  const progress = () => json(`${cluster.url}/admin/api/newsletters/${issue.id}/send`, { token: staff });

  const since = new Date(Date.now() - 1000);
  const recorder = createRecorder();
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  let phaseStarted = started;
  /**
   * Waits until the current phase has lasted `second` seconds. Phases count from their own start,
   * not the run's: under load a step inside one (the sign-ups while Redis is away) can take a
   * minute, and a later fault must still last its time (the SMTP listener down for 30 s).
   */
  const untilPhaseHasLasted = (second) => pause(Math.max(0, phaseStarted + second * 1000 - Date.now()));
  /** Names the phase the requests from now on are counted in, on the timeline. */
  const phase = (name) => {
    if (timeline.length) timeline.at(-1).to = seconds();
    timeline.push({ name, from: seconds(), to: null, notes: [] });
    recorder.phase = timeline.length - 1;
    phaseStarted = Date.now();
  };
  const note = (text) => timeline.at(-1).notes.push(`${text} (${seconds().toFixed(1)} s)`);

  const rateLimitStatuses = [];
  let faultsDone = false;
  async function faults() {
    phase('steady');
    await untilPhaseHasLasted(5);
    phase('newsletter sending, worker killed');
    await json(`${cluster.url}/admin/api/newsletters/${issue.id}/send`, { method: 'POST', token: staff, body: { action: 'start' } });
    // Killed once the send is under way, so that the kill lands mid-send (at 15 s at the latest).
    let before = await progress();
    while (before.sent < 50 && seconds() < 15) {
      await pause(200);
      before = await progress();
    }
    await cluster.kill('worker-1');
    note(`killed at ${before.sent} of ${before.total} sent`);
    await pause(3000);
    await cluster.restart('worker-1');
    await untilPhaseHasLasted(15);
    phase('Redis killed');
    await redis.kill();
    await pause(2000);
    // One address past the limit, sign-up after sign-up, with nothing but each API process's memory to count in.
    const agent = userAgent(1, 2);
    for (let i = 0; i < SIGN_UP_LIMIT * 2 + 5; i++) {
      const answer = await send(cluster.url, agent, 'POST', '/api/v1/leads', jsonBody({ lead: { email: `load-${RUN}-limit-${i}@example.com` } }));
      rateLimitStatuses.push(answer.status);
      if (answer.status === 201) recorder.accepted.leads.add(`load-${RUN}-limit-${i}@example.com`);
    }
    agent.destroy();
    await untilPhaseHasLasted(20);
    await redis.start();
    phase('steady');
    await untilPhaseHasLasted(10);
    phase('SMTP down 30 s');
    await mail.close();
    await untilPhaseHasLasted(30);
    mail = await startMailCatcher(mailDir, { port: smtpPort });
    phase('steady');
    await untilPhaseHasLasted(10);
    phase('MariaDB restarting');
    const down = Date.now();
    await mariadb.restart();
    note(`back after ${((Date.now() - down) / 1000).toFixed(1)} s`);
    await pause(5000);
    phase('steady');
    await untilPhaseHasLasted(13);
    phase('api-2 killed');
    await cluster.kill('api-2');
    await pause(10_000);
    await cluster.restart('api-2');
    phase('steady');
    await untilPhaseHasLasted(30);
    faultsDone = true;
  }

  await Promise.all([faults(), runUsers(cluster.url, USERS, world, recorder, () => !faultsDone)]);
  timeline.at(-1).to = seconds();
  const elapsed = seconds();

  // Staff see what the killed worker left unconfirmed and send it again.
  const sendSettled = async () => {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      const state = await progress();
      if (state.state === 'done') return state;
      await pause(1000);
    }
    return progress();
  };
  const firstPass = await sendSettled();
  if (firstPass.failed > 0) await json(`${cluster.url}/admin/api/newsletters/${issue.id}/send`, { method: 'POST', token: staff, body: { action: 'retry_failed' } });
  const newsletter = firstPass.failed > 0 ? await sendSettled() : firstPass;
  await waitForIdleQueue(databaseUrl, since, 300_000);

  const rows = summarize(recorder, elapsed);
  printRoutes(rows, elapsed);
  console.log(`\n| phase | seconds | pages | pages p50 / p99 ms | API | API p50 / p99 ms | notes |\n|---|---|---|---|---|---|---|`);
  const answeredIn = (index) => recorder.phases.get(index) ?? emptyPhase();
  const failures = ({ statuses }) => failuresIn(statuses);
  const times = ({ ms }) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return `${number(percentile(sorted, 50))} / ${number(percentile(sorted, 99))}`;
  };
  timeline.forEach((entry, index) => {
    const { pages, api } = answeredIn(index);
    const p99 = (ms) => percentile([...ms].sort((a, b) => a - b), 99);
    const slowest = [...answeredIn(index).routeMs].map(([route, ms]) => ({ route, ms })).sort((a, b) => p99(b.ms) - p99(a.ms))[0];
    const notes = [...entry.notes, slowest ? `slowest: ${slowest.route} ${times(slowest)}` : ''].filter(Boolean);
    console.log(`| ${entry.name} | ${entry.from.toFixed(0)}–${entry.to.toFixed(0)} | ${statusList(pages.statuses)} | ${times(pages)} | ${statusList(api.statuses)} | ${times(api)} | ${notes.join('; ')} |`);
  });

  checks.push(...(await checkStored(databaseUrl, recorder, mailDir, since)));
  const pageFailures = timeline.reduce((sum, _, index) => sum + failures(answeredIn(index).pages), 0);
  checks.push({ check: 'the pages answered throughout (no 5xx, no refused connection)', ok: pageFailures === 0, detail: `${pageFailures} failed` });
  // Requests in flight when MariaDB went down or an API process was killed may fail; a person sends them again.
  const mayFail = new Set(['MariaDB restarting', 'api-2 killed']);
  const apiFailures = timeline.reduce((sum, entry, index) => sum + (mayFail.has(entry.name) ? 0 : failures(answeredIn(index).api)), 0);
  checks.push({ check: 'the API answered without 5xx outside the MariaDB restart and the killed process', ok: apiFailures === 0, detail: `${apiFailures} failed` });
  const systemErrors = timeline.reduce((sum, _, index) => sum + (answeredIn(index).api.statuses.get(500) ?? 0) + (answeredIn(index).pages.statuses.get(500) ?? 0), 0);
  checks.push({ check: 'no answer was the system error (500): a database away is 503 with Retry-After', ok: systemErrors === 0, detail: `${systemErrors} × 500` });
  const accepted = rateLimitStatuses.filter((status) => status === 201).length;
  checks.push({ check: 'while Redis was away, one address was refused sign-ups past the limit', ok: rateLimitStatuses.includes(429) && accepted <= SIGN_UP_LIMIT * 2, detail: statusList(rateLimitStatuses.reduce((map, status) => map.set(status, (map.get(status) ?? 0) + 1), new Map())) });
  // Per reader: the newsletter's copies and their Message-IDs (a copy sent again is the same message).
  const copies = new Map();
  const messages = new Map();
  for (const message of caughtMessages(mailDir).filter((m) => m.template === 'newsletter')) {
    for (const to of message.to) {
      copies.set(to, (copies.get(to) ?? 0) + 1);
      messages.set(to, (messages.get(to) ?? new Set()).add(message.messageId));
    }
  }
  const subscribers = await (async () => {
    const connection = await mysql.createConnection(databaseUrl);
    const [leads] = await connection.query('SELECT l.email FROM newsletter_deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.newsletter_id = ?', [issue.id]);
    await connection.end();
    return leads.map((lead) => lead.email);
  })();
  const missing = subscribers.filter((email) => !copies.has(email));
  const twoMessages = subscribers.filter((email) => messages.get(email)?.size > 1);
  const twice = subscribers.filter((email) => copies.get(email) > 1);
  checks.push({
    check: `newsletter: every subscriber (${newsletter.total}) received it, as one message`,
    ok: newsletter.state === 'done' && newsletter.sent === newsletter.total && subscribers.length === newsletter.total && missing.length === 0 && twoMessages.length === 0 && twice.length <= firstPass.failed,
    detail: `first pass ${firstPass.sent} sent, ${firstPass.failed} interrupted and retried by staff; ${missing.length} missing; ${twice.length} with a second copy of the same message`,
  });
  const stopped = cluster.names().filter((name) => !cluster.isRunning(name));
  checks.push({ check: 'every process running at the end', ok: stopped.length === 0, detail: stopped.join(', ') || 'all' });
  printChecks(checks);
  failed = checks.some((check) => !check.ok);
} finally {
  await cluster.stop();
  await mail.close();
  await redis.stop();
  await mariadb.stop();
}
process.exit(failed ? 1 : 0);
