// Simulated seekers and employers for the load and fault scripts, and the checks of what was
// stored afterwards. Each simulated user is a loop with its own keep-alive connections from its own
// loopback address (127.1.x.y), so the per-address rate limits see many visitors, not one.
// - seekers: home page, a job search with filters, a job page; some apply (by link or by e-mail
//   through the JSON form, or with a PDF resume), some sign up for the newsletter;
// - employers: their applicant list, a rating (state and star) of one of their applicants, a bulk
//   update of three, an edit of one of their jobs' titles.
// A write answered 5xx or not at all is sent once more after a moment, as a person does with a
// form that kept what they typed; the checks then prove the second send stored nothing twice.
import http from 'node:http';
import mysql from 'mysql2/promise';
import { DEMO } from '../../lib/demo-client.mjs';
import { caughtMessages } from '../../lib/mail-catcher.mjs';

export const EMPLOYER_SHARE = 0.15;
/** Marks this run's e-mail addresses, so the checks count only what this run submitted. */
export const RUN = Date.now().toString(36);
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A connection pool from its own loopback address: user `index` is 127.1.x.y. */
export function userAgent(index, network = 1) {
  return new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: `127.${network}.${Math.floor(index / 250)}.${(index % 250) + 1}` });
}

/** One request; resolves to { status, body, ms } (status 0 when the connection failed). */
export function send(base, agent, method, url, { headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = () => resolve({ status: 0, body: Buffer.alloc(0), ms: performance.now() - started });
    const request = http.request(`${base}${url}`, { method, agent, headers: { accept: 'application/json', ...headers } }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode, body: Buffer.concat(chunks), ms: performance.now() - started }));
      answer.on('error', failed);
    });
    request.on('error', failed);
    request.end(body);
  });
}

export const jsonBody = (value) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
export const parse = (answer) => {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return null;
  }
};
/** A request that failed: no answer (0) or a server error. */
const isFailure = (status) => status === 0 || status >= 500;
const failedOrServerError = (answer) => isFailure(answer.status);
/** How many of the counted statuses (status → count) are failures. */
export const failuresIn = (statuses) => [...statuses].filter(([status]) => isFailure(status)).reduce((sum, [, count]) => sum + count, 0);

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

/** Pages are what a visitor's browser loads; everything else is the API. */
const kindOf = (route) => (route.startsWith('GET ') && !route.includes('/api/') ? 'pages' : 'api');

/** What one phase of a run answered: statuses and times, for pages and for the API. */
export const emptyPhase = () => ({ pages: { statuses: new Map(), ms: [] }, api: { statuses: new Map(), ms: [] }, routeMs: new Map() });

/**
 * Per-route samples, per-phase status counts (the fault script names its phases), and what the
 * users were told was stored (checked against the database afterwards).
 */
export function createRecorder() {
  const routes = new Map();
  const phases = new Map();
  const recorder = {
    phase: 'load',
    accepted: { applications: new Set(), leads: new Set() },
    /** applicant id → the last { user_state, is_user_starred } an employer was answered 200 for. */
    ratings: new Map(),
    record(route, answer) {
      let samples = routes.get(route);
      if (!samples) routes.set(route, (samples = { ms: [], statuses: new Map(), firstRefusal: null }));
      if (answer.status >= 400 && !samples.firstRefusal) samples.firstRefusal = answer.body.toString('utf8').slice(0, 300);
      samples.ms.push(answer.ms);
      samples.statuses.set(answer.status, (samples.statuses.get(answer.status) ?? 0) + 1);
      let phase = phases.get(recorder.phase);
      if (!phase) phases.set(recorder.phase, (phase = emptyPhase()));
      const kind = phase[kindOf(route)];
      kind.statuses.set(answer.status, (kind.statuses.get(answer.status) ?? 0) + 1);
      kind.ms.push(answer.ms);
      if (!phase.routeMs.has(route)) phase.routeMs.set(route, []);
      phase.routeMs.get(route).push(answer.ms);
      return answer;
    },
    /** Sends a write; one answered 5xx or not at all is sent once more 1–2 s later. */
    async submit(route, attempt) {
      const first = recorder.record(route, await attempt());
      if (!failedOrServerError(first)) return first;
      await pause(1000 + Math.random() * 1000);
      return recorder.record(route, await attempt());
    },
    routes,
    phases,
  };
  return recorder;
}

