// A bare Next.js page (bench/bare-next: a heading, a sentence, a link) built and served with the
// site's own Next.js: Lighthouse's baseline. Its score is what Next's runtime alone leaves on this
// machine, so the pages' scores can be read against it, as the request rates are read against a
// bare node:http server.
import path from 'node:path';
import { ROOT, run, service, waitForUrl } from '../../lib/processes.mjs';

const APP_DIR = 'scripts/bench/bare-next';
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const ENV = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/** Builds the page (about 10 s) and serves it on `port`; resolves to { url, close }. */
export async function startBareNext(port) {
  await run('node', [NEXT_BIN, 'build'], { cwd: APP_DIR, env: ENV, stdio: ['ignore', 'ignore', 'inherit'] });
  const child = service('bare-next', 'node', [NEXT_BIN, 'start', '--port', String(port)], { cwd: APP_DIR, env: ENV, quiet: true });
  const url = `http://127.0.0.1:${port}/`;
  await waitForUrl(url, 60_000);
  return { url, close: () => child.kill('SIGTERM') };
}
