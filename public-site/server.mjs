// Serves the built site as `next start` does, with three differences:
// - Who the visitor is. `next start` sets X-Forwarded-For only when the client sent none and passes
//   a client's own header on to the API as is, so anyone could choose the address the API
//   rate-limits (seen: twelve newsletter sign-ups in a row through :3000, each with a made-up
//   header, where the limit is ten). Here, when the site is the edge, X-Forwarded-For, -Proto and
//   -Host are what this server sees; with TRUST_PROXY=1 a reverse proxy in front of the site sets
//   them, and they pass through.
// - The API, its uploaded files and the staff console (/api/…, /files/…, /admin…) are streamed to
//   the API process without passing through Next: bodies flow both ways as they come, nothing is
//   rendered, and no answer names the API's internal address.
// - Security headers on every answer; pages get their own Content-Security-Policy from src/proxy.ts.
// - Public pages are served from the page cache (server/page-cache.mjs), rendered once for everyone
//   and rendered anew when the API posts news of a change to /_shigoto/revalidate (server/revalidation.mjs).
// - Next itself runs in a child process (server/renderer.mjs), so renderings do not hold back what
//   this process answers from memory or streams to the API.
//   node server.mjs            (settings: server/site-config.mjs)
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createApiAnswerCache } from './server/api-answer-cache.mjs';
import { forward, upstreamAgent } from './server/forward.mjs';
import { createPageCache, isKeptRequest, withPageTags } from './server/page-cache.mjs';
import { REVALIDATION_PATH } from '@shigoto/db/page-tags';
import { createRevalidationBus, handleRevalidation } from './server/revalidation.mjs';
import { readSiteConfig } from './server/site-config.mjs';
import { PAGE_CACHE_USER_AGENT, PAGE_FILL_HEADER, RENDER_ID_HEADER } from './src/lib/page-tags.mjs';

