import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An e-mail the API delivered over SMTP to the suite's listener (scripts/lib/mail-catcher.mjs). */
export interface DeliveredMail {
  to: string[];
  /** The raw message: headers, body parts and base64 attachments. */
  raw: string;
  subject: string;
  messageId: string;
}

function subjectOf(raw: string): string {
  const header = /^Subject: ((?:.*)(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  // Encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) as nodemailer writes them.
  return header.replace(/\r?\n[ \t]/g, ' ').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/** The e-mail's text with quoted-printable soft line breaks and escapes undone. */
export function mailText(raw: string): string {
  // A run of encoded bytes is one UTF-8 sequence or more (’ is =E2=80=99): decoded together, not byte by byte.
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** Every e-mail delivered so far, oldest first. */
export function deliveredMails(): DeliveredMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser suite through `npm test` (scripts/test.mjs starts the SMTP listener)');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(dir, name), 'utf8');
      const { to } = JSON.parse(readFileSync(path.join(dir, name.replace(/\.eml$/, '.json')), 'utf8')) as { to: string[] };
      return { to, raw, subject: subjectOf(raw), messageId: /^Message-ID: (.+)$/m.exec(raw)?.[1].trim() ?? '' };
    });
}

/**
 * The e-mails delivered to `address` (those `matching`, when given), once at least `count` have
 * arrived: the queue sends them shortly after the request, and an address may already hold
 * earlier e-mails of other tests.
 */
export async function mailsTo(
  address: string,
  { count = 1, timeoutMs = 15_000, matching = () => true }: { count?: number; timeoutMs?: number; matching?: (mail: DeliveredMail) => boolean } = {},
): Promise<DeliveredMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = deliveredMails().filter((mail) => mail.to.includes(address.toLowerCase()) && matching(mail));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
