import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { Op } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../errors/index.js';
import { reportError } from '../errors/report.js';
import type { Queue } from '../queue/index.js';
import type { SweepTask } from '../queue/sweeper.js';
import type { Storage } from '../storage/index.js';

export interface EmailRequest {
  /** Same key, same e-mail: a retried request never sends twice. */
  dedupeKey: string;
  template: string;
  language: 'en' | 'jp';
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachmentFileIds?: number[];
  /** Headers of its own (a newsletter's List-Unsubscribe), kept with the e-mail. */
  headers?: Record<string, string>;
}

/** An e-mail sent at once by the caller's own job (bulk sends that keep their own claims). */
export interface ImmediateEmailRequest extends Omit<EmailRequest, 'attachmentFileIds'> {
  /** What makes the message the same one when sent again (its Message-ID); the dedupe key by default. */
  messageKey?: string;
}

export const DELIVER_EMAIL_JOB = 'email.deliver';
/** How long the record of an e-mail the mail server took waits for a database that is away (a restart, a failover). */
const RECORD_PATIENCE_MS = 60_000;

/**
 * Writes the record that an e-mail went out, waiting for the database while it cannot be reached.
 * The mail server has taken the message by then: a record that fails would leave it reading as
 * not sent, and it would be sent again (a fault run found five e-mails sent twice across a
 * MariaDB restart). Waits are within a delivery's claim, so no other attempt starts meanwhile.
 */
export async function recordSent<T>(write: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + RECORD_PATIENCE_MS;
  for (let delayMs = 250; ; delayMs = Math.min(delayMs * 2, 5000)) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error as Error) || Date.now() + delayMs > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
/** A delivery attempt holds its e-mail this long; an SMTP send that takes longer is given up on. */
const CLAIM_MS = 2 * 60_000;
/** After this many attempts (about a day of sweeps) the e-mail is marked failed for staff to see. */
const MAX_ATTEMPTS = 30;
const SWEEP_BATCH = 500;

export type Mailer = ReturnType<typeof createMailer>;

/**
 * E-mail: the outbound_emails row is written first, then delivery is queued, so an e-mail outlives
 * Redis or SMTP being down (the sweeper queues it again). With SMTP_URL it goes out over SMTP;
 * without, the table is the development outbox.
 */
