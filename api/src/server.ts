import type { Server } from 'node:http';
import { createApp } from './app.js';
import { startBackgroundWork } from './background.js';
import { ConfigError, loadConfig } from './config.js';
import { createContext, type AppContext } from './context.js';
import { createHttpServer } from './lib/http/http-server.js';
import { reportError } from './lib/errors/report.js';
import { createLogger } from './lib/logger.js';

/** Starts the API: config once, then the context, then listen; SIGTERM drains and closes. */
async function main() {
  const config = loadConfig();
  const ctx = createContext(config);
  if (config.runWorkerInProcess) startBackgroundWork(ctx);
  const app = createApp(ctx);
  const server = await new Promise<Server>((resolve) => {
    const s = createHttpServer(app).listen(config.port, config.host, () => resolve(s));
  });
  ctx.logger.info({ port: config.port, queue: ctx.queue.kind, mail: ctx.mailer.transportKind }, 'api listening');
  await ctx.services.search.start();
  onShutdown(ctx, server);
}

function onShutdown(ctx: AppContext, server: Server) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 25_000).unref();
    server.close();
    server.closeIdleConnections();
    await new Promise((resolve) => server.once('close', resolve));
    await ctx.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    reportError(createLogger('error'), error, { phase: 'startup' });
  }
  process.exit(1);
});
