// `npm test`: every workspace's typecheck and tests (lerna, one at a time: they share the test database), then
// the browser end-to-end suite against the real built site in Chromium. Integration tests use
// DATABASE_URL / REDIS_URL when set (CI: MariaDB + Redis), otherwise SQLite + the inline queue.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { API_NODE_OPTIONS, ensureBuilt, ensureInstalled, ROOT, run, service, waitForUrl } from './lib/processes.mjs';

const totals = { passed: 0, failed: 0 };

/**
 * How to stop what runs now (a test command with everything it started, the browser suite's
 * services). Stopped by its pid or by Ctrl-C, this script stops them too.
 */
const running = new Set();
for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]]) {
  process.once(signal, () => {
    for (const stop of running) stop();
    process.exit(code);
  });
}

/** Runs a test command, echoing its output and adding mocha's "N passing / N failing" to the totals. */
function runCounted(command, args, options = {}) {
  return new Promise((resolve) => {
    // A process group of its own: lerna does not pass a signal on to the test runs it started, so
    // stopping means signalling the whole group.
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    };
    running.add(stop);
    let output = '';
    const collect = (target) => (chunk) => {
      output += chunk;
      target.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('exit', (code) => {
      running.delete(stop);
      const count = (word) => [...output.matchAll(new RegExp(`(\\d+) ${word}`, 'g'))].reduce((sum, m) => sum + Number(m[1]), 0);
      totals.passed += count('passing');
      totals.failed += count('failing');
      if (code !== 0 && count('failing') === 0) totals.failed += 1; // a crash that reported nothing still fails
      resolve(code);
    });
  });
}

async function ensureChromium() {
  const root = process.getuid?.() === 0;
  // Japanese fonts so screenshots of the Japanese pages show text, not empty boxes (optional without root).
  const hasFonts = existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  if (existsSync('/usr/bin/chromium') && (hasFonts || !root)) return;
  if (!root) throw new Error('The end-to-end suite needs Chromium: apt-get install -y chromium fonts-noto-cjk');
  console.log('Installing Chromium for the end-to-end suite (apt-get install chromium fonts-noto-cjk)…');
  await run('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null']);
}

/** `--e2e-grep <pattern>`: only the browser tests whose titles match (e.g. one file's describe). */
function e2eGrep() {
  const at = process.argv.indexOf('--e2e-grep');
  return at === -1 ? [] : ['--grep', process.argv[at + 1]];
}

/** Runs `npm run worker`'s process and starts it again whenever it dies, until stopped. */
function superviseWorker(env, pidFile) {
  let child = null;
  let stopped = false;
  const start = () => {
    child = service('worker', 'node', ['--import', 'tsx', 'api/src/worker.ts'], { env });
    writeFileSync(pidFile, String(child.pid));
    child.on('exit', () => {
      if (!stopped) setTimeout(start, 300);
    });
  };
  start();
  return {
    stop() {
      stopped = true;
      child?.kill('SIGTERM');
    },
  };
}

async function endToEnd() {
  await ensureChromium();
  await ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shigoto-e2e-'));
  const sitePort = process.env.E2E_PORT || '3310';
  const apiPort = process.env.E2E_API_PORT || '4310';
  // E-mails go over real SMTP to a listener that keeps them as files for the tests to read.
  const mailDir = path.join(dataDir, 'mail');
  const mail = await startMailCatcher(mailDir);
  const env = {
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL || `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
    REDIS_URL: process.env.E2E_REDIS_URL || '',
    API_PORT: apiPort,
    API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
    PUBLIC_URL: `http://localhost:${sitePort}`,
    SITE_INTERNAL_URL: `http://127.0.0.1:${sitePort}`,
    REVALIDATE_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SMTP_URL: mail.url,
    // Beta access for the demo employer's company, the first the seeder creates.
    BETA_CODES: 'shigoto-beta:komorebi-ledger',
    // Job imports may read this site's own job pages (the only pages there are to import here).
    IMPORT_ALLOWED_HOSTS: 'localhost',
    // Newsletter sends of hundreds of e-mails finish in seconds; a claim left by a killed worker
    // counts as interrupted after 5 s (the local listener answers in milliseconds).
    NEWSLETTER_SEND_PER_SECOND: '100',
    NEWSLETTER_CLAIM_TIMEOUT_SECONDS: '5',
    // Work a killed worker left (its queue job is lost with it) is found by the sweeper: here it looks
    // every 5 s for work untouched for 20 s (in production every minute, after two), so the test
    // that kills the worker mid-send waits seconds, not minutes. Everything here takes milliseconds.
    SWEEP_INTERVAL_SECONDS: '5',
    SWEEP_GRACE_SECONDS: '20',
  };
  // With Redis the queued jobs run in a worker process of their own, as in production, which the
  // tests may kill (its pid is kept in a file): it is started again, like a process supervisor would.
  const workerPidFile = path.join(dataDir, 'worker.pid');
  if (env.REDIS_URL) env.RUN_WORKER_IN_PROCESS = '0';
  // The suite's Redis database is its own, like its SQL database: emptied first, so an earlier
  // run's queue jobs and rate-limit counters do not carry over. Bull keeps completed jobs, and a
  // kept "email-1" would stop the fresh database's first e-mail from being queued under that id.
  if (env.REDIS_URL) {
    const { default: Redis } = await import('ioredis');
    const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 });
    await redis.flushdb();
    redis.disconnect();
  }
  await run('node', ['--import', 'tsx', 'api/src/tasks.ts', 'seed', '--force'], { env });
  const api = service('api', 'node', [...API_NODE_OPTIONS, 'api/src/server.ts'], { env });
  const site = service('site', 'node', ['server.mjs'], { cwd: 'public-site', env: { ...env, PORT: sitePort }, quiet: true });
  const worker = env.REDIS_URL ? superviseWorker(env, workerPidFile) : null;
  const stopServices = () => {
    worker?.stop();
    api.kill('SIGTERM');
    site.kill('SIGTERM');
  };
  running.add(stopServices);
  try {
    await waitForUrl(`http://127.0.0.1:${apiPort}/api/healthz`);
    await waitForUrl(`http://127.0.0.1:${sitePort}/`);
    await runCounted(`${ROOT}/node_modules/.bin/mocha`, ['--config', 'scripts/e2e/.mocharc.json', ...e2eGrep()], {
      env: {
        BASE_URL: `http://localhost:${sitePort}`,
        E2E_MAIL_DIR: mailDir,
        BETA_CODES: env.BETA_CODES,
        E2E_DATABASE_URL: env.DATABASE_URL,
        E2E_WORKER_PID_FILE: worker ? workerPidFile : '',
      },
    });
  } finally {
    running.delete(stopServices);
    stopServices();
    await mail.close();
  }
}

async function main() {
  await ensureInstalled();
  // --no-e2e: workspace tests only; --only-e2e: the browser suite only (e.g. after a console change).
  if (!process.argv.includes('--only-e2e')) {
    // Type errors fail the run like a failing test (every workspace's `typecheck`).
    await runCounted(`${ROOT}/node_modules/.bin/lerna`, ['run', 'typecheck', '--stream'], {
      env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true', NX_TUI: 'false' },
    });
    await runCounted(`${ROOT}/node_modules/.bin/lerna`, ['run', 'test', '--concurrency', '1', '--stream', '--no-bail'], {
      env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true', NX_TUI: 'false' },
    });
  }
  if (!process.argv.includes('--no-e2e')) await endToEnd();
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error.message ?? error);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
