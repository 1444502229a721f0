// `npm start`: install what is missing, build, migrate and seed, then serve everything at
// http://localhost:3000 (the site; /api and /admin are rewritten to the API process).
// `npm run dev`: the same with reloading (next dev, tsx watch, vite build --watch).
import { randomBytes } from 'node:crypto';
import { API_NODE_OPTIONS, ensureBuilt, ensureInstalled, ROOT, run, service, waitForUrl } from './lib/processes.mjs';

const dev = process.argv.includes('--dev');
const sitePort = process.env.PORT || '3000';
const apiPort = process.env.API_PORT || '4000';
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  API_PORT: apiPort,
  API_INTERNAL_URL: process.env.API_INTERNAL_URL || `http://127.0.0.1:${apiPort}`,
  PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${sitePort}`,
  // The API tells the site which pages changed, signed with a secret they share (one per run
  // unless given: the site's page cache lives no longer than the run).
  SITE_INTERNAL_URL: process.env.SITE_INTERNAL_URL || `http://127.0.0.1:${sitePort}`,
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || randomBytes(32).toString('hex'),
};

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function supervise(child, name) {
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping Shigoto.`);
      stopAll(code || 1);
    }
  });
  return child;
}

async function main() {
  const started = Date.now();
  await ensureInstalled();
  if (!dev) await ensureBuilt();
  await run('node', ['--import', 'tsx', 'api/src/tasks.ts', 'setup'], { env });

  const apiArgs = [...API_NODE_OPTIONS, ...(dev ? ['--watch'] : []), 'api/src/server.ts'];
  supervise(service('api', 'node', apiArgs, { env }), 'The API');
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/healthz`);
  if (dev) supervise(service('console', `${ROOT}/node_modules/.bin/vite`, ['build', '--watch', '--mode', 'development'], { cwd: 'admin', env, quiet: true }), 'The console build');
  // Started directly (not through npx) so the PID is the server's own.
  const site = dev
    ? service('site', `${ROOT}/node_modules/.bin/next`, ['dev', '--turbopack', '-p', sitePort], { cwd: 'public-site', env })
    : service('site', 'node', ['server.mjs'], { cwd: 'public-site', env: { ...env, PORT: sitePort } });
  supervise(site, 'The site');
  await waitForUrl(`http://127.0.0.1:${sitePort}/`);
  console.log(`\nShigoto is running at http://localhost:${sitePort} (console: /admin, API: /api/v1) — ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops it.\n`);
}

main().catch((error) => {
  console.error(error.message ?? error);
  stopAll(1);
});
