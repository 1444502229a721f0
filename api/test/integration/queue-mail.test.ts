import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import pino from 'pino';
import { createMailer } from '../../src/lib/mail/index.js';
import { createQueue, type Queue } from '../../src/lib/queue/index.js';
import { testApp } from '../helpers/context.js';
import { downSmtpPort, startSmtp, waitFor } from '../helpers/smtp.js';

const silent = pino({ level: 'silent' });

const queues: Queue[] = [];
function queueFor(kind: 'inline' | 'bull'): Queue {
  const queue = createQueue({ redisUrl: kind === 'bull' ? process.env.REDIS_URL! : null, logger: silent, name: `test-${randomUUID()}` });
  queues.push(queue);
  return queue;
}

describe('queue facade', () => {
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.close()));
  });

  const kinds: ('inline' | 'bull')[] = process.env.REDIS_URL ? ['inline', 'bull'] : ['inline'];
  for (const kind of kinds) {
    it(`${kind}: runs a job and retries a failing one with backoff until it succeeds`, async () => {
      const queue = queueFor(kind);
      const seen: string[] = [];
      let failures = 2;
      queue.handle<{ word: string }>('echo', async ({ word }) => {
        if (word === 'flaky' && failures-- > 0) throw new Error('temporary');
        seen.push(word);
      });
      queue.start();
      await queue.add('echo', { word: 'hello' });
      await queue.add('echo', { word: 'flaky' }, { attempts: 3, backoffMs: 20 });
      await waitFor(() => seen.length === 2);
      expect(seen.sort()).to.deep.equal(['flaky', 'hello']);
      expect(failures).to.equal(-1);
    });
  }
});

describe('mailer', () => {
  it('delivers through a real SMTP server once per dedupe key, and records it', async () => {
    const smtp = await startSmtp();
    const { ctx } = testApp();
    const queue = queueFor('inline');
    const mailer = createMailer({ db: ctx.db, queue, storage: ctx.storage, logger: silent, smtpUrl: smtp.url, from: 'Shigoto <hello@shigoto.example>' });
    try {
      const request = {
        dedupeKey: 'welcome:1',
        template: 'welcome',
        language: 'en' as const,
        to: 'seeker@example.com',
        subject: 'Welcome to Shigoto',
        text: 'Hello!',
        headers: { 'List-Unsubscribe': '<https://shigoto.example/unsubscribe>' },
      };
      const id = await mailer.send(request);
      await queue.drain();
      expect(await mailer.send(request)).to.equal(id);
      await queue.drain();

      expect(smtp.received).to.have.length(1);
      expect(smtp.received[0].to).to.deep.equal(['seeker@example.com']);
      expect(smtp.received[0].raw).to.include('Subject: Welcome to Shigoto').and.include('Hello!');
      // Headers of its own go out with the queued e-mail.
      expect(smtp.received[0].raw).to.include('List-Unsubscribe: <https://shigoto.example/unsubscribe>').and.include('X-Shigoto-Template: welcome');
      const row = await ctx.db.models.OutboundEmail.findByPk(id);
      expect(row).to.include({ state: 'sent', attempts: 1, to_address: 'seeker@example.com' });
      expect(smtp.received[0].raw).to.include(`Message-ID: ${row!.message_id}`);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('sends an e-mail again as the same message: a copy after an attempt whose record was lost has the same Message-ID', async () => {
    const smtp = await startSmtp();
    const { ctx } = testApp();
    const queue = queueFor('inline');
    const mailer = createMailer({ db: ctx.db, queue, storage: ctx.storage, logger: silent, smtpUrl: smtp.url, from: 'Shigoto <hello@shigoto.example>' });
    try {
      const id = await mailer.send({ dedupeKey: 'application:7:receipt', template: 'application_receipt', language: 'en', to: 'seeker@example.com', subject: 'We sent your application', text: 'Good luck!' });
      await queue.drain();
      // A worker killed after the server took the message and before the row said so: it reads as not sent.
      await ctx.db.models.OutboundEmail.update({ state: 'queued', sent_at: null, claimed_until: null }, { where: { id } });
      await mailer.requeue(id);
      await queue.drain();

      const messageIds = smtp.received.map((mail) => mail.messageId);
      expect(messageIds).to.have.length(2);
      expect(messageIds[0]).to.equal(messageIds[1]);
      expect((await ctx.db.models.OutboundEmail.findByPk(id))?.message_id).to.equal(messageIds[0]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('keeps the e-mail while SMTP is down; once it is back the sweeper delivers it exactly once', async () => {
    const port = await downSmtpPort();
    const { ctx } = testApp();
    const queue = queueFor('inline');
    const mailer = createMailer({ db: ctx.db, queue, storage: ctx.storage, logger: silent, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'hello@shigoto.example' });
    const request = { dedupeKey: 'k1', template: 't', language: 'en' as const, to: 'a@example.com', subject: 'Still here', text: 'T' };
    const id = await mailer.send(request);
    await waitFor(async () => !!(await ctx.db.models.OutboundEmail.findByPk(id))?.last_error);
    expect(await ctx.db.models.OutboundEmail.findByPk(id)).to.include({ state: 'queued' });

    const smtp = await startSmtp(port);
    try {
      // Two sweeps and the queue's own retry race for the same e-mail: the claim lets one send.
      const later = new Date(Date.now() + 60_000);
      const [first, second] = await Promise.all([mailer.sweepTask.run(later), mailer.sweepTask.run(later)]);
      expect(first + second).to.be.at.least(1);
      await waitFor(async () => (await ctx.db.models.OutboundEmail.findByPk(id))?.state === 'sent');
      await mailer.send(request);
      await queue.drain();
      expect(smtp.received.filter((m) => m.raw.includes('Subject: Still here'))).to.have.length(1);
      expect(await mailer.sweepTask.run(later)).to.equal(0);
    } finally {
      mailer.close();
      await queue.close();
      await smtp.close();
    }
  });

  it('without SMTP, keeps messages in the outbox table (development)', async () => {
    const { ctx } = testApp();
    const id = await ctx.mailer.send({ dedupeKey: 'dev:1', template: 't', language: 'jp', to: 'b@example.com', subject: '件名', text: '本文' });
    await waitFor(async () => (await ctx.db.models.OutboundEmail.findByPk(id))?.state === 'sent');
    const row = await ctx.db.models.OutboundEmail.findByPk(id);
    expect(row?.message_id).to.match(/^<[0-9a-f]{32}@shigoto\.example>$/);
    expect(row?.subject).to.equal('件名');
  });
});
