// A Redis and a MariaDB of the fault script's own, in a scratch directory on their own ports, so
// that killing and restarting them disturbs nothing else on the machine (the machine's own
// MariaDB and Redis serve the tests and other work).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import mysql from 'mysql2/promise';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process that can be killed and started again with the same command. */
function restartable(name, command, args, logFile) {
  let child = null;
  const log = createWriteStream(logFile, { flags: 'a' });
  // Whatever way the script ends, its services end with it.
  process.once('exit', () => child?.kill('SIGKILL'));
  const exited = () => new Promise((resolve) => (!child || child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
  return {
    start() {
      child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      child.once('error', (error) => log.write(`${name}: ${error.message}\n`));
    },
    async stop(signal) {
      child?.kill(signal);
      await exited();
    },
  };
}

async function until(ready, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
    await pause(200);
  }
}

/** redis-server on `port`, keeping nothing on disk (as production's queue and caches may not). */
export async function startPrivateRedis({ port, dir }) {
  mkdirSync(dir, { recursive: true });
  const server = restartable('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], path.join(dir, 'redis.log'));
  const ready = () => until(async () => spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() === 'PONG', 'redis-server');
  server.start();
  await ready();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    /** SIGKILL: whatever was in memory is gone. */
    kill: () => server.stop('SIGKILL'),
    async start() {
      server.start();
      await ready();
    },
    stop: () => server.stop('SIGTERM'),
  };
}

/**
 * mariadbd on `port` with a fresh data directory, a database and a user for Shigoto. `restart()`
 * shuts it down as an operator's restart does (SIGTERM: connections are cut, committed
 * transactions are on disk) and starts it again on the same data.
 */
export async function startPrivateMariaDB({ port, dir, database = 'shigoto' }) {
  const dataDir = path.join(dir, 'data');
  const socket = path.join(dir, 'mariadb.sock');
  mkdirSync(dataDir, { recursive: true });
  const installed = spawnSync('mariadb-install-db', ['--no-defaults', `--datadir=${dataDir}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'], { encoding: 'utf8' });
  if (installed.status !== 0) throw new Error(`mariadb-install-db failed: ${installed.stderr}`);
  const server = restartable('mariadb', 'mariadbd', [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--socket=${socket}`,
    `--pid-file=${path.join(dir, 'mariadb.pid')}`,
    '--user=root',
    '--max-connections=500',
    '--innodb-buffer-pool-size=256M',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_unicode_ci',
  ], path.join(dir, 'mariadb.log'));
  const password = 'faults';
  const url = `mysql://shigoto:${password}@127.0.0.1:${port}/${database}`;
  const ready = () =>
    until(async () => {
      const connection = await mysql.createConnection({ socketPath: socket, user: 'root' });
      await connection.end();
      return true;
    }, 'mariadbd');
  server.start();
  await ready();
  const root = await mysql.createConnection({ socketPath: socket, user: 'root' });
  await root.query(`CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await root.query(`CREATE USER IF NOT EXISTS 'shigoto'@'127.0.0.1' IDENTIFIED BY '${password}'`);
  await root.query(`GRANT ALL ON \`${database}\`.* TO 'shigoto'@'127.0.0.1'`);
  await root.end();
  return {
    url,
    async restart() {
      await server.stop('SIGTERM');
      server.start();
      await ready();
    },
    stop: () => server.stop('SIGTERM'),
  };
}