export async function seekerLoop(base, index, world, recorder, running) {
  const agent = userAgent(index);
  let n = 0;
  while (running()) {
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
      const answer = await recorder.submit('POST /api/v1/applicants', () => send(base, agent, 'POST', '/api/v1/applicants', jsonBody({ applicant })));
      if (answer.status === 201 || answer.status === 200) recorder.accepted.applications.add(email);
    } else if (roll < 0.16) {
      const fields = Object.fromEntries(Object.entries(applicant).map(([key, value]) => [`applicant[${key}]`, String(value)]));
      const answer = await recorder.submit('POST /api/v1/system_applicants (resume)', () => send(base, agent, 'POST', '/api/v1/system_applicants', multipart(fields, { name: 'resume', filename: 'resume.pdf', bytes: RESUME })));
      if (answer.status === 201 || answer.status === 200) recorder.accepted.applications.add(email);
    } else if (roll < 0.21) {
      const answer = await recorder.submit('POST /api/v1/leads', () => send(base, agent, 'POST', '/api/v1/leads', jsonBody({ lead: { email } })));
      if (answer.status === 201) recorder.accepted.leads.add(email);
    }
    await pause(100 + Math.random() * 300);
  }
  agent.destroy();
}

async function signInEmployer(base, agent) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const token = parse(await send(base, agent, 'POST', '/api/v1/employer_sessions', jsonBody({ user: DEMO.employer })))?.meta?.access;
    if (token) return token;
    await pause(1000);
  }
  throw new Error('the demo employer could not sign in');
}

export async function employerLoop(base, index, slot, slots, world, recorder, running) {
  const agent = userAgent(index);
  const auth = { authorization: `Bearer ${await signInEmployer(base, agent)}` };
  const withAuth = (value) => ({ ...jsonBody(value), headers: { ...auth, 'content-type': 'application/json' } });
  // Each employer user rates and edits only its own share, so "as last set" is well defined.
  const mine = (list) => list.filter((_, i) => i % slots === slot);
  let n = 0;
  while (running()) {
    n++;
    const listed = recorder.record('GET /api/v1/employers/email_applicants', await send(base, agent, 'GET', '/api/v1/employers/email_applicants?page[size]=25', { headers: auth }));
    const ids = mine((parse(listed)?.data ?? []).map((resource) => Number(resource.id)));
    await pause(100 + Math.random() * 300);
    if (ids.length) {
      const id = pick(ids);
      const change = { user_state: pick(['user_state_good_fit', 'user_state_maybe', 'user_state_new']), is_user_starred: Math.random() < 0.5 };
      const rated = await recorder.submit('PUT /api/v1/employers/email_applicants/:id', () => send(base, agent, 'PUT', `/api/v1/employers/email_applicants/${id}`, withAuth({ email_applicant: change })));
      // A rating whose every answer failed may or may not have been stored: it is not "as last set".
      if (rated.status === 200) recorder.ratings.set(id, change);
      else if (failedOrServerError(rated)) recorder.ratings.delete(id);
    }
    if (ids.length >= 3 && n % 3 === 0) {
      const bulk = ids.slice(0, 3);
      const change = { user_state: pick(['user_state_good_fit', 'user_state_maybe']) };
      const updated = await recorder.submit('PUT /api/v1/employers/email_applicants/bulk_update', () => send(base, agent, 'PUT', '/api/v1/employers/email_applicants/bulk_update', withAuth({ ids: bulk, email_applicant: change })));
      if (updated.status === 200) for (const id of bulk) recorder.ratings.set(id, { ...(recorder.ratings.get(id) ?? {}), ...change });
      else if (failedOrServerError(updated)) for (const id of bulk) recorder.ratings.delete(id);
    }
    const jobs = mine(world.employerJobs);
    if (jobs.length && n % 8 === 0) {
      const job = pick(jobs);
      await recorder.submit('PUT /api/v1/employers/jobs/:slug', () => send(base, agent, 'PUT', `/api/v1/employers/jobs/${job.slug}`, withAuth({ job: { title: `${job.title} (${RUN}-${n})` } })));
    }
    await pause(200 + Math.random() * 400);
  }
  agent.destroy();
}

