// Small process helpers shared by start.mjs and test.mjs (plain Node: they run before npm ci).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Node's options for the API server, wherever it runs (npm start, the e2e tests, the search bench;
 * api's own `npm start`, for running the API alone, repeats them).
 * A 32 MB semi-space instead of V8's 16 MB: with 100k jobs in memory each scavenge of the young
 * generation costs ~3.5 ms however little survives, and halving their number gave the search mix
 * 18 % more req/s and a lower p99 at 100k (paired A/B, search bench); at 10k it changes nothing.
 * No allocation-site pretenuring: V8 marks an allocation site "old" when its objects survived
 * scavenges once, e.g. requests queued behind the first seconds' compilation, and from then on
 * allocates every request's IncomingMessage, headers and answer parts straight into the old
 * generation, where they die: the old generation grew 2.3–3.2 MB/s under the search mix, and each
 * mark-compact that follows stalls requests for 25–60 ms. Without it, 0.5–0.9 MB/s and 7–16 %
 * more searches a second (paired A/B at 10k, search bench).
 */
export const API_NODE_OPTIONS = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring', '--import', 'tsx'];

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, cwd: path.resolve(ROOT, options.cwd ?? '.'), env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Starts a long-running service; its output is prefixed so the two logs stay readable. */
export function service(name, command, args, options = {}) {
  const child = spawn(command, args, {
    ...options,
    cwd: path.resolve(ROOT, options.cwd ?? '.'),
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) target.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, options.quiet ? devNull : process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

const devNull = { write() {} };

export async function waitForUrl(url, timeoutMs = 120_000, intervalMs = 300) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Newest modification time (ms) of the files under the given paths, skipping build output. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (!['node_modules', '.next', 'dist'].includes(entry)) visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(path.join(ROOT, p));
  return newest;
}

/** Whether a build output is missing or older than its sources. */
export function isStale(output, sources) {
  const file = path.join(ROOT, output);
  return !existsSync(file) || statSync(file).mtimeMs < newestMtime(sources);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(path.join(ROOT, 'package-lock.json')).mtimeMs) return;
  console.log('Installing dependencies (npm ci; the first run builds sqlite3 from source, about 2 minutes)…');
  await run('npm', ['ci', '--no-audit', '--no-fund']);
}

export const SITE_SOURCES = ['public-site/src', 'public-site/next.config.ts', 'public-site/package.json', 'db/src/enums.ts'];
export const CONSOLE_SOURCES = ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'admin/package.json', 'db/src/enums.ts'];

/** Builds the public site and the console when their sources changed since the last build. */
export async function ensureBuilt({ force = false } = {}) {
  const env = { NEXT_TELEMETRY_DISABLED: '1' };
  if (force || isStale('admin/dist/index.html', CONSOLE_SOURCES)) {
    console.log('Building the staff console…');
    await run('npm', ['run', 'build', '-w', 'admin'], { env });
  }
  if (force || isStale('public-site/.next/BUILD_ID', SITE_SOURCES)) {
    console.log('Building the public site…');
    await run('npm', ['run', 'build', '-w', 'public-site'], { env });
  }
}
