import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('config', () => {
  const secret = { JWT_SECRET: 'x'.repeat(40) };

  it('defaults to the embedded SQLite database and the inline queue', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...secret });
    expect(config.databaseUrl).to.match(/^sqlite:.*shigoto\.sqlite$/);
    expect(config.redisUrl).to.equal(null);
    expect(config.runWorkerInProcess).to.equal(true);
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x', REDIS_URL: 'http://x', API_PORT: 'abc', JWT_SECRET: 'short' }))
      .to.throw(ConfigError)
      .with.property('message')
      .that.matches(/DATABASE_URL/)
      .and.matches(/REDIS_URL/)
      .and.matches(/API_PORT/)
      .and.matches(/JWT_SECRET/);
  });

  it('requires secrets and a real database in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).to.throw(/JWT_SECRET is required[\s\S]*REVALIDATE_SECRET is required[\s\S]*DATABASE_URL=mysql/);
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'mysql://u:p@db/shigoto', REVALIDATE_SECRET: 'r'.repeat(32), ...secret });
    expect(config.env).to.equal('production');
    expect(config.revalidateSecret).to.equal('r'.repeat(32));
  });

  it('reaches the site on loopback and, without a revalidation secret, revalidates no pages (development and tests)', () => {
    const config = loadConfig({ NODE_ENV: 'development', ...secret });
    expect(config.siteInternalUrl).to.equal('http://127.0.0.1:3000');
    expect(config.revalidateSecret).to.equal(null);
    expect(loadConfig({ NODE_ENV: 'test', SITE_INTERNAL_URL: 'https://site.internal:8443/', ...secret }).siteInternalUrl).to.equal('https://site.internal:8443');
  });

  it('refuses a short revalidation secret and a site URL that is not http(s)', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', REVALIDATE_SECRET: 'too-short', SITE_INTERNAL_URL: 'ftp://site', ...secret }))
      .to.throw(ConfigError)
      .with.property('message')
      .that.matches(/REVALIDATE_SECRET must be at least 32 characters/)
      .and.matches(/SITE_INTERNAL_URL must start with http:\/\/ or https:\/\//);
  });
});