let config;
try {
  config = readSiteConfig();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { port, behindProxy, apiOrigin } = config;
const API_PATHS = /^\/(api|files)\/|^\/admin(\/|\?|$)/;
/** The API's list and search answers are tens of KB: this keeps several hundred. */
const API_ANSWER_CACHE_BYTES = 16 * 1024 * 1024;

const renderer = await startRenderer();
const pageCache = config.revalidateSecret
  ? createPageCache({ render: renderForCache, maxBytes: config.pageCacheBytes, maxAgeMs: config.pageCacheMaxAgeMs, onError: reportError })
  : null;
if (!pageCache) console.warn('Pages are not cached: REVALIDATE_SECRET is not set (the API signs its news of changed pages with it).');
// Kept only where news of changes arrives, like the pages.
const apiAnswers = pageCache ? createApiAnswerCache({ maxBytes: API_ANSWER_CACHE_BYTES }) : null;
const revalidationBus = pageCache
  ? await createRevalidationBus({
      redisUrl: config.redisUrl,
      invalidate: (tags) => {
        pageCache.invalidate(tags);
        apiAnswers.invalidate();
      },
      invalidateAll: () => {
        pageCache.clear();
        apiAnswers.invalidate();
      },
      onError: reportError,
    })
  : null;

const server = http
  .createServer((req, res) => {
    setForwardedHeaders(req);
    setSecurityHeaders(req, res);
    if (API_PATHS.test(req.url)) return proxyToApi(req, res);
    if (req.url === REVALIDATION_PATH) return handleRevalidation(req, res, { secret: config.revalidateSecret, publish: revalidationBus ? revalidationBus.publish : async () => {} });
    // Only this server may ask for a rendering for the cache.
    delete req.headers[PAGE_FILL_HEADER];
    delete req.headers[RENDER_ID_HEADER];
    if (pageCache && isKeptRequest(req)) return servePage(req, res);
    renderForVisitor(req, res);
  })
  .listen(port, () => console.log(`✓ Ready on http://localhost:${port}`));

function renderForVisitor(req, res) {
  forward(req, res, renderer.origin, renderer.agent, RENDERER_DOWN);
}

async function servePage(req, res) {
  try {
    if (await pageCache.serve(req, res)) return;
  } catch (error) {
    reportError(error);
    if (res.headersSent) return res.destroy();
  }
  renderForVisitor(req, res);
}

/**
 * Next in a child process on a loopback port, started again if it stops. Its pages' tags come back
 * over the IPC channel, by render id.
 */
async function startRenderer() {
  const state = { origin: null, agent: upstreamAgent(), tags: new Map(), child: null, stopping: false };
  const launch = () =>
    new Promise((resolve, reject) => {
      const child = fork(new URL('./server/renderer.mjs', import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      state.child = child;
      child.on('message', (message) => {
        if (message?.type === 'ready') {
          state.origin = new URL(`http://127.0.0.1:${message.port}`);
          resolve();
        } else if (message?.type === 'page-tags') {
          state.tags.get(message.renderId)?.(message.tags);
        }
      });
      child.once('exit', (code, signal) => {
        if (state.stopping) return;
        reject(new Error(`the renderer stopped before it was ready (${signal ?? `exit ${code}`})`));
        reportError(new Error(`the renderer stopped (${signal ?? `exit ${code}`}); starting it again`));
        setTimeout(() => launch().catch(reportError), 1000);
      });
    });
  await launch();
  return state;
}

/** How long the tags of a finished rendering may take to arrive over IPC, from the page's last byte. */
const TAGS_TIMEOUT_MS = 5_000;
/** A rendering still unfinished after this long is given up (its visitors get the stale copy or an error). */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * The page as any visitor would get it — no cookies, no credentials, nothing of the visitor but the
 * address — asked of the renderer and read whole, with the tags its API calls noted.
 */
function renderForCache(req) {
  const renderId = randomUUID();
  const tags = new Promise((resolve) => renderer.tags.set(renderId, (noted) => resolve(new Set(noted))));
  const page = new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: renderer.origin.hostname,
        port: renderer.origin.port,
        path: req.url,
        method: 'GET',
        agent: renderer.agent,
        headers: {
          host: req.headers.host ?? `localhost:${port}`,
          'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
          'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
          'x-forwarded-for': '127.0.0.1',
          accept: 'text/html',
          'accept-encoding': 'identity',
          'user-agent': PAGE_CACHE_USER_AGENT,
          [PAGE_FILL_HEADER]: '1',
          [RENDER_ID_HEADER]: renderId,
        },
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      },
    );
    request.setTimeout(RENDER_TIMEOUT_MS, () => request.destroy(new Error(`the rendering of ${req.url} took over ${RENDER_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end();
  });
  return withPageTags(page, tags, { timeoutMs: TAGS_TIMEOUT_MS, url: req.url }).finally(() => renderer.tags.delete(renderId));
}

function reportError(error) {
  console.error(JSON.stringify({ level: 50, service: 'shigoto-site', msg: error instanceof Error ? error.stack : String(error) }));
}

function setForwardedHeaders(req) {
  if (behindProxy) return;
  if (req.socket.remoteAddress) req.headers['x-forwarded-for'] = req.socket.remoteAddress;
  req.headers['x-forwarded-proto'] = 'http';
  if (req.headers.host) req.headers['x-forwarded-host'] = req.headers.host;
}

// What no document may do: run, load or be framed. Pages replace it with their own policy
// (src/proxy.ts), the API's answers with the API's.
const BASELINE_POLICY = "default-src 'none'; frame-ancestors 'none'";

function setSecurityHeaders(req, res) {
  res.setHeader('Content-Security-Policy', BASELINE_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  // Only a proxy in front can say the visitor came over HTTPS; one who came over HTTP must not be
  // told to switch.
  if (behindProxy && req.headers['x-forwarded-proto']?.split(',')[0].trim() === 'https') {
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}

const apiAgent = upstreamAgent(apiOrigin.protocol);
// The API's error shapes: a JSON:API error document, or for the staff console react-admin's list.
const API_DOWN_BODY = JSON.stringify({ errors: [{ status: '502', title: 'Bad Gateway', detail: 'System error occurred' }] });
const CONSOLE_API_DOWN_BODY = JSON.stringify({ errors: ['System error occurred'] });
const API_DOWN = (req) => ({ type: 'application/json; charset=utf-8', body: req.url.startsWith('/admin/api') ? CONSOLE_API_DOWN_BODY : API_DOWN_BODY });
const RENDERER_DOWN = () => ({ type: 'text/plain; charset=utf-8', body: 'Shigoto is starting up or restarting. Please try again in a moment.' });

function proxyToApi(req, res) {
  if (apiAnswers?.serve(req, res)) return;
  forward(req, res, apiOrigin, apiAgent, API_DOWN, { keep: apiAnswers?.keeper(req) });
}

// Graceful shutdown: stop accepting, let requests in flight finish, then exit.
const SHUTDOWN_GRACE_MS = 10_000;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    renderer.stopping = true;
    renderer.child.kill('SIGTERM');
    void revalidationBus?.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  });
}
