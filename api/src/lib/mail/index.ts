import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@shigoto/db';
import type { Logger } from 'pino';
import type { Queue } from '../queue/index.js';
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

export const DELIVER_EMAIL_JOB = 'email.deliver';

export type Mailer = ReturnType<typeof createMailer>;

/**
 * E-mail (DESIGN §6): the outbound_emails row is written first, then delivery is queued. With
 * SMTP_URL it goes out over SMTP; without, the table is the development outbox.
 */
export function createMailer(deps: { db: Database; queue: Queue; storage: Storage; logger: Logger; smtpUrl: string | null; from: string }) {
  const { OutboundEmail, StoredFile } = deps.db.models;
  const transport: Transporter | null = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;

  async function deliver({ id }: { id: number }): Promise<void> {
    const email = await OutboundEmail.findByPk(id);
    if (!email || email.state === 'sent') return;
    await email.increment('attempts');
    try {
      let messageId = `outbox-${email.id}`;
      if (transport) {
        const files = email.attachment_file_ids.length ? await StoredFile.findAll({ where: { id: email.attachment_file_ids } }) : [];
        const attachments = await Promise.all(
          files.map(async (file) => ({ filename: file.original_name ?? 'file', contentType: file.content_type, content: await deps.storage.read(file.storage_key) })),
        );
        const info = await transport.sendMail({
          from: deps.from,
          to: email.to_address,
          subject: email.subject,
          text: email.text_body,
          html: email.html_body ?? undefined,
          attachments,
          headers: { 'X-Shigoto-Template': email.template },
        });
        messageId = info.messageId;
      }
      await email.update({ state: 'sent', sent_at: new Date(), message_id: messageId, last_error: null });
    } catch (error) {
      await email.update({ last_error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }

  deps.queue.handle(DELIVER_EMAIL_JOB, deliver);

  return {
    transportKind: transport ? ('smtp' as const) : ('outbox' as const),
    async send(request: EmailRequest): Promise<number> {
      const [email] = await OutboundEmail.findOrCreate({
        where: { dedupe_key: request.dedupeKey },
        defaults: {
          dedupe_key: request.dedupeKey,
          template: request.template,
          language: request.language,
          to_address: request.to,
          subject: request.subject,
          text_body: request.text,
          html_body: request.html ?? null,
          attachment_file_ids: request.attachmentFileIds ?? [],
        },
      });
      if (email.state !== 'sent') await deps.queue.add(DELIVER_EMAIL_JOB, { id: email.id }, { jobId: `email-${email.id}` });
      return email.id;
    },
    deliver,
    close() {
      transport?.close();
    },
  };
}
