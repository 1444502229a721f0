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

  it('requires a secret and a real database in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).to.throw(/JWT_SECRET is required[\s\S]*DATABASE_URL=mysql/);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'mysql://u:p@db/shigoto', ...secret }).env).to.equal('production');
  });
});
