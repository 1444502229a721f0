// Streaming a request to another server (the API, or Next in its child process) and its answer
// back, over kept-alive connections.
import http from 'node:http';
import https from 'node:https';

/**
 * How long a kept-alive connection to an upstream may sit unused before this side closes it.
 * Node's servers (the API, the renderer) close a connection idle for 5 s (`keepAliveTimeout`).
 * Closing ours first means a request is never written to a connection its server is closing at
 * that moment, which answered a visitor with a 502 (seen in the browser tests: a page's scripts
 * refused after a few seconds without requests).
 */
export const UPSTREAM_IDLE_MS = 4_000;

/** An agent that keeps connections alive (over `protocol`, 'http:' or 'https:'), closing idle ones before the server does. */
export function upstreamAgent(protocol = 'http:') {
  return new (protocol === 'https:' ? https : http).Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS });
}

// Headers about one connection, not the message (RFC 9110 §7.6.1): each hop sets its own.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** The headers of a message without those that belong to its connection (including any `Connection` names). */
function endToEnd(headers) {
  const named = headers.connection ? new Set(String(headers.connection).toLowerCase().split(',').map((name) => name.trim())) : null;
  const kept = {};
  for (const name in headers) if (!HOP_BY_HOP.has(name) && !named?.has(name)) kept[name] = headers[name];
  return kept;
}

/** A request without a body (no length, not chunked: most are GETs) is sent at once; a body is streamed. */
const hasBody = (req) => req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;

/** Methods that change nothing, so a request that never reached the server may be sent again. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Streams the request to `origin` and its answer back; `down(req)`'s answer ({ type, body }, sent
 * as a 502) when it cannot be reached. A GET or HEAD whose kept-alive connection turned out to be
 * closed by the server (reset as it was reused) is sent once more, on a new connection. `keep`,
 * if given, is handed the upstream answer before it is sent on (to read it alongside).
 * @param {{ keep?: ((answer: import('node:http').IncomingMessage) => void) | null, mayRetry?: boolean }} [options]
 */
export function forward(req, res, origin, agent, down, options = {}) {
  const { keep = null, mayRetry = SAFE_METHODS.has(req.method) } = options;
  const client = origin.protocol === 'https:' ? https : http;
  const upstream = client.request(
    {
      protocol: origin.protocol,
      hostname: origin.hostname,
      port: origin.port,
      path: origin.pathname.replace(/\/$/, '') + req.url,
      method: req.method,
      headers: endToEnd(req.headers),
      agent,
    },
    (answer) => {
      keep?.(answer);
      res.writeHead(answer.statusCode, endToEnd(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy();
    if (mayRetry && upstream.reusedSocket && error.code === 'ECONNRESET' && !res.destroyed) return forward(req, res, origin, agent, down, { keep, mayRetry: false });
    const { type, body } = down(req);
    res.writeHead(502, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
  // A visitor who leaves mid-request or mid-answer: the other side is dropped too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  if (hasBody(req)) req.pipe(upstream);
  else upstream.end();
}
