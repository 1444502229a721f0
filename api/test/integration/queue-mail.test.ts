import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { createMailer } from '../../src/lib/mail/index.js';
import { createQueue, type Queue } from '../../src/lib/queue/index.js';
import { testApp } from '../helpers/context.js';

const silent = pino({ level: 'silent' });

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP listener on loopback that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const queues: Queue[] = [];
function queueFor(kind: 'inline' | 'bull'): Queue {
  const queue = createQueue({ redisUrl: kind === 'bull' ? process.env.REDIS_URL! : null, logger: silent, name: `test-${randomUUID()}` });
  queues.push(queue);
  return queue;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
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
      const request = { dedupeKey: 'welcome:1', template: 'welcome', language: 'en' as const, to: 'seeker@example.com', subject: 'Welcome to Shigoto', text: 'Hello!' };
      const id = await mailer.send(request);
      await queue.drain();
      expect(await mailer.send(request)).to.equal(id);
      await queue.drain();

      expect(smtp.received).to.have.length(1);
      expect(smtp.received[0].to).to.deep.equal(['seeker@example.com']);
      expect(smtp.received[0].raw).to.include('Subject: Welcome to Shigoto').and.include('Hello!');
      const row = await ctx.db.models.OutboundEmail.findByPk(id);
      expect(row).to.include({ state: 'sent', attempts: 1, to_address: 'seeker@example.com' });
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('keeps the e-mail and retries when SMTP is down, then delivers once it is back', async () => {
    const smtp = await startSmtp();
    const url = smtp.url;
    await smtp.close();
    const { ctx } = testApp();
    const queue = queueFor('inline');
    const mailer = createMailer({ db: ctx.db, queue, storage: ctx.storage, logger: silent, smtpUrl: url, from: 'hello@shigoto.example' });
    const id = await mailer.send({ dedupeKey: 'k1', template: 't', language: 'en', to: 'a@example.com', subject: 'S', text: 'T' });
    await waitFor(async () => ((await ctx.db.models.OutboundEmail.findByPk(id))?.attempts ?? 0) >= 1);
    const failed = await ctx.db.models.OutboundEmail.findByPk(id);
    expect(failed?.state).to.equal('queued');
    expect(failed?.last_error).to.be.a('string');
    mailer.close();
    await queue.close();
  });

  it('without SMTP, keeps messages in the outbox table (development)', async () => {
    const { ctx } = testApp();
    const id = await ctx.mailer.send({ dedupeKey: 'dev:1', template: 't', language: 'jp', to: 'b@example.com', subject: '件名', text: '本文' });
    await waitFor(async () => (await ctx.db.models.OutboundEmail.findByPk(id))?.state === 'sent');
    const row = await ctx.db.models.OutboundEmail.findByPk(id);
    expect(row?.message_id).to.equal(`outbox-${id}`);
    expect(row?.subject).to.equal('件名');
  });
});
