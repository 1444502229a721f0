// Shigoto at production shape on one machine: several API processes, a separate worker and
// several site processes behind nginx, sharing MariaDB and Redis (docs/operations.md). This file is
// the process file: `topology()` says what runs, with which settings.
//   DATABASE_URL=mysql://… REDIS_URL=redis://… node scripts/cluster/start.mjs [--apis 2] [--sites 2] [--workers 1] [--port 8080]
// Without DATABASE_URL it uses mysql://root@127.0.0.1:3306/shigoto_cluster (created if missing);
// without REDIS_URL redis://127.0.0.1:6379/12. Logs and nginx's files go to a fresh directory it prints.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { API_NODE_OPTIONS, ROOT, ensureBuilt, run, waitForUrl } from '../lib/processes.mjs';

const DEFAULT_DATABASE_URL = 'mysql://root@127.0.0.1:3306/shigoto_cluster';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/12';

/**
 * What runs: `apis` API processes (no queue work: the worker does it), `workers` workers, `sites`
 * site processes, each on its own loopback port, and the settings they share.
 */
export function topology({ apis = 2, sites = 2, workers = 1, port = 8080, databaseUrl, redisUrl, runDir }) {
  const internalPort = port + 1;
  const shared = {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    REVALIDATE_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://localhost:${port}`,
    // nginx is the one hop in front of every process.
    TRUST_PROXY: '1',
    API_INTERNAL_URL: `http://127.0.0.1:${internalPort}`,
    SITE_INTERNAL_URL: `http://127.0.0.1:${internalPort}`,
    RUN_WORKER_IN_PROCESS: '0',
    STORAGE_DIR: path.join(runDir, 'files'),
    LOG_LEVEL: 'info',
  };
  const processes = [];
  for (let i = 1; i <= apis; i++) {
    processes.push({ name: `api-${i}`, kind: 'api', port: 4500 + i, command: 'node', args: [...API_NODE_OPTIONS, 'api/src/server.ts'], env: { API_PORT: String(4500 + i) }, ready: '/api/readyz' });
  }
  for (let i = 1; i <= workers; i++) {
    processes.push({ name: `worker-${i}`, kind: 'worker', command: 'node', args: ['--import', 'tsx', 'api/src/worker.ts'], env: {} });
  }
  for (let i = 1; i <= sites; i++) {
    processes.push({ name: `site-${i}`, kind: 'site', port: 3500 + i, command: 'node', args: ['server.mjs'], cwd: 'public-site', env: { PORT: String(3500 + i) }, ready: '/' });
  }
  return { port, internalPort, shared, processes };
}

/** nginx's configuration for a topology, from deploy/nginx.conf.template. */
export function nginxConfig({ port, internalPort, processes }, runDir) {
  const servers = (kind) => processes.filter((p) => p.kind === kind).map((p) => `    server 127.0.0.1:${p.port} max_fails=1 fail_timeout=2s;`).join('\n');
  const values = { RUN_DIR: runDir, PUBLIC_PORT: String(port), INTERNAL_PORT: String(internalPort), API_SERVERS: servers('api'), SITE_SERVERS: servers('site') };
  return readFileSync(path.join(ROOT, 'deploy/nginx.conf.template'), 'utf8').replace(/\$\{([A-Z_]+)\}/g, (_, name) => values[name]);
}

/** Creates the MariaDB database named in the URL when it does not exist (local root access). */
async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const result = spawnSync('mariadb', ['--protocol=socket', '-uroot', '-e', `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`]);
  if (result.status !== 0) console.warn(`Could not create database ${name} (${result.stderr}); assuming it exists.`);
}

/**
 * Starts everything and resolves when nginx answers for every process. The result can stop,
 * kill and restart single processes (the chaos scripts do).
 */
