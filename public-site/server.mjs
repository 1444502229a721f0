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
//   and dropped when the API posts news of a change to /_shigoto/revalidate (server/revalidation.mjs).
//   node server.mjs            (settings: server/site-config.mjs)
import http from 'node:http';
import https from 'node:https';
import next from 'next';
import { createPageCache, isKeptRequest } from './server/page-cache.mjs';
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

const app = next({ dev: false, dir: import.meta.dirname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** Renders pages for the cache: Next on a loopback port of its own, asked as an anonymous visitor would. */
const renderer = await listenOnLoopback(renderForVisitor);
const pageCache = config.revalidateSecret
  ? createPageCache({ render: renderForCache, maxBytes: config.pageCacheBytes, maxAgeMs: config.pageCacheMaxAgeMs, onError: reportError })
  : null;
if (!pageCache) console.warn('Pages are not cached: REVALIDATE_SECRET is not set (the API signs its news of changed pages with it).');
const revalidationBus = pageCache
  ? await createRevalidationBus({ redisUrl: config.redisUrl, invalidate: pageCache.invalidate, invalidateAll: pageCache.clear, onError: reportError })
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
  hideInternalRewrites(res);
  handle(req, res);
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
 * The page as any visitor would get it — no cookies, no credentials, nothing of the visitor but the
 * address — asked of the loopback renderer and read whole. Its API calls note its tags under the
 * render id.
 */
function renderForCache(req, fillHeaders) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: renderer.address().port,
        path: req.url,
        method: 'GET',
        headers: {
          host: req.headers.host ?? `localhost:${port}`,
          'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
          'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
          'x-forwarded-for': '127.0.0.1',
          accept: 'text/html',
          'accept-encoding': 'identity',
          'user-agent': PAGE_CACHE_USER_AGENT,
          ...fillHeaders,
        },
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function listenOnLoopback(handler) {
  return new Promise((resolve) => {
    const loopback = http.createServer(handler).listen(0, '127.0.0.1', () => resolve(loopback));
  });
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

/** Next names the internal target of src/proxy.ts's rewrites (`/jp/jobs` → `/jobs?lang=jp`) in a response header. */
function hideInternalRewrites(res) {
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    return name.toLowerCase() === 'x-middleware-rewrite' ? this : setHeader.call(this, name, value);
  };
}

const apiClient = apiOrigin.protocol === 'https:' ? https : http;
const apiAgent = new apiClient.Agent({ keepAlive: true });
const apiBasePath = apiOrigin.pathname.replace(/\/$/, '');
// Headers about one connection, not the message (RFC 9110 §7.6.1): each hop sets its own.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
// The API's error shapes: a JSON:API error document, or for the staff console react-admin's list.
const API_DOWN_BODY = JSON.stringify({ errors: [{ status: '502', title: 'Bad Gateway', detail: 'System error occurred' }] });
const CONSOLE_API_DOWN_BODY = JSON.stringify({ errors: ['System error occurred'] });

/** The headers of a message without those that belong to its connection (including any `Connection` names). */
function endToEnd(headers) {
  const named = new Set(String(headers.connection ?? '').toLowerCase().split(',').map((name) => name.trim()));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}

/** Streams the request to the API and its answer back; 502 with the API's error shape when it cannot be reached. */
function proxyToApi(req, res) {
  const upstream = apiClient.request(
    {
      protocol: apiOrigin.protocol,
      hostname: apiOrigin.hostname,
      port: apiOrigin.port,
      path: apiBasePath + req.url,
      method: req.method,
      headers: endToEnd(req.headers),
      agent: apiAgent,
    },
    (answer) => {
      res.writeHead(answer.statusCode, endToEnd(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    const body = req.url.startsWith('/admin/api') ? CONSOLE_API_DOWN_BODY : API_DOWN_BODY;
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
  // A visitor who leaves mid-request or mid-answer: the API's side is dropped too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

// Graceful shutdown: stop accepting, let requests in flight finish, then exit.
const SHUTDOWN_GRACE_MS = 10_000;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    renderer.close();
    void revalidationBus?.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  });
}
