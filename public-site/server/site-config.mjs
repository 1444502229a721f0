// The site server's settings, read and checked once at start: a wrong value stops the server with
// every problem named, rather than surfacing at the first request.

function urlSetting(env, name, fallback, problems, protocols = ['http:', 'https:']) {
  const value = env[name]?.trim() || fallback;
  if (!value) return null;
  try {
    const url = new URL(value);
    if (protocols.includes(url.protocol)) return url;
  } catch {
    // reported below
  }
  problems.push(`${name} must be a ${protocols.map((p) => p.replace(':', '')).join(' or ')} URL`);
  return null;
}

function positiveInteger(env, name, fallback, problems) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (Number.isInteger(number) && number > 0) return number;
  problems.push(`${name} must be a positive whole number`);
  return fallback;
}

/**
 *   PORT                       where the site listens (default 3000; all interfaces, as `next start`)
 *   TRUST_PROXY=1              a reverse proxy in front sets X-Forwarded-For/-Proto/-Host
 *   API_INTERNAL_URL           the API process (default http://127.0.0.1:4000, as src/lib/api/origin.ts)
 *   REVALIDATE_SECRET          shared with the API, which signs its news of changed pages with it
 *                              (at least 32 characters); without it pages are not cached
 *   REDIS_URL                  with several site processes: news of changed pages reaches them all
 *   PAGE_CACHE_MB              memory for cached pages (default 256)
 *   PAGE_CACHE_MAX_AGE_SECONDS a page is rendered anew after this long even if no news came (default 3600)
 * @param {Record<string, string | undefined>} env
 */
export function readSiteConfig(env = process.env) {
  const problems = [];
  const revalidateSecret = env.REVALIDATE_SECRET?.trim() || null;
  if (revalidateSecret && revalidateSecret.length < 32) problems.push('REVALIDATE_SECRET must be at least 32 characters');
  const config = {
    port: positiveInteger(env, 'PORT', 3000, problems),
    behindProxy: env.TRUST_PROXY === '1',
    apiOrigin: urlSetting(env, 'API_INTERNAL_URL', 'http://127.0.0.1:4000', problems),
    revalidateSecret,
    redisUrl: urlSetting(env, 'REDIS_URL', null, problems, ['redis:', 'rediss:'])?.toString() ?? null,
    pageCacheBytes: positiveInteger(env, 'PAGE_CACHE_MB', 256, problems) * 1024 * 1024,
    pageCacheMaxAgeMs: positiveInteger(env, 'PAGE_CACHE_MAX_AGE_SECONDS', 3600, problems) * 1000,
  };
  if (problems.length) throw new Error(`The site cannot start:\n  - ${problems.join('\n  - ')}`);
  return config;
}
