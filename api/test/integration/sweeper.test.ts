import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { Redis } from 'ioredis';
import pino from 'pino';
import { createSweeper, redisRounds, type Sweeper } from '../../src/lib/queue/sweeper.js';

const silent = pino({ level: 'silent' });

/** A sweeper with one task that counts its runs. */
function countingSweeper(takeRound?: (ttlMs: number) => Promise<boolean>): { sweeper: Sweeper; runs: () => number } {
  let runs = 0;
  const sweeper = createSweeper({ logger: silent, intervalSeconds: 1, graceSeconds: 0, takeRound });
  sweeper.add({ name: 'count', run: async () => ++runs });
  return { sweeper, runs: () => runs };
}

describe('sweeper rounds', () => {
  it('with Redis, one process of several sweeps each round', async function () {
    if (!process.env.REDIS_URL) this.skip();
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const key = `test:sweeper-round:${randomUUID()}`;
      const processes = [countingSweeper(redisRounds(redis, key)), countingSweeper(redisRounds(redis, key)), countingSweeper(redisRounds(redis, key))];
      const first = await Promise.all(processes.map(({ sweeper }) => sweeper.round()));
      expect(first.filter(Boolean)).to.have.length(1);
      expect(processes.reduce((sum, p) => sum + p.runs(), 0)).to.equal(1);
      // The round lasts a little less than the interval (1 s here): the next one is open again.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const second = await Promise.all(processes.map(({ sweeper }) => sweeper.round()));
      expect(second.filter(Boolean)).to.have.length(1);
      expect(processes.reduce((sum, p) => sum + p.runs(), 0)).to.equal(2);
    } finally {
      redis.disconnect();
    }
  });

  it('sweeps anyway when the round cannot be asked for (Redis away is when sweeping matters)', async () => {
    const { sweeper, runs } = countingSweeper(() => Promise.reject(new Error('Connection is closed.')));
    expect(await sweeper.round()).to.deep.equal({ count: 1 });
    expect(runs()).to.equal(1);
  });

  it('without Redis every process sweeps its own rounds', async () => {
    const processes = [countingSweeper(), countingSweeper()];
    await Promise.all(processes.map(({ sweeper }) => sweeper.round()));
    expect(processes.map((p) => p.runs())).to.deep.equal([1, 1]);
  });
});
