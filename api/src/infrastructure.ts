import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createDatabase, type Database } from '@shigoto/db';
import type { Config } from './config.js';
import { createSessionService, type SessionService } from './lib/auth/sessions.js';
import { createLogger } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mail/index.js';
import { createQueue, type Queue } from './lib/queue/index.js';
import { createSweeper, redisRounds, type Sweeper } from './lib/queue/sweeper.js';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit/index.js';
import { createLocalStorage, type Storage } from './lib/storage/index.js';

/** The process's connections and tools, built once from the validated config (lib only, no domain rules). */
export interface Infrastructure {
  config: Config;
  logger: Logger;
  db: Database;
  redis: Redis | null;
  queue: Queue;
  sweeper: Sweeper;
  storage: Storage;
  mailer: Mailer;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  /** Work to finish before the context closes (buffers to flush, indexes to stop), run first by close(). */
  onClose(hook: () => Promise<void>): void;
  close(): Promise<void>;
}

export function createInfrastructure(config: Config, overrides: { logger?: Logger } = {}): Infrastructure {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const db = createDatabase(config.databaseUrl, { readReplicaUrls: config.databaseReadUrls });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  const queue = createQueue({ redisUrl: config.redisUrl, logger });
  const sweeper = createSweeper({
    logger,
    intervalSeconds: config.sweepIntervalSeconds,
    graceSeconds: config.sweepGraceSeconds,
    takeRound: redis ? redisRounds(redis) : undefined,
  });
  const storage = createLocalStorage(config.storageDir);
  const mailer = createMailer({ db, queue, storage, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const sessions = createSessionService(db, config);
  const rateLimiter = createRateLimiter(redis);
  const closeHooks: (() => Promise<void>)[] = [];
  return {
    config,
    logger,
    db,
    redis,
    queue,
    sweeper,
    storage,
    mailer,
    sessions,
    rateLimiter,
    onClose(hook) {
      closeHooks.push(hook);
    },
    async close() {
      for (const hook of closeHooks) await hook();
      await sweeper.stop();
      await queue.close();
      mailer.close();
      redis?.disconnect();
      await db.close();
    },
  };
}
