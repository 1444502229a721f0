// Load: simulated seekers and employers against the production topology on MariaDB + Redis
// (scripts/cluster/start.mjs: API, worker and site processes behind nginx, e-mail to a real SMTP
// listener). Each simulated user is a loop with its own keep-alive connections from its own
// loopback address (127.1.x.y), so the per-address rate limits see 200 visitors, not one.
// - seekers (85 %): home page, a job search with filters, a job page; some apply (by link or by
//   e-mail through the JSON form, or with a PDF resume), some sign up for the newsletter;
// - employers (15 %): their applicant list, a rating (state and star) of one of their applicants,
//   a bulk update of three, an edit of one of their jobs' titles.
// A bare node:http server is measured first by the same users, as the yardstick. Afterwards, once
// the queue is idle, it checks what was stored: every accepted application and sign-up exactly
// once, every rating as last set, every e-mail the database says it sent received exactly once.
// Prints one table per route (req/s, p50, p99, 5xx) and the checks; exits non-zero on a 5xx or a
// failed check.
//   npm run bench:load -- [--users 200] [--seconds 60] [--apis 1] [--sites 1] [--workers 1]
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';
import { startCluster } from '../cluster/start.mjs';
import { DEMO } from '../lib/demo-client.mjs';
import { startMailCatcher } from '../lib/mail-catcher.mjs';
import { startBareServer } from './lib/http-bench.mjs';

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
const EMPLOYER_SHARE = 0.15;
const RUN = Date.now().toString(36);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One simulated user's connection pool, from its own loopback address. */
function userAgent(index) {
  return new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}` });
}

/** One request; resolves to { status, body, ms } (status 0 when the connection failed). */
function send(base, agent, method, url, { headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(`${base}${url}`, { method, agent, headers: { accept: 'application/json', ...headers } }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode, body: Buffer.concat(chunks), ms: performance.now() - started }));
      answer.on('error', () => resolve({ status: 0, body: Buffer.alloc(0), ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ status: 0, body: Buffer.alloc(0), ms: performance.now() - started }));
    request.end(body);
  });
}

const jsonBody = (value) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
const parse = (answer) => {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return null;
  }
};

/** A multipart body with text fields and one PDF file. */
function multipart(fields, file) {
  const boundary = `----shigoto-load-${Math.random().toString(36).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: application/pdf\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat(parts) };
}

const RESUME = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Per-route samples, and what the users were told was stored (checked against the database afterwards). */
function createRecorder() {
  const routes = new Map();
  return {
    accepted: { applications: new Set(), leads: new Set() },
    /** applicant id → the last { user_state, is_user_starred } an employer was answered 200 for. */
    ratings: new Map(),
    record(route, answer) {
      let samples = routes.get(route);
      if (!samples) routes.set(route, (samples = { ms: [], statuses: new Map(), firstRefusal: null }));
      if (answer.status >= 400 && !samples.firstRefusal) samples.firstRefusal = answer.body.toString('utf8').slice(0, 300);
      samples.ms.push(answer.ms);
      samples.statuses.set(answer.status, (samples.statuses.get(answer.status) ?? 0) + 1);
      return answer;
    },
    routes,
  };
}

