import { Readable } from 'node:stream';
import { readdirSync, rmSync } from 'node:fs';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { startMailCatcher } from './lib/mail-catcher.mjs';
rmSync('/tmp/mailx', { recursive: true, force: true });
const mail = await startMailCatcher('/tmp/mailx');
const transport = nodemailer.createTransport({ url: mail.url });
const files = () => readdirSync('/tmp/mailx').filter((f) => f.endsWith('.eml')).length;
async function send(fail) {
  const composed = await new MailComposer({ from: 'a@x.example', to: 'b@y.example', subject: 'hi', text: 'hello', messageId: '<fixed-1@x.example>' }).compile().build();
  let t0 = Date.now();
  const body = new Readable({
    read() {
      if (this.started) return;
      this.started = true;
      console.log('read() at', Date.now() - t0, 'ms; files', files());
      this.push(composed);
      setTimeout(() => {
        console.log('confirm done; files', files());
        if (fail) this.destroy(new Error('confirm failed'));
        else this.push(null);
      }, 300);
    },
  });
  try {
    const info = await transport.sendMail({ envelope: { from: 'a@x.example', to: ['b@y.example'] }, raw: body });
    console.log('sent', info.messageId, info.response, 'files', files());
  } catch (e) { console.log('error', e.message, 'files', files()); }
}
await send(false);
await send(true);
await new Promise((r) => setTimeout(r, 300));
console.log('final files', files());
await mail.close();
