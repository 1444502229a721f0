import net, { type AddressInfo } from 'node:net';

/**
 * A loopback TCP proxy in front of a real service (Redis) that a test can take down and bring
 * back on the same port: an outage as clients see it, without touching the shared server.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  async function listen() {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop).pipe(upstream);
      upstream.on('error', drop).on('close', drop).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as AddressInfo).port;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    /** Cuts every connection and refuses new ones. */
    async down() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    up: listen,
    close() {
      return this.down();
    },
  };
}
