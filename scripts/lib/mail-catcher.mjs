import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP listener on loopback for the end-to-end suite: the API sends its e-mails to it over
 * SMTP (SMTP_URL), and it writes each message it receives to `dir` as `<n>.eml` (the raw message)
 * and `<n>.json` (the envelope's recipients), where the browser tests read them.
 */
export async function startMailCatcher(dir) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const name = String(++count).padStart(5, '0');
        writeFileSync(path.join(dir, `${name}.eml`), Buffer.concat(chunks));
        writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address) }));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
