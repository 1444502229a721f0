import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: defaults (SQLite file, uploads, admin build) live under it. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  databaseReadUrls: string[];
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  staffNotificationEmail: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  storageDir: string;
  adminDistDir: string;
  logLevel: string;
  trustProxy: boolean;
  /** Run queue handlers in this process (always true without Redis). */
  runWorkerInProcess: boolean;
  /** How often the sweeper looks for committed work never done (0: never, tests sweep by hand). */
  sweepIntervalSeconds: number;
  /** Work younger than this is left to its own job; the sweeper takes only what was forgotten. */
  sweepGraceSeconds: number;
  /** Hosts job imports may fetch although they are not public (tests only; refused in production). */
  importAllowedHosts: string[];
  /** Newsletter e-mails one process sends per second at most. */
  newsletterPerSecond: number;
  /** A newsletter delivery claimed longer ago than this without being confirmed counts as interrupted (failed). */
  newsletterClaimTimeoutSeconds: number;
  /** Where the API reaches the public site's revalidation endpoint. */
  siteInternalUrl: string;
  /** Signs page revalidations for the site; null (development and tests only) turns them off. */
  revalidateSecret: string | null;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) problems.push(`${name} must be a non-negative integer (got "${raw}")`);
  return value;
}

function url(env: Env, name: string, protocols: string[], problems: string[]): string | null {
  const raw = env[name];
  if (!raw) return null;
  if (!protocols.some((p) => raw.startsWith(p))) problems.push(`${name} must start with ${protocols.join(' or ')}`);
  return raw;
}

/**
 * Development keeps a generated secret under data/ so sign-ins survive restarts; production must
 * be given one.
 */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates the environment once, at startup. Throws ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR || 'data');
  const databaseUrl =
    url(env, 'DATABASE_URL', ['sqlite:', 'mysql://', 'mariadb://'], problems) ??
    `sqlite:${path.join(dataDir, 'shigoto.sqlite')}`;
  const redisUrl = url(env, 'REDIS_URL', ['redis://', 'rediss://'], problems);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp://', 'smtps://'], problems);
  let jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    if (nodeEnv === 'production') problems.push('JWT_SECRET is required in production');
    else jwtSecret = developmentSecret(dataDir);
  } else if (jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters');
  }
  const revalidateSecret = env.REVALIDATE_SECRET || null;
  // Without it the site's cached pages would only change when they expire.
  if (!revalidateSecret && nodeEnv === 'production') problems.push('REVALIDATE_SECRET is required in production');
  if (revalidateSecret && revalidateSecret.length < 32) problems.push('REVALIDATE_SECRET must be at least 32 characters');
  if (nodeEnv === 'production' && databaseUrl.startsWith('sqlite:') && env.ALLOW_SQLITE_IN_PRODUCTION !== '1') {
    problems.push('production needs DATABASE_URL=mysql://… (or ALLOW_SQLITE_IN_PRODUCTION=1)');
  }
  // The allowlist lets job imports fetch private addresses; only tests serving pages from loopback need it.
  if (nodeEnv === 'production' && env.IMPORT_ALLOWED_HOSTS?.trim()) {
    problems.push('IMPORT_ALLOWED_HOSTS is for tests only and must be empty in production');
  }
  const config: Config = {
    env: nodeEnv,
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'API_PORT', 4000, problems),
    publicUrl: (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, ''),
    databaseUrl,
    databaseReadUrls: (env.DATABASE_READ_URLS || '').split(',').filter(Boolean),
    redisUrl,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Shigoto <hello@shigoto.example>',
    staffNotificationEmail: env.STAFF_NOTIFICATION_EMAIL || 'staff@shigoto.example',
    jwtSecret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 3600, problems),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL_SECONDS', 14 * 24 * 3600, problems),
    storageDir: path.resolve(ROOT_DIR, env.STORAGE_DIR || path.join(dataDir, 'files')),
    adminDistDir: path.resolve(ROOT_DIR, env.ADMIN_DIST_DIR || 'admin/dist'),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === '1',
    runWorkerInProcess: !redisUrl || env.RUN_WORKER_IN_PROCESS !== '0',
    sweepIntervalSeconds: integer(env, 'SWEEP_INTERVAL_SECONDS', 60, problems),
    sweepGraceSeconds: integer(env, 'SWEEP_GRACE_SECONDS', 120, problems),
    importAllowedHosts: (env.IMPORT_ALLOWED_HOSTS || '').split(',').filter(Boolean),
    newsletterPerSecond: integer(env, 'NEWSLETTER_SEND_PER_SECOND', 20, problems),
    // Longer than one SMTP attempt may take (connection, greeting and socket timeouts).
    newsletterClaimTimeoutSeconds: integer(env, 'NEWSLETTER_CLAIM_TIMEOUT_SECONDS', 120, problems),
    siteInternalUrl: (url(env, 'SITE_INTERNAL_URL', ['http://', 'https://'], problems) ?? 'http://127.0.0.1:3000').replace(/\/$/, ''),
    revalidateSecret,
  };
  if (config.newsletterPerSecond === 0) problems.push('NEWSLETTER_SEND_PER_SECOND must be at least 1');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return Object.freeze(config);
}
