import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { createApp } from '../../src/app.js';
import { startBackgroundWork } from '../../src/background.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createContext, type AppContext } from '../../src/context.js';
import { testDatabaseUrl } from './db.js';

let shared: { ctx: AppContext; app: Express } | null = null;

/** Test configuration: the real loader with test values (Redis from REDIS_URL when CI sets it). */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: process.env.REDIS_URL,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'shigoto-files-')),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent',
    // Job-import tests serve pages from loopback; every other private address stays refused.
    IMPORT_ALLOWED_HOSTS: '127.0.0.1',
    // Tests sweep by hand (ctx.sweeper.sweep) so nothing runs behind their back.
    SWEEP_INTERVAL_SECONDS: '0',
    ...overrides,
  });
}

/** The one app and context of a test run (created by the root hooks). */
export function testApp(): { ctx: AppContext; app: Express } {
  if (!shared) throw new Error('test context not started (hooks.ts)');
  return shared;
}

export async function startTestApp(): Promise<void> {
  const ctx = createContext(testConfig());
  await ctx.db.migrator.up();
  startBackgroundWork(ctx);
  shared = { ctx, app: createApp(ctx) };
}

export async function stopTestApp(): Promise<void> {
  await shared?.ctx.close();
  shared = null;
}