async function seekerLoop(base, index, world, recorder, until) {
  const agent = userAgent(index);
  let n = 0;
  while (Date.now() < until) {
    n++;
    recorder.record('GET /', await send(base, agent, 'GET', '/', { headers: { accept: 'text/html' } }));
    await pause(50 + Math.random() * 200);
    recorder.record('GET /jobs?filters', await send(base, agent, 'GET', pick(world.searches), { headers: { accept: 'text/html' } }));
    await pause(50 + Math.random() * 200);
    const job = pick(world.jobs);
    recorder.record('GET job page', await send(base, agent, 'GET', job.path, { headers: { accept: 'text/html' } }));
    const roll = Math.random();
    const email = `load-${RUN}-${index}-${n}@example.com`;
    const applicant = { job_id: job.id, company_id: job.companyId, name: `Load Seeker${index}`, email, message: 'I have built payment systems in Go for six years.', url: `https://github.com/load-seeker-${index}`, location_id: world.locationId, japanese_level_enum: 'japanese_level_business_level' };
    if (roll < 0.12) {
      const answer = recorder.record('POST /api/v1/applicants', await send(base, agent, 'POST', '/api/v1/applicants', jsonBody({ applicant })));
      if (answer.status === 201 || answer.status === 200) recorder.accepted.applications.add(email);
    } else if (roll < 0.16) {
      const fields = Object.fromEntries(Object.entries(applicant).map(([key, value]) => [`applicant[${key}]`, String(value)]));
      const answer = recorder.record('POST /api/v1/system_applicants (resume)', await send(base, agent, 'POST', '/api/v1/system_applicants', multipart(fields, { name: 'resume', filename: 'resume.pdf', bytes: RESUME })));
      if (answer.status === 201 || answer.status === 200) recorder.accepted.applications.add(email);
    } else if (roll < 0.21) {
      const answer = recorder.record('POST /api/v1/leads', await send(base, agent, 'POST', '/api/v1/leads', jsonBody({ lead: { email } })));
      if (answer.status === 201) recorder.accepted.leads.add(email);
    }
    await pause(100 + Math.random() * 300);
  }
  agent.destroy();
}

async function employerLoop(base, index, slot, slots, world, recorder, until) {
  const agent = userAgent(index);
  const signIn = parse(await send(base, agent, 'POST', '/api/v1/employer_sessions', jsonBody({ user: DEMO.employer })));
  const token = signIn?.meta?.access;
  if (!token) throw new Error('the demo employer could not sign in');
  const auth = { authorization: `Bearer ${token}` };
  // Each employer user rates and edits only its own share, so "as last set" is well defined.
  const mine = (list) => list.filter((_, i) => i % slots === slot);
  let n = 0;
  while (Date.now() < until) {
    n++;
    const listed = recorder.record('GET /api/v1/employers/email_applicants', await send(base, agent, 'GET', '/api/v1/employers/email_applicants?page[size]=25', { headers: auth }));
    const ids = mine((parse(listed)?.data ?? []).map((resource) => Number(resource.id)));
    await pause(100 + Math.random() * 300);
    if (ids.length) {
      const id = pick(ids);
      const change = { user_state: pick(['user_state_good_fit', 'user_state_maybe', 'user_state_new']), is_user_starred: Math.random() < 0.5 };
      const rated = recorder.record('PUT /api/v1/employers/email_applicants/:id', await send(base, agent, 'PUT', `/api/v1/employers/email_applicants/${id}`, { ...jsonBody({ email_applicant: change }), headers: { ...auth, 'content-type': 'application/json' } }));
      if (rated.status === 200) recorder.ratings.set(id, change);
    }
    if (ids.length >= 3 && n % 3 === 0) {
      const bulk = ids.slice(0, 3);
      const change = { user_state: pick(['user_state_good_fit', 'user_state_maybe']) };
      const updated = recorder.record('PUT /api/v1/employers/email_applicants/bulk_update', await send(base, agent, 'PUT', '/api/v1/employers/email_applicants/bulk_update', { ...jsonBody({ ids: bulk, email_applicant: change }), headers: { ...auth, 'content-type': 'application/json' } }));
      if (updated.status === 200) for (const id of bulk) recorder.ratings.set(id, { ...(recorder.ratings.get(id) ?? {}), ...change });
    }
    const jobs = mine(world.employerJobs);
    if (jobs.length && n % 8 === 0) {
      const job = pick(jobs);
      recorder.record('PUT /api/v1/employers/jobs/:slug', await send(base, agent, 'PUT', `/api/v1/employers/jobs/${job.slug}`, { ...jsonBody({ job: { title: `${job.title} (${RUN}-${n})` } }), headers: { ...auth, 'content-type': 'application/json' } }));
    }
    await pause(200 + Math.random() * 400);
  }
  agent.destroy();
}