/** Runs `users` simulated users while `running()` says so: the first EMPLOYER_SHARE of them employers. */
export function runUsers(base, users, world, recorder, running) {
  const employers = Math.round(users * EMPLOYER_SHARE);
  return Promise.all(
    Array.from({ length: users }, (_, index) =>
      index < employers ? employerLoop(base, index, index, employers, world, recorder, running) : seekerLoop(base, index, world, recorder, running),
    ),
  );
}

/** The jobs and searches the users pick from, and the demo employer's jobs. */
export async function worldOf(base) {
  const agent = userAgent(0);
  const get = async (url, headers) => parse(await send(base, agent, 'GET', url, { headers }));
  const listed = await get('/api/v1/jobs?page[size]=50');
  const jobs = [];
  for (const resource of listed.data) {
    const detail = await get(`/api/v1/jobs/${resource.attributes.slug}`);
    const company = detail.included.find((included) => included.type === 'company');
    jobs.push({ id: Number(resource.id), companyId: Number(company.id), path: `/jobs/${company.attributes.slug}/${resource.attributes.slug}` });
  }
  const token = await signInEmployer(base, agent);
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

export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;
}

/** Requests, req/s, p50, p99 and failures (5xx or no answer) per route. */
export function summarize(recorder, seconds) {
  return [...recorder.routes].map(([route, samples]) => {
    const sorted = [...samples.ms].sort((a, b) => a - b);
    const errors = failuresIn(samples.statuses);
    return { route, requests: sorted.length, rps: sorted.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors, statuses: statusList(samples.statuses), firstRefusal: samples.firstRefusal };
  });
}