export function createMailer(deps: { db: Database; queue: Queue; storage: Storage; logger: Logger; smtpUrl: string | null; from: string }) {
  const { OutboundEmail, StoredFile } = deps.db.models;
  const fromDomain = addressparser(deps.from, { flatten: true })[0]?.address?.split('@').pop() || 'shigoto.example';
  /**
   * An e-mail's Message-ID, the same on every attempt. The mail server's acceptance and our record
   * of it are two steps: a worker killed between them leaves an e-mail that went out but reads
   * as not sent, and it is sent again (nothing is lost). The second copy is then the same message,
   * which mailboxes that collapse repeated Message-IDs show once.
   */
  const messageIdFor = (key: string) => `<${createHash('sha256').update(`${deps.from}\n${key}`).digest('hex').slice(0, 32)}@${fromDomain}>`;

  // Pooled: e-mails reuse a few open connections instead of a connection (greeting, EHLO, TLS, login)
  // each, ~100 ms a message, which held a newsletter send to ~8 e-mails a second. Bounded waits keep
  // one attempt well inside its claim (CLAIM_MS).
  const transport: Transporter | null = deps.smtpUrl
    ? nodemailer.createTransport({ url: deps.smtpUrl, pool: true, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 })
    : null;

  /**
   * Takes the row for one delivery attempt. A second job for the same e-mail (the sweeper's, or
   * a retry racing the first) finds it claimed or sent and does nothing: one e-mail, one send.
   */
  async function claim(id: number): Promise<Rows['OutboundEmail'] | null> {
    const now = new Date();
    const [taken] = await OutboundEmail.update(
      { claimed_until: new Date(now.getTime() + CLAIM_MS), attempts: deps.db.sequelize.literal('attempts + 1') },
      { where: { id, state: 'queued', [Op.or]: [{ claimed_until: null }, { claimed_until: { [Op.lt]: now } }] } },
    );
    if (!taken) return null;
    return ((await OutboundEmail.findByPk(id))?.get({ plain: true }) as Rows['OutboundEmail'] | undefined) ?? null;
  }

  async function deliver({ id }: { id: number }): Promise<void> {
    const email = await claim(id);
    if (!email) return;
    try {
      const messageId = messageIdFor(email.dedupe_key);
      if (transport) {
        const files = email.attachment_file_ids.length ? await StoredFile.findAll({ where: { id: email.attachment_file_ids } }) : [];
        const attachments = await Promise.all(
          files.map(async (file) => ({ filename: file.original_name ?? 'file', contentType: file.content_type, content: await deps.storage.read(file.storage_key) })),
        );
        await transport.sendMail({
          from: deps.from,
          to: email.to_address,
          subject: email.subject,
          text: email.text_body,
          html: email.html_body ?? undefined,
          attachments,
          messageId,
          headers: { ...email.headers, 'X-Shigoto-Template': email.template },
        });
      }
      await recordSent(() => OutboundEmail.update({ state: 'sent', sent_at: new Date(), message_id: messageId, last_error: null, claimed_until: null }, { where: { id } }));
    } catch (error) {
      const gaveUp = email.attempts >= MAX_ATTEMPTS;
      await OutboundEmail.update({ last_error: error instanceof Error ? error.message : String(error), claimed_until: null, ...(gaveUp ? { state: 'failed' as const } : {}) }, { where: { id } });
      throw error;
    }
  }

  /** Queues a delivery; when Redis cannot take it now, the row waits for the sweeper. */
  async function enqueue(id: number, jobId: string) {
    try {
      await deps.queue.add(DELIVER_EMAIL_JOB, { id }, { jobId });
    } catch (error) {
      reportError(deps.logger, error, { task: 'enqueue e-mail', emailId: id });
    }
  }

  deps.queue.handle(DELIVER_EMAIL_JOB, deliver);

  /** The outbound_emails row of a request: what was sent, to whom. */
  const rowOf = (request: ImmediateEmailRequest) => ({
    dedupe_key: request.dedupeKey,
    template: request.template,
    language: request.language,
    to_address: request.to,
    subject: request.subject,
    text_body: request.text,
    html_body: request.html ?? null,
    headers: request.headers ?? {},
  });

  return {
    transportKind: transport ? ('smtp' as const) : ('outbox' as const),
    async send(request: EmailRequest): Promise<number> {
      const [email] = await OutboundEmail.findOrCreate({
        where: { dedupe_key: request.dedupeKey },
        defaults: { ...rowOf(request), attachment_file_ids: request.attachmentFileIds ?? [] },
      });
      if (email.state === 'queued') await enqueue(email.id, `email-${email.id}`);
      return email.id;
    },
    deliver,
    /** Queues one more delivery of an e-mail put back in the queue (a staff retry); its claim keeps it to one send. */
    requeue: (id: number) => enqueue(id, `email-${id}-retry-${Date.now()}`),
    /**
     * Sends now, in the caller's job, and records the e-mail as sent or failed afterwards. Nothing
     * retries it: the caller keeps its own claim (a newsletter delivery) and decides about retries.
     */
    async sendNow(request: ImmediateEmailRequest): Promise<{ id: number; sent: boolean; error: string | null }> {
      const messageId = messageIdFor(request.messageKey ?? request.dedupeKey);
      let error: string | null = null;
      try {
        if (transport) {
          await transport.sendMail({
            from: deps.from,
            to: request.to,
            subject: request.subject,
            text: request.text,
            html: request.html,
            messageId,
            headers: { ...request.headers, 'X-Shigoto-Template': request.template },
          });
        }
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      const email = await recordSent(() =>
        OutboundEmail.create({ ...rowOf(request), state: error ? 'failed' : 'sent', attempts: 1, last_error: error, message_id: messageId, sent_at: error ? null : new Date() }),
      );
      return { id: email.id, sent: !error, error };
    },
    /** Sweeper task: e-mails still queued and untouched since `before` are queued again. */
    sweepTask: {
      name: 'outbound e-mails',
      async run(before: Date) {
        const stale = await OutboundEmail.findAll({
          attributes: ['id', 'attempts'],
          where: { state: 'queued', updated_at: { [Op.lt]: before }, [Op.or]: [{ claimed_until: null }, { claimed_until: { [Op.lt]: new Date() } }] },
          order: [['id', 'ASC']],
          limit: SWEEP_BATCH,
          raw: true,
        });
        // The attempt count keeps the job id new after each failure, and the same while one waits.
        for (const { id, attempts } of stale) await enqueue(id, `email-${id}-after-${attempts}`);
        return stale.length;
      },
    } satisfies SweepTask,
    close() {
      transport?.close();
    },
  };
}
