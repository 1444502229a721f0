import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The Message-ID header ('' when there is none). */
  messageId: string;
}

export interface SmtpListener {
  received: ReceivedMail[];
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A real SMTP listener on loopback that keeps what it receives (port 0: any free port). */
export async function startSmtp(port = 0): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No DNS here: a reverse lookup of each client would only wait for a resolver.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, messageId: /^Message-ID: (.+)$/m.exec(raw)?.[1].trim() ?? '' });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${bound}`, port: bound, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A port on loopback where nothing listens (yet): SMTP is "down" until startSmtp(port). */
export async function downSmtpPort(): Promise<number> {
  const probe = await startSmtp();
  await probe.close();
  return probe.port;
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