/** "200×12 422×3", lowest status first (0: no answer). */
export const statusList = (statuses) => [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');

export const number = (value, digits = 0) => (value == null ? '-' : value.toFixed(digits));

/** Prints the per-route table and returns the number of failed requests. */
export function printRoutes(rows, seconds) {
  console.log(`\n| route | requests | req/s | p50 ms | p99 ms | 5xx / failed | statuses |\n|---|---|---|---|---|---|---|`);
  for (const row of rows) console.log(`| ${row.route} | ${row.requests} | ${number(row.rps, 1)} | ${number(row.p50, 1)} | ${number(row.p99, 1)} | ${row.errors} | ${row.statuses} |`);
  for (const row of rows.filter((r) => r.firstRefusal)) console.log(`  first refusal on ${row.route}: ${row.firstRefusal}`);
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  console.log(`| all routes | ${total} | ${number(total / seconds, 1)} | | | ${errors} | |`);
  return errors;
}

export function printChecks(checks) {
  console.log(`\n| check | result | detail |\n|---|---|---|`);
  for (const check of checks) console.log(`| ${check.check} | ${check.ok ? 'ok' : 'FAILED'} | ${check.detail} |`);
}

/** Message-ID → how many copies the SMTP listener received. */
function receivedCopies(mailDir) {
  const received = new Map();
  for (const { messageId } of caughtMessages(mailDir)) if (messageId) received.set(messageId, (received.get(messageId) ?? 0) + 1);
  return received;
}

/**
 * What the users were answered against what the database and the SMTP listener hold: every
 * accepted application and sign-up stored exactly once, nothing of this run stored twice, every
 * rating as last set, every e-mail the database marks sent received (none lost), and none
 * received twice but one a killed worker cut off between the server taking it and the row saying
 * so (then sent again as the same message: one Message-ID). Newsletter copies are the fault
 * script's own check.
 */
export async function checkStored(databaseUrl, recorder, mailDir, since) {
  const db = await mysql.createConnection(databaseUrl);
  const checks = [];
  try {
    const counts = async (sql, emails) => {
      if (!emails.length) return new Map();
      const [rows] = await db.query(sql, [emails]);
      return new Map(rows.map((row) => [row.email, Number(row.n)]));
    };
    const twice = async (table) => {
      const [[{ extra }]] = await db.query(`SELECT COUNT(*) AS extra FROM (SELECT email FROM ${table} WHERE email LIKE ? GROUP BY email HAVING COUNT(*) > 1) AS twice`, [`load-${RUN}-%`]);
      return Number(extra);
    };
    const applications = [...recorder.accepted.applications];
    const applied = await counts('SELECT email, COUNT(*) AS n FROM applicants WHERE email IN (?) GROUP BY email', applications);
    const wrongApplications = applications.filter((email) => applied.get(email) !== 1);
    checks.push({ check: `accepted applications stored exactly once (${applications.length})`, ok: wrongApplications.length === 0, detail: wrongApplications.slice(0, 3).join(', ') });
    const applicationsTwice = await twice('applicants');
    checks.push({ check: 'no application stored twice', ok: applicationsTwice === 0, detail: `${applicationsTwice} twice` });
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
    if (applications.length) {
      // An application by e-mail is followed up (the employer's copy, the seeker's receipt) after its commit.
      const [[{ missing }]] = await db.query(
        `SELECT COUNT(*) AS missing FROM applicants a WHERE a.email IN (?) AND (a.followed_up_at IS NULL OR (
           EXISTS (SELECT 1 FROM email_applicants ea WHERE ea.applicant_id = a.id) AND
           NOT EXISTS (SELECT 1 FROM outbound_emails e WHERE e.dedupe_key = CONCAT('application:', a.id, ':receipt') AND e.state = 'sent')))`,
        [applications],
      );
      checks.push({ check: 'every accepted application followed up (by e-mail: the receipt sent)', ok: Number(missing) === 0, detail: `${missing} not` });
    }
    const [sent] = await db.query("SELECT message_id, template, attempts FROM outbound_emails WHERE state = 'sent' AND created_at >= ?", [since]);
    const [[{ waiting }]] = await db.query("SELECT COUNT(*) AS waiting FROM outbound_emails WHERE state <> 'sent' AND created_at >= ?", [since]);
    const received = receivedCopies(mailDir);
    const lost = sent.filter((row) => !received.get(row.message_id));
    checks.push({ check: `e-mails sent (${sent.length}) received by the SMTP listener, none lost`, ok: lost.length === 0 && sent.length > 0, detail: `${lost.length} lost; ${waiting} not sent yet` });
    const repeated = sent.filter((row) => row.template !== 'newsletter' && received.get(row.message_id) > 1);
    const unexplained = repeated.filter((row) => row.attempts < 2);
    checks.push({
      check: 'no e-mail received twice but one sent again after a killed worker cut off its attempt (same Message-ID)',
      ok: unexplained.length === 0,
      detail: `${repeated.length} received twice, ${unexplained.length} of them attempted once`,
    });
  } finally {
    await db.end();
  }
  return checks;
}

/** Resolves once every application of this run is followed up and no e-mail waits in the queue (or after `timeoutMs`). */
export async function waitForIdleQueue(databaseUrl, since, timeoutMs = 180_000) {
  const db = await mysql.createConnection(databaseUrl);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const [[{ waiting }]] = await db.query(
        "SELECT (SELECT COUNT(*) FROM outbound_emails WHERE state = 'queued' AND created_at >= ?) + (SELECT COUNT(*) FROM applicants WHERE followed_up_at IS NULL AND created_at >= ?) AS waiting",
        [since, since],
      );
      if (Number(waiting) === 0) return;
      await pause(1000);
    }
  } finally {
    await db.end();
  }
}