export async function startCluster(options = {}) {
  if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  const runDir = options.runDir ?? mkdtempSync(path.join(tmpdir(), 'shigoto-cluster-'));
  for (const dir of ['files', 'nginx-body', 'nginx-proxy', 'nginx-fastcgi', 'nginx-uwsgi', 'nginx-scgi']) mkdirSync(path.join(runDir, dir), { recursive: true, mode: 0o777 });
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const plan = topology({ ...options, databaseUrl, redisUrl, runDir });
  await ensureBuilt();
  if (!process.env.DATABASE_URL && !options.databaseUrl) await ensureDatabase(databaseUrl);
  // Migrations and demo data once, before any process starts (docs/operations.md: migrations).
  await run('node', ['--import', 'tsx', 'api/src/tasks.ts', 'setup'], { env: { ...plan.shared, NODE_ENV: 'development' } });

  const running = new Map();
  function launch(spec) {
    const log = createWriteStream(path.join(runDir, `${spec.name}.log`), { flags: 'a' });
    const child = spawn(spec.command, spec.args, {
      cwd: path.resolve(ROOT, spec.cwd ?? '.'),
      env: { ...process.env, ...plan.shared, ...spec.env, ...options.env?.[spec.kind] },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    running.set(spec.name, { spec, child });
    return child;
  }
  async function ready(spec) {
    if (spec.ready) await waitForUrl(`http://127.0.0.1:${spec.port}${spec.ready}`, 180_000);
  }

  for (const spec of plan.processes.filter((p) => p.kind === 'api' || p.kind === 'worker')) launch(spec);
  await Promise.all(plan.processes.filter((p) => p.kind === 'api').map(ready));
  for (const spec of plan.processes.filter((p) => p.kind === 'site')) launch(spec);
  await Promise.all(plan.processes.filter((p) => p.kind === 'site').map(ready));

  const configFile = path.join(runDir, 'nginx.conf');
  // However the script that started the cluster ends (a crash included), the cluster ends with it:
  // processes left behind would hold the ports of the next run.
  process.once('exit', () => {
    for (const { child } of running.values()) child.kill('SIGKILL');
    spawnSync('nginx', ['-c', configFile, '-p', runDir, '-s', 'quit']);
  });
  writeFileSync(configFile, nginxConfig(plan, runDir));
  await run('nginx', ['-c', configFile, '-p', runDir]);
  await waitForUrl(`http://127.0.0.1:${plan.port}/api/readyz`);

  const exited = (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
  return {
    runDir,
    plan,
    url: `http://127.0.0.1:${plan.port}`,
    /** A process's own address (to ask one process directly, past nginx). */
    urlOf: (name) => `http://127.0.0.1:${running.get(name).spec.port}`,
    logOf: (name) => readFileSync(path.join(runDir, `${name}.log`), 'utf8'),
    names: () => [...running.keys()],
    isRunning(name) {
      const { child } = running.get(name);
      return child.exitCode === null && child.signalCode === null;
    },
    async kill(name, signal = 'SIGKILL') {
      const { child } = running.get(name);
      child.kill(signal);
      await exited(child);
    },
    async restart(name) {
      const { spec, child } = running.get(name);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
      launch(spec);
      await ready(spec);
    },
    async stop() {
      spawnSync('nginx', ['-c', configFile, '-p', runDir, '-s', 'quit']);
      await Promise.all(
        [...running.values()].map(({ child }) => {
          child.kill('SIGTERM');
          return exited(child);
        }),
      );
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      apis: { type: 'string', default: '2' },
      sites: { type: 'string', default: '2' },
      workers: { type: 'string', default: '1' },
      port: { type: 'string', default: '8080' },
    },
  });
  const cluster = await startCluster({ apis: Number(values.apis), sites: Number(values.sites), workers: Number(values.workers), port: Number(values.port) });
  console.log(`\nShigoto (${cluster.names().join(', ')}, nginx) is running at http://localhost:${values.port}; logs in ${cluster.runDir}. Ctrl-C stops it.\n`);
  const stop = () => cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
