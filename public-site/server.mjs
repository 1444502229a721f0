// Serves the built site as `next start` does, with one difference: who the visitor is. `next start`
// sets X-Forwarded-For only when the client sent none and passes a client's own header on to the
// API as is, so anyone could choose the address the API rate-limits (seen: twelve newsletter
// sign-ups in a row through :3000, each with a made-up header, where the limit is ten). Here, when
// the site is the edge, the header is the address this server sees; with TRUST_PROXY=1 a reverse
// proxy in front of the site sets it, and it passes through.
//   node server.mjs            (PORT, default 3000; all interfaces, as `next start`; TRUST_PROXY)
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT || 3000);
const behindProxy = process.env.TRUST_PROXY === '1';
const app = next({ dev: false, dir: import.meta.dirname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  if (!behindProxy && req.socket.remoteAddress) req.headers['x-forwarded-for'] = req.socket.remoteAddress;
  handle(req, res);
}).listen(port, () => console.log(`✓ Ready on http://localhost:${port}`));

// Graceful shutdown (DESIGN §3): stop accepting, let requests in flight finish, then exit.
const SHUTDOWN_GRACE_MS = 10_000;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  });
}