/** The jobs and searches the users pick from, and the demo employer's jobs. */
async function worldOf(base) {
  const agent = userAgent(0);
  const get = async (url, headers) => parse(await send(base, agent, 'GET', url, { headers }));
  const listed = await get('/api/v1/jobs?page[size]=50');
  const jobs = [];
  for (const resource of listed.data) {
    const detail = await get(`/api/v1/jobs/${resource.attributes.slug}`);
    const company = detail.included.find((included) => included.type === 'company');
    jobs.push({ id: Number(resource.id), companyId: Number(company.id), path: `/jobs/${company.attributes.slug}/${resource.attributes.slug}` });
  }
  const signIn = parse(await send(base, agent, 'POST', '/api/v1/employer_sessions', jsonBody({ user: DEMO.employer })));
  const token = signIn?.meta?.access;
  const employerJobs = (await get('/api/v1/employers/jobs?page[size]=50', { authorization: `Bearer ${token}` })).data
    .filter((job) => job.attributes.published && job.attributes.status === 'open')
    .map((job) => ({ slug: job.attributes.slug, title: job.attributes.title }));
  // The demo employer's own jobs get applications too, so its applicant list fills as the run goes.
  const employerJobIds = new Set(jobs.filter((job) => employerJobs.some((own) => job.path.endsWith(`/${own.slug}`))).map((job) => job.id));
  const weighted = [...jobs, ...jobs.filter((job) => employerJobIds.has(job.id)).flatMap((job) => [job, job, job])];
  const locations = await get('/api/v1/locations');
  const searches = ['/jobs?japanese_level=not_required', '/jobs?remote_level=full_japan,full_worldwide', '/jobs?q=engineer', '/jobs?visa_sponsorship=true', '/jobs?salary_min=6000000', '/jobs?q=go&japanese_level=not_required', '/jobs?page=2'];
  agent.destroy();
  return { jobs: weighted, employerJobs, searches, locationId: Number(locations.data[0].id) };
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;
}

