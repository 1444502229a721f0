import { expect } from 'chai';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { startBackgroundWork } from '../../src/background.js';
import { createContext, type AppContext } from '../../src/context.js';
import { testApp, testConfig } from '../helpers/context.js';
import { createCompany, createJapan, createJob, pdfBytes } from '../helpers/factories.js';
import { downSmtpPort, startSmtp, waitFor, type SmtpListener } from '../helpers/smtp.js';
import { startTcpProxy } from '../helpers/tcp-proxy.js';

/**
 * The fault test: applications keep being accepted while SMTP (and, when the run has Redis,
 * Redis too) is down; once both are back every application reaches the company and the seeker
 * exactly once — also those sent twice, retried and sent concurrently.
 */
describe('no loss: applications while SMTP and Redis are down', function () {
  this.timeout(90_000);

  // No grace: everything committed so far is due, also rows of this very second (MariaDB keeps whole seconds).
  const NOW = -60_000;
  // The contexts under test use the run's database (migrated and emptied by the root hooks).
  const sharedDatabase = () => testApp().ctx.config.databaseUrl;
  const sharedRedis = process.env.REDIS_URL ? new URL(process.env.REDIS_URL) : null;
  let ctx: AppContext | null = null;
  let smtp: SmtpListener | null = null;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>> | null = null;

  afterEach(async () => {
    await ctx?.close();
    await proxy?.close();
    await smtp?.close();
    ctx = smtp = proxy = null;
  });

  it('delivers every application committed during the outage exactly once when the services are back', async () => {
    const smtpPort = await downSmtpPort();
    // Its own Redis database: the shared test app's worker must not take this context's jobs.
    proxy = sharedRedis ? await startTcpProxy({ host: sharedRedis.hostname, port: Number(sharedRedis.port || 6379) }) : null;
    const redisUrl = sharedRedis && proxy ? `redis://127.0.0.1:${proxy.port}/${(Number(sharedRedis.pathname.slice(1) || 0) + 3) % 16}` : undefined;
    ctx = createContext(testConfig({ DATABASE_URL: sharedDatabase(), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, REDIS_URL: redisUrl }));
    await ctx.redis?.flushdb();
    startBackgroundWork(ctx);
    const app = createApp(ctx);

    await createJapan();
    const acme = await createCompany({ name: 'Acme' });
    const job = await createJob({ company_id: acme.id, title: 'Platform Engineer', application_url: null, application_email: 'jobs@acme.example' });
    const applicant = (n: number) => ({
      job_id: job.id,
      company_id: acme.id,
      name: `Applicant Number${n}`,
      email: `applicant${n}@example.com`,
      message: `Applicant ${n} has built payment systems in Go for six years.`,
      location_id: 1,
      japanese_level_enum: 'japanese_level_business_level',
    });
    const apply = (n: number, key?: string) => {
      const call = request(app).post('/api/v1/applicants').set('x-forwarded-for', `203.0.113.${n}`);
      return (key ? call.set('Idempotency-Key', key) : call).send({ applicant: applicant(n) });
    };

    await proxy?.down();
    const answers = [
      ...(await Promise.all([apply(1), apply(2), apply(3, 'retry-me'), apply(4), apply(4), apply(4)])),
      await apply(3, 'retry-me'),
      await apply(2),
      await request(app)
        .post('/api/v1/system_applicants')
        .set('x-forwarded-for', '203.0.113.5')
        .field('applicant[job_id]', String(job.id))
        .field('applicant[name]', 'Applicant Number5')
        .field('applicant[email]', 'applicant5@example.com')
        .field('applicant[message]', 'Applicant 5 attaches a resume and has shipped Kubernetes platforms.')
        .field('applicant[location_id]', '1')
        .field('applicant[japanese_level_enum]', 'japanese_level_business_level')
        .attach('resume', pdfBytes(), { filename: 'cv.pdf', contentType: 'application/pdf' }),
    ];
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).to.be.oneOf([200, 201]);
    const { Applicant, EmailApplicant, OutboundEmail } = ctx.db.models;
    expect(await Applicant.count()).to.equal(5);
    expect(await EmailApplicant.count()).to.equal(5);
    expect(await OutboundEmail.count({ where: { state: 'queued' } })).to.equal(10);

    await proxy?.up();
    smtp = await startSmtp(smtpPort);
    if (ctx.redis) await waitFor(() => ctx!.redis!.status === 'ready', 15_000);
    await waitFor(async () => (await ctx!.sweeper.sweep(NOW), (await OutboundEmail.count({ where: { state: 'sent' } })) === 10), 45_000);
    await ctx.queue.drain();
    expect(await ctx.sweeper.sweep(NOW)).to.deep.equal({ 'outbound e-mails': 0, 'application follow-ups': 0, 'scheduled blog posts': 0, 'company logo variants': 0, 'newsletter sends': 0, 'media variants': 0 });

    const received = smtp.received;
    expect(received).to.have.length(10);
    for (let n = 1; n <= 5; n++) {
      const toCompany = received.filter((m) => m.to.includes('jobs@acme.example') && m.raw.includes(`Applicant Number${n}`));
      const receipts = received.filter((m) => m.to.includes(`applicant${n}@example.com`));
      expect(toCompany, `company e-mails about applicant ${n}`).to.have.length(1);
      expect(receipts, `receipts to applicant ${n}`).to.have.length(1);
    }
    expect(received.find((m) => m.raw.includes('Applicant Number5') && m.to.includes('jobs@acme.example'))?.raw).to.include('filename=cv.pdf');
  });

  it('finishes the follow-up a crashed request left undone, once', async () => {
    const smtpListener = (smtp = await startSmtp());
    ctx = createContext(testConfig({ DATABASE_URL: sharedDatabase(), SMTP_URL: smtpListener.url, REDIS_URL: undefined }));
    startBackgroundWork(ctx);
    await createJapan();
    const acme = await createCompany({ name: 'Acme' });
    const job = await createJob({ company_id: acme.id, application_url: null, application_email: 'jobs@acme.example' });
    // What a process that died between the commit and the follow-up leaves behind.
    const { Applicant, EmailApplicant } = ctx.db.models;
    await Applicant.create({ job_id: job.id, company_id: acme.id, name: 'Kenji Sato', email: 'kenji@example.com', location_id: 1, japanese_level_enum: 'japanese_level_native', language: 'jp', idempotency_key: 'crashed' });

    expect(await ctx.sweeper.sweep(60_000)).to.deep.include({ 'application follow-ups': 0 });
    expect(await ctx.sweeper.sweep(NOW)).to.deep.include({ 'application follow-ups': 1 });
    await ctx.queue.drain();
    await ctx.sweeper.sweep(NOW);
    await ctx.queue.drain();
    expect(await EmailApplicant.count({ where: { email: 'kenji@example.com' } })).to.equal(1);
    expect(smtpListener.received.map((m) => m.to[0]).sort()).to.deep.equal(['jobs@acme.example', 'kenji@example.com']);
    expect((await Applicant.findOne({ where: { idempotency_key: 'crashed' } }))?.followed_up_at).to.be.instanceOf(Date);
  });
});
