// Serves the built site as `next start` does, with one difference: the address this server sees is
// appended to X-Forwarded-For. `next start` sets that header only when the client sent none and
// passes a client's own header on to the API as is, so anyone could choose the address the API
// rate-limits (seen: twelve newsletter sign-ups in a row through :3000, each with a made-up
// header, where the limit is ten). Appending is what a proxy does: the API, trusting only
// loopback (or TRUST_PROXY's hop), takes the last address it does not trust.
//   node server.mjs            (PORT, default 3000; HOSTNAME, default all interfaces)
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const app = next({ dev: false, dir: import.meta.dirname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  const seen = req.socket.remoteAddress;
  const given = req.headers['x-forwarded-for'];
  if (seen) req.headers['x-forwarded-for'] = given ? `${given}, ${seen}` : seen;
  handle(req, res);
}).listen(port, hostname, () => console.log(`✓ Ready on http://localhost:${port}`));