function summarize(recorder, seconds) {
  return [...recorder.routes].map(([route, samples]) => {
    const sorted = [...samples.ms].sort((a, b) => a - b);
    const errors = [...samples.statuses].filter(([status]) => status >= 500 || status === 0).reduce((sum, [, count]) => sum + count, 0);
    const statuses = [...samples.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    return { route, requests: sorted.length, rps: sorted.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors, statuses, firstRefusal: samples.firstRefusal };
  });
}

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

async function checkStored(databaseUrl, recorder, mailDir, since) {
  const db = await mysql.createConnection(databaseUrl);
  const checks = [];
  try {
    const counts = async (sql, emails) => {
      if (!emails.length) return new Map();
      const [rows] = await db.query(sql, [emails]);
      return new Map(rows.map((row) => [row.email, Number(row.n)]));
    };
    const applications = [...recorder.accepted.applications];
    const applied = await counts('SELECT email, COUNT(*) AS n FROM applicants WHERE email IN (?) GROUP BY email', applications);
    const wrongApplications = applications.filter((email) => applied.get(email) !== 1);
    checks.push({ check: `accepted applications stored exactly once (${applications.length})`, ok: wrongApplications.length === 0, detail: wrongApplications.slice(0, 3).join(', ') });
    const [[{ extra }]] = await db.query("SELECT COUNT(*) AS extra FROM (SELECT email FROM applicants WHERE email LIKE ? GROUP BY email HAVING COUNT(*) > 1) AS twice", [`load-${RUN}-%`]);
    checks.push({ check: 'no application stored twice', ok: Number(extra) === 0, detail: `${extra} twice` });
    const leads = [...recorder.accepted.leads];
    const signedUp = await counts('SELECT email, COUNT(*) AS n FROM leads WHERE email IN (?) GROUP BY email', leads);
    const wrongLeads = leads.filter((email) => signedUp.get(email) !== 1);
    checks.push({ check: `newsletter sign-ups stored exactly once (${leads.length})`, ok: wrongLeads.length === 0, detail: wrongLeads.slice(0, 3).join(', ') });
    const rated = [...recorder.ratings];
    let wrongRatings = 0;
    for (const [id, expected] of rated) {
      const [[row]] = await db.query('SELECT user_state, is_user_starred FROM email_applicants WHERE id = ?', [id]);
      if (row.user_state !== expected.user_state || ('is_user_starred' in expected && Boolean(row.is_user_starred) !== expected.is_user_starred)) wrongRatings++;
    }
    checks.push({ check: `ratings stored as last set (${rated.length} applicants)`, ok: wrongRatings === 0, detail: `${wrongRatings} differ` });
    const [sent] = await db.query("SELECT message_id FROM outbound_emails WHERE state = 'sent' AND created_at >= ?", [since]);
    const [[{ waiting }]] = await db.query("SELECT COUNT(*) AS waiting FROM outbound_emails WHERE state <> 'sent' AND created_at >= ?", [since]);
    const received = new Map();
    for (const name of readdirSync(mailDir).filter((file) => file.endsWith('.eml'))) {
      const id = readFileSync(path.join(mailDir, name), 'latin1').match(/^Message-ID:\s*(<[^>]+>)/im)?.[1];
      if (id) received.set(id, (received.get(id) ?? 0) + 1);
    }
    const notOnce = sent.filter((row) => received.get(row.message_id) !== 1);
    checks.push({ check: `e-mails sent (${sent.length}) received exactly once`, ok: notOnce.length === 0 && sent.length > 0, detail: `${notOnce.length} not once; ${waiting} not sent yet` });
  } finally {
    await db.end();
  }
  return checks;
}

async function waitForIdleQueue(databaseUrl, since, timeoutMs = 180_000) {
  const db = await mysql.createConnection(databaseUrl);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const [[{ queued }]] = await db.query("SELECT COUNT(*) AS queued FROM outbound_emails WHERE state = 'queued' AND created_at >= ?", [since]);
      if (Number(queued) === 0) return;
      await pause(1000);
    }
  } finally {
    await db.end();
  }
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
  const until = Date.now() + SECONDS * 1000;
  const employers = Math.round(USERS * EMPLOYER_SHARE);
  await Promise.all(
    Array.from({ length: USERS }, (_, index) =>
      index < employers ? employerLoop(cluster.url, index, index, employers, world, recorder, until) : seekerLoop(cluster.url, index, world, recorder, until),
    ),
  );
  const rows = summarize(recorder, SECONDS);
  await waitForIdleQueue(databaseUrl, since);
  const checks = await checkStored(databaseUrl, recorder, mailDir, since);

  const number = (value, digits = 0) => (value == null ? '-' : value.toFixed(digits));
  console.log(`\n| route | requests | req/s | p50 ms | p99 ms | 5xx / failed | statuses |\n|---|---|---|---|---|---|---|`);
  for (const row of rows) console.log(`| ${row.route} | ${row.requests} | ${number(row.rps, 1)} | ${number(row.p50, 1)} | ${number(row.p99, 1)} | ${row.errors} | ${row.statuses} |`);
  for (const row of rows.filter((r) => r.firstRefusal)) console.log(`  first refusal on ${row.route}: ${row.firstRefusal}`);
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  console.log(`| all routes | ${total} | ${number(total / SECONDS, 1)} | | | ${rows.reduce((sum, row) => sum + row.errors, 0)} | |`);
  console.log(`| bare node:http (same users, ${values['baseline-seconds']} s) | ${bare.requests} | ${number(bare.rps, 1)} | ${number(bare.p50, 1)} | ${number(bare.p99, 1)} | ${bare.errors} | |`);
  console.log(`\n| check | result | detail |\n|---|---|---|`);
  for (const check of checks) console.log(`| ${check.check} | ${check.ok ? 'ok' : 'FAILED'} | ${check.detail} |`);
  failed = rows.some((row) => row.errors > 0) || checks.some((check) => !check.ok);
} finally {
  await cluster.stop();
  await mail.close();
}
process.exit(failed ? 1 : 0);
