// Building blocks for HTTP benchmarks: a bare node:http server as the yardstick, one measurement
// (wrk, or autocannon where wrk is not installed), and alternating phases (this VM's speed drifts by ±15–30 % within a minute, so
// phases measured one after another would fold the drift into their ratios; alternating them for
// a few rounds and taking medians absorbs it).
import { execFile, execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const SELF = fileURLToPath(import.meta.url);
const WRK_SCRIPT = fileURLToPath(new URL('./wrk.lua', import.meta.url));

/** Headers Node writes itself for each answer: copying them would send them twice or wrongly. */
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * A bare node:http server on 127.0.0.1 answering every request with exactly these bytes. It runs
 * in its own process, as the server it is compared with does: in the benchmark's process it would
 * share one event loop and one core with the load generator. `pid` lets `measure` read its CPU time.
 */
export function startBareServer({ status, headers, body }) {
  const child = fork(SELF, ['--bare-server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code}) before listening`)));
    child.once('message', ({ port }) => {
      child.removeAllListeners('exit');
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        close: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
    child.send({ status, headers, body });
  });
}

/** The bare server's own process: takes the answer over IPC and reports its port back. */
function serveBare() {
  process.once('message', ({ status, headers, body }) => {
    const kept = Object.entries(headers).filter(([name]) => !PER_CONNECTION_HEADERS.has(name.toLowerCase()));
    const bytes = Buffer.from(body);
    const server = createServer((_req, res) => {
      res.writeHead(status, kept);
      res.end(bytes);
    });
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
    process.once('SIGTERM', () => process.exit(0));
  });
}

/** CPU time a process has used so far, in µs (Linux /proc; null elsewhere). */
export function cpuTimeOf(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in 1/100 s.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

let wrkInstalled;

/** Whether wrk is installed (Debian: apt-get install wrk). */
export function hasWrk() {
  if (wrkInstalled === undefined) {
    try {
      execFileSync('wrk', ['--version'], { stdio: 'ignore' });
      wrkInstalled = true;
    } catch (error) {
      // wrk --version prints its version and exits 1; only a missing program is a missing wrk.
      wrkInstalled = error.code !== 'ENOENT';
    }
  }
  return wrkInstalled;
}

/**
 * One run of wrk (C, one thread) against `url`: requests answered, seconds, latency percentiles in
 * ms, errors (failed connections, reads and writes, timeouts and answers of 400 or more).
 * `scriptArgs` are wrk.lua's: a file of paths to request in turn, and how (see wrk.lua).
 * @param {string} url
 * @param {{ seconds: number; connections: number; scriptArgs?: string[] }} options
 * @returns {Promise<{ requests: number; seconds: number; p50: number; p99: number; errors: number }>}
 */
export async function runWrk(url, { seconds, connections, scriptArgs = [] }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', WRK_SCRIPT, url, ...(scriptArgs.length ? ['--', ...scriptArgs] : [])];
  const { stdout } = await promisify(execFile)('wrk', args);
  const line = stdout.split('\n').find((l) => l.startsWith('BENCH '));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
  return JSON.parse(line.slice('BENCH '.length));
}

/** The load generator `measure` uses unless told otherwise. */
export function defaultClient() {
  return hasWrk() ? 'wrk' : 'autocannon';
}

async function runAutocannon(url, { seconds, connections }) {
  const result = await autocannon({ url, connections, duration: seconds });
  return { requests: result.requests.total, seconds: result.duration, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * Loads `url` for `seconds` at `connections`: req/s and latency percentiles in ms. Given the
 * server's `pid`, also its CPU time per request in µs (`cpu`): its own cost, apart from the load
 * generator's and the minute's speed. Errors and answers of 400 or more are counted, so a failing
 * server cannot look fast.
 * With wrk where it is installed: on this 2-core VM autocannon (Node, one event loop) took about
 * half a core from the servers and was itself the limit of the fastest ones (a bare server sending
 * a 32 KB search answer ran at the API's own rate, ~14k req/s, under autocannon). `client`
 * chooses ('wrk' or 'autocannon').
 */
export async function measure(url, { seconds, connections, pid, client = defaultClient() } = {}) {
  const cpuBefore = pid ? cpuTimeOf(pid) : null;
  const result = await (client === 'wrk' ? runWrk : runAutocannon)(url, { seconds, connections });
  const cpuAfter = pid ? cpuTimeOf(pid) : null;
  const cpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests;
  return { rps: result.requests / result.seconds, p50: result.p50, p99: result.p99, cpu, errors: result.errors };
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Runs the phases ({ name: async () => figures }) one after another, `rounds` times over, and
 * returns each phase's median figures ({ name: { rps, p50, p99, … } }): every numeric figure a
 * phase reports gets its median (null figures are left out of it). `onRun(name, round, figures)`
 * sees each single run, e.g. to print it.
 */
export async function alternate(rounds, phases, { onRun } = {}) {
  const runs = Object.fromEntries(Object.keys(phases).map((name) => [name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const [name, phase] of Object.entries(phases)) {
      const figures = await phase();
      runs[name].push(figures);
      onRun?.(name, round, figures);
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => {
      const keys = Object.keys(list[0]).filter((key) => list.some((figures) => typeof figures[key] === 'number'));
      return [name, Object.fromEntries(keys.map((key) => [key, median(list.map((f) => f[key]).filter((v) => typeof v === 'number'))]))];
    }),
  );
}

if (process.argv[1] === SELF && process.argv[2] === '--bare-server') serveBare();
