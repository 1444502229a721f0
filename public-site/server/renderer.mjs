// The site's renderer: Next.js in a process of its own, on a loopback port, started by server.mjs.
// Rendering is CPU work that holds the event loop for tens of milliseconds a page; in its own
// process it does not hold back the pages server.mjs answers from its cache, nor the API requests
// it streams. A rendering for the page cache carries a render id; when its answer is finished,
// the tags its API calls noted are sent to server.mjs over the IPC channel.
import http from 'node:http';
import next from 'next';
import { RENDER_ID_HEADER, pageTagRegistry } from '../src/lib/page-tags.mjs';

const dir = new URL('..', import.meta.url).pathname;
const app = next({ dev: false, dir, port: Number(process.env.PORT) || 3000 });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  hideInternalRewrites(res);
  const renderId = req.headers[RENDER_ID_HEADER];
  if (typeof renderId === 'string') {
    const registry = pageTagRegistry();
    registry.set(renderId, new Set());
    res.once('close', () => {
      process.send?.({ type: 'page-tags', renderId, tags: [...(registry.get(renderId) ?? [])] });
      registry.delete(renderId);
    });
  }
  handle(req, res);
});
server.listen(0, '127.0.0.1', () => process.send?.({ type: 'ready', port: server.address().port }));

/** Next names the internal target of src/proxy.ts's rewrites (`/jp/jobs` → `/jobs?lang=jp`) in a response header. */
function hideInternalRewrites(res) {
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    return name.toLowerCase() === 'x-middleware-rewrite' ? this : setHeader.call(this, name, value);
  };
}

// server.mjs stops it when it stops; answers in flight finish first.
process.once('SIGTERM', () => server.close(() => process.exit(0)));
process.once('disconnect', () => server.close(() => process.exit(0)));
