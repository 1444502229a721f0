import { startBackgroundWork } from './background.js';
import { ConfigError, loadConfig } from './config.js';
import { createContext } from './context.js';
import { reportError } from './lib/errors/report.js';
import { createLogger } from './lib/logger.js';

/** The background worker: runs queued jobs (bull, Redis) until SIGTERM, then finishes what it has. */
async function main() {
  const config = loadConfig();
  if (!config.redisUrl) throw new ConfigError('npm run worker needs REDIS_URL; without Redis the API runs jobs in-process');
  const ctx = createContext(config);
  startBackgroundWork(ctx);
  ctx.logger.info('worker started');
  const stop = async () => {
    await ctx.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else reportError(createLogger('error'), error, { phase: 'worker startup' });
  process.exit(1);
});
