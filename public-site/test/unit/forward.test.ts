import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { expect } from 'chai';
import { UPSTREAM_IDLE_MS, forward, upstreamAgent } from '../../server/forward.mjs';

const DOWN = () => ({ type: 'text/plain; charset=utf-8', body: 'down' });

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

/** One request to `url` on a connection of its own: status and body. */
function ask(url: string, options: { method?: string; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', agent: false }, (answer) => {
      let body = '';
      answer.on('data', (chunk) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode!, body }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('forwarding to an upstream over kept-alive connections', () => {
  let upstream: http.Server;
  let front: http.Server;
  let frontUrl: string;
  let seen: string[];
  let sockets: Set<Socket>;
  /** Whether the upstream drops a connection when a second request arrives on it, as a server closing an idle connection does. */
  let dropReused: boolean;

  beforeEach(async () => {
    seen = [];
    sockets = new Set();
    dropReused = false;
    const served = new WeakMap<Socket, number>();
    upstream = http.createServer((req, res) => {
      seen.push(req.method!);
      const count = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, count);
      if (dropReused && count > 1) return req.socket.destroy();
      req.resume();
      req.on('end', () => res.end(`answered ${req.method}`));
    });
    upstream.on('connection', (socket: Socket) => sockets.add(socket));
    const origin = new URL(await listen(upstream));
    const agent = upstreamAgent();
    front = http.createServer((req, res) => forward(req, res, origin, agent, DOWN));
    frontUrl = await listen(front);
  });
  afterEach(async () => {
    front.closeAllConnections();
    upstream.closeAllConnections();
    await Promise.all([close(front), close(upstream)]);
  });

  it('sends a GET once more, on a new connection, when the kept-alive one was closed as it was reused', async () => {
    expect(await ask(frontUrl)).to.deep.equal({ status: 200, body: 'answered GET' });
    dropReused = true;
    expect(await ask(frontUrl)).to.deep.equal({ status: 200, body: 'answered GET' });
    expect(seen).to.deep.equal(['GET', 'GET', 'GET']);
    expect(sockets.size).to.equal(2);
  });

  it('answers a POST on such a connection with the 502 instead of sending it twice', async () => {
    expect(await ask(frontUrl)).to.deep.equal({ status: 200, body: 'answered GET' });
    dropReused = true;
    expect(await ask(frontUrl, { method: 'POST', body: '{"a":1}' })).to.deep.equal({ status: 502, body: 'down' });
    expect(seen).to.deep.equal(['GET', 'POST']);
  });

  it('closes a connection left idle before a Node server would close it', async function () {
    this.timeout(UPSTREAM_IDLE_MS + 5000);
    expect(UPSTREAM_IDLE_MS).to.be.below(http.createServer().keepAliveTimeout);
    await ask(frontUrl);
    const [socket] = sockets;
    const closedAfter = await new Promise<number>((resolve) => {
      const started = Date.now();
      socket.once('close', () => resolve(Date.now() - started));
    });
    expect(closedAfter).to.be.within(UPSTREAM_IDLE_MS - 500, UPSTREAM_IDLE_MS + 500);
  });
});
