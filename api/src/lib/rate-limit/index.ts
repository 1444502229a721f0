import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimitError } from '../errors/index.js';

/** Fixed-window counters: in Redis when configured (shared by every API process), else in memory. */
export interface RateLimiter {
  /** Adds `amount` (default 1; 0 only reads) to the key's window and returns the count. */
  hit(key: string, windowSeconds: number, amount?: number): Promise<{ count: number; resetInSeconds: number }>;
  /** Forgets every counter (between tests; after an incident that locked people out). */
  reset(): Promise<void>;
}

/**
 * Redis counters are shared by every API process. While Redis is unreachable each process counts
 * in memory instead: limits stay in force (per process) and sign-ins and applications keep working.
 */
export function createRateLimiter(redis: Redis | null): RateLimiter {
  const local = memoryLimiter();
  if (!redis) return local;
  return {
    async hit(key, windowSeconds, amount = 1) {
      if (redis.status !== 'ready') return local.hit(key, windowSeconds, amount);
      const redisKey = `shigoto:rl:${key}`;
      try {
        const [[, count], [, ttl]] = (await redis.multi().incrby(redisKey, amount).ttl(redisKey).exec()) as [[null, number], [null, number]];
        if (ttl < 0) await redis.expire(redisKey, windowSeconds);
        return { count, resetInSeconds: ttl > 0 ? ttl : windowSeconds };
      } catch {
        return local.hit(key, windowSeconds, amount);
      }
    },
    async reset() {
      await local.reset();
      const keys = await redis.keys('shigoto:rl:*');
      if (keys.length) await redis.del(...keys);
    },
  };
}

function memoryLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowSeconds, amount = 1) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        entry = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += amount;
      return { count: entry.count, resetInSeconds: Math.ceil((entry.resetAt - now) / 1000) };
    },
    async reset() {
      windows.clear();
    },
  };
}

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /** Defaults to the client IP. */
  key?: (req: Request) => string;
  /** Count only refused attempts (sign-in: people who know their password are never locked out). */
  failuresOnly?: boolean;
}

/** Marks a rate limit's middleware: an endpoint that has one may answer 429 (the OpenAPI document says so). */
export const RATE_LIMITED = Symbol('rateLimited');

export function rateLimit(limiter: RateLimiter, rule: RateLimitRule) {
  const limit = async (req: Request, res: Response, next: NextFunction) => {
    const key = `${rule.name}:${rule.key ? rule.key(req) : (req.ip ?? 'unknown')}`;
    const { count, resetInSeconds } = await limiter.hit(key, rule.windowSeconds, rule.failuresOnly ? 0 : 1);
    if (rule.failuresOnly) {
      res.on('finish', () => {
        if (res.statusCode >= 400 && res.statusCode !== 429) void limiter.hit(key, rule.windowSeconds).catch(() => {});
      });
    }
    res.setHeader('RateLimit-Limit', String(rule.limit));
    res.setHeader('RateLimit-Remaining', String(Math.max(0, rule.limit - count)));
    if (rule.failuresOnly ? count >= rule.limit : count > rule.limit) {
      res.setHeader('Retry-After', String(resetInSeconds));
      return next(new RateLimitError(resetInSeconds));
    }
    next();
  };
  return Object.assign(limit, { [RATE_LIMITED]: true });
}

/** A module's shorthand: `limit('login', 10, 900, { failuresOnly: true })`. */
export function limitsFor(limiter: RateLimiter) {
  return (name: string, limit: number, windowSeconds: number, options: Pick<RateLimitRule, 'key' | 'failuresOnly'> = {}) =>
    rateLimit(limiter, { name, limit, windowSeconds, ...options });
}
