import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP listener on loopback for the end-to-end suite: the API sends its e-mails to it over
 * SMTP (SMTP_URL), and it writes each message it receives to `dir` as `<n>.eml` (the raw message)
 * and `<n>.json` (the envelope's recipients), where the browser tests read them. A listener started
 * again on the same directory and port (the fault script takes SMTP down and back) goes on
 * numbering after the messages already there.
 */
export async function startMailCatcher(dir, { port = 0 } = {}) {
  mkdirSync(dir, { recursive: true });
  let count = readdirSync(dir).filter((file) => file.endsWith('.eml')).length;
  const server = new SMTPServer({
    authOptional: true,
    // Going down means going down: connections still open are cut after a second.
    closeTimeout: 1000,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // No DNS here: a reverse lookup of each client would only wait for a resolver.
    disableReverseLookup: true,
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const name = String(++count).padStart(5, '0');
        // Readers (the tests, in another process) list the `.eml` files and read each one's `.json`:
        // the envelope is written first and the message appears whole, by a rename, last.
        writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address) }));
        writeFileSync(path.join(dir, `${name}.eml.part`), Buffer.concat(chunks));
        renameSync(path.join(dir, `${name}.eml.part`), path.join(dir, `${name}.eml`));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Once listening, a client cut off (the listener going down, a sender killed) is that client's problem.
  server.on('error', () => {});
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The messages a listener wrote to `dir`: recipients, Message-ID and Shigoto's template name. */
export function caughtMessages(dir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'latin1');
      const header = (name) => raw.match(new RegExp(`^${name}:\\s*(.+)$`, 'im'))?.[1].trim() ?? null;
      const { to } = JSON.parse(readFileSync(path.join(dir, file.replace(/\.eml$/, '.json')), 'utf8'));
      return { to, messageId: header('Message-ID'), template: header('X-Shigoto-Template') };
    });
}
