import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { Op, type Transaction } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import type { Logger } from 'pino';
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
}

/** An e-mail sent at once by the caller's own job (bulk sends that keep their own claims). */
export interface ImmediateEmailRequest extends Omit<EmailRequest, 'attachmentFileIds'> {
  headers?: Record<string, string>;
}

/**
 * Records, in the transaction given, that an e-mail is going out. It runs while the mail server
 * holds the whole message but has not yet been told it is complete (see sendConfirmed).
 */
export type ConfirmSending = (emailId: number, transaction: Transaction) => Promise<void>;

export const DELIVER_EMAIL_JOB = 'email.deliver';
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
  const transport: Transporter | null = deps.smtpUrl
    ? // Bounded waits keep one attempt well inside its claim (CLAIM_MS).
      nodemailer.createTransport({ url: deps.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 })
    : null;

  /** The domain of the From address, for Message-IDs (as nodemailer makes them). */
  const fromDomain = (addressparser(deps.from, { flatten: true })[0]?.address ?? 'shigoto.example').split('@').pop();

  /**
   * Sends a message over SMTP and calls `confirm` once the mail server has accepted its envelope
   * and received its text, but before the final dot that tells the server the message is complete.
   * A server delivers only complete messages: should `confirm` fail, or the process die before it
   * is done, the message is discarded. So the record that an e-mail went out is written before it
   * can have gone out, and an attempt cut off before its record is safe to make again: a killed
   * worker's e-mails are neither lost nor sent twice (only a death in the instant between the
   * record and the dot could lose one). Should the server refuse the complete message, the caller
   * undoes the record. `confirm` is given the message's Message-ID.
   */
  async function sendConfirmed(smtp: Transporter, message: SendMailOptions, confirm: (messageId: string) => Promise<void>): Promise<void> {
    const messageId = `<${randomUUID()}@${fromDomain}>`;
    const raw = await new MailComposer({ ...message, messageId }).compile().build();
    let started = false;
    const body = new Readable({
      // Nodemailer reads the message once the server has answered DATA (354).
      read() {
        if (started) return;
        started = true;
        this.push(raw);
        confirm(messageId).then(
          () => this.push(null),
          (error: Error) => this.destroy(error),
        );
      },
    });
    await smtp.sendMail({ from: message.from, to: message.to, raw: body });
  }

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
    const markSent = async (messageId: string) => {
      await OutboundEmail.update({ state: 'sent', sent_at: new Date(), message_id: messageId, last_error: null, claimed_until: null }, { where: { id } });
    };
    try {
      if (!transport) {
        await markSent(`outbox-${email.id}`);
        return;
      }
      const files = email.attachment_file_ids.length ? await StoredFile.findAll({ where: { id: email.attachment_file_ids } }) : [];
      const attachments = await Promise.all(
        files.map(async (file) => ({ filename: file.original_name ?? 'file', contentType: file.content_type, content: await deps.storage.read(file.storage_key) })),
      );
      await sendConfirmed(
        transport,
        { from: deps.from, to: email.to_address, subject: email.subject, text: email.text_body, html: email.html_body ?? undefined, attachments, headers: { 'X-Shigoto-Template': email.template } },
        markSent,
      );
    } catch (error) {
      // Not sent (refused, or cut off before the record): back in the queue, or failed for good.
      const gaveUp = email.attempts >= MAX_ATTEMPTS;
      await OutboundEmail.update(
        { state: gaveUp ? 'failed' : 'queued', sent_at: null, last_error: error instanceof Error ? error.message : String(error), claimed_until: null },
        { where: { id } },
      );
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
     * Sends now, in the caller's job. The e-mail's row is written as sent, and `confirm` records
     * the caller's own claim as sent in the same transaction, while the mail server holds the
     * message before its final dot (sendConfirmed): a send cut off before that is not delivered
     * and the claim stays open, so the caller may send it again. Nothing retries it here. A refused
     * or unreachable server leaves the e-mail's row failed and `confirm` uncalled or undone.
     */
    async sendNow(request: ImmediateEmailRequest, confirm: ConfirmSending): Promise<{ id: number; sent: boolean; error: string | null }> {
      let emailId: number | null = null;
      const record = (messageId: string | null) =>
        deps.db.sequelize.transaction(async (transaction) => {
          const email = await OutboundEmail.create({ ...rowOf(request), state: 'sent', attempts: 1, message_id: messageId, sent_at: new Date() }, { transaction });
          if (!messageId) await email.update({ message_id: `outbox-${email.id}` }, { transaction });
          await confirm(email.id, transaction);
          emailId = email.id;
        });
      try {
        if (transport) {
          await sendConfirmed(
            transport,
            { from: deps.from, to: request.to, subject: request.subject, text: request.text, html: request.html, headers: { ...request.headers, 'X-Shigoto-Template': request.template } },
            record,
          );
        } else {
          await record(null);
        }
        return { id: emailId!, sent: true, error: null };
      } catch (failure) {
        const error = failure instanceof Error ? failure.message : String(failure);
        const failed = { state: 'failed' as const, sent_at: null, last_error: error };
        if (emailId !== null) await OutboundEmail.update(failed, { where: { id: emailId } });
        else emailId = (await OutboundEmail.create({ ...rowOf(request), ...failed, attempts: 1 })).id;
        return { id: emailId, sent: false, error };
      }
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
