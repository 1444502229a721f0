// The API's own stack: GET /api/healthz against a bare node:http server sending the same bytes
// (status, headers, body copied from one healthz answer). What healthz costs beyond the bare server
// is what every request pays before its handler: the request log and id, security headers, body
// parsing, authentication, the router. Target: healthz at least 0.6× the bare server's req/s.
// The API runs as in production (its Node options, info logging, in-process worker) on a fresh,
// migrated SQLite database; the two phases alternate and the medians are reported.
//   npm run bench:api -- --seconds 5 --rounds 3 --connections 50
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_NODE_OPTIONS, ROOT, run, waitForUrl } from '../lib/processes.mjs';
import { alternate, defaultClient, measure, startBareServer } from './lib/http-bench.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '4610' },
    // Extra Node options for the API, e.g. --node-option=--cpu-prof to profile it under this load.
    'node-option': { type: 'string', multiple: true, default: [] },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const healthz = `http://127.0.0.1:${values.port}/api/healthz`;

function print(name, figures) {
  const cpu = figures.cpu == null ? '   -' : figures.cpu.toFixed(0).padStart(4);
  console.log(`  ${name.padEnd(22)} ${figures.rps.toFixed(0).padStart(7)} req/s   p50 ${figures.p50.toFixed(1).padStart(5)} ms   p99 ${figures.p99.toFixed(1).padStart(5)} ms   server CPU ${cpu} µs/req   errors ${figures.errors}`);
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shigoto-bench-api-'));
  const env = { DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`, DATA_DIR: dir, API_PORT: values.port, REDIS_URL: '' };
  await run('node', ['--import', 'tsx', 'api/src/tasks.ts', 'migrate'], { env });
  // Its log lines (info: one per request, healthz's left out) are written, as in production, and dropped here.
  const api = spawn('node', [...API_NODE_OPTIONS, ...values['node-option'], 'api/src/server.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const apiExit = new Promise((resolve) => api.once('exit', resolve));
  let bare;
  try {
    await waitForUrl(healthz);
    const answer = await fetch(healthz);
    bare = await startBareServer({ status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() });
    console.log(`healthz answers ${answer.status} with ${[...answer.headers.keys()].length} headers; the bare server sends the same bytes.`);
    // Warm both: the first seconds compile the hot code.
    await measure(healthz, { seconds: 2, connections });
    await measure(bare.url, { seconds: 2, connections });
    const medians = await alternate(
      Number(values.rounds),
      {
        healthz: () => measure(healthz, { seconds, connections, pid: api.pid }),
        bare: () => measure(bare.url, { seconds, connections, pid: bare.pid }),
      },
      { onRun: (name, round, figures) => print(`${name} #${round}`, figures) },
    );
    console.log(`\n## Medians of ${values.rounds} rounds, ${seconds} s each, ${defaultClient()} at ${connections} connections`);
    print('healthz', medians.healthz);
    print('bare node:http', medians.bare);
    console.log(`  healthz ÷ bare: ${(medians.healthz.rps / medians.bare.rps).toFixed(2)}× req/s (target ≥ 0.6)`);
  } finally {
    await bare?.close();
    api.kill('SIGTERM');
    await apiExit;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
