import { existsSync, readFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Op } from 'sequelize';
import { createDatabase, type Database } from '@shigoto/db';
import { closeBrowser, openPage, screenshot } from './browser.js';
import { deliveredMails, mailText, mailsTo } from './mailbox.js';

async function signInAsEditor(page: Page, as = { email: 'editor@shigoto.example', password: 'shigoto-editor' }) {
  await page.goto('/admin');
  await page.locator('input[name="username"]').fill(as.email);
  await page.locator('input[name="password"]').fill(as.password);
  await page.locator('button[type="submit"]').click();
  await page.getByRole('menuitem', { name: /newsletters/i }).waitFor();
}

/** Calls the staff API with the session the console stored, as the signed-in editor. */
async function adminApi<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ apiPath, method, body }) => {
      const { access, csrf } = JSON.parse(localStorage.getItem('shigoto.staffSession') ?? '{}') as { access?: string; csrf?: string };
      const response = await fetch(`/admin/api${apiPath}`, {
        method: method ?? 'GET',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${access}`, 'X-CSRF-Token': csrf ?? '' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method ?? 'GET'} /admin/api${apiPath}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { apiPath: path, method: init.method, body: init.body },
  ) as Promise<T>;
}

interface Progress {
  state: string | null;
  total: number;
  sent: number;
  failed: number;
  left: number;
}

/** The addresses a send should reach: subscribed leads who want some kind of job. */
async function subscribedAddresses(db: Database): Promise<string[]> {
  const leads = await db.models.Lead.findAll({
    attributes: ['email'],
    where: { unsubscribed_at: null, [Op.or]: [{ include_tech_jobs: true }, { include_non_tech_jobs: true }] },
    raw: true,
  });
  return leads.map((lead) => lead.email.toLowerCase());
}

/** How many copies of the issue with these subjects (one per language) each address received. */
function copiesBySubject(...subjects: string[]): Map<string, number> {
  const copies = new Map<string, number>();
  for (const mail of deliveredMails()) if (subjects.includes(mail.subject)) for (const to of mail.to) copies.set(to, (copies.get(to) ?? 0) + 1);
  return copies;
}

async function waitUntil(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('console newsletters', () => {
  let db: Database;
  const pages: Page[] = [];
  const openTracked = async (): Promise<Page> => {
    const page = await openPage();
    pages.push(page);
    return page;
  };
  before(() => {
    if (!process.env.E2E_DATABASE_URL) throw new Error('E2E_DATABASE_URL is not set: run the browser suite through `npm test`');
    db = createDatabase(process.env.E2E_DATABASE_URL);
  });
  afterEach(async function () {
    // What the console showed when a step failed.
    if (this.currentTest?.state === 'failed') for (const [n, open] of pages.entries()) await screenshot(open, `failed-newsletters-${n}`).catch(() => undefined);
    pages.length = 0;
  });
  after(async () => {
    await closeBrowser();
    await db?.close();
  });

  it('an editor composes an issue with picked jobs and an article, previews the e-mail, publishes and sends it once to every subscriber', async function () {
    this.timeout(180_000);
    const page = await openTracked();
    await signInAsEditor(page);
    const [job] = await adminApi<{ id: number; title: string; company_name: string }[]>(page, '/newsletter_jobs?range=[0,0]');
    const [post] = await adminApi<{ id: number; title: string }[]>(page, '/newsletter_blog_posts?range=[0,0]');
    const subject = `Shigoto Weekly e2e ${Date.now()}`;
    const subjectJa = `週刊 e2e ${Date.now()}`;

    await page.getByRole('menuitem', { name: /newsletters/i }).click();
    await page.getByRole('link', { name: /create/i }).click();
    await page.locator('input[name="subject"]').fill(subject);
    await page.locator('input[name="subject_ja"]').fill(subjectJa);
    await page.locator('textarea[name="body"]').fill('Hello! **Three** picks this week.');
    await page.locator('textarea[name="body_ja"]').fill('こんにちは。');
    // Jobs and articles are picked by searching, in the order picked.
    const jobs = page.getByLabel('Jobs', { exact: true });
    await jobs.fill(job.title.slice(0, 12));
    await page.getByRole('option', { name: `${job.title} — ${job.company_name}` }).click();
    const articles = page.getByLabel('Articles', { exact: true });
    await articles.fill(post.title.slice(0, 10));
    await page.getByRole('option', { name: post.title }).click();
    await page.getByLabel('Published').check();
    await screenshot(page, 'console-newsletter-compose');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/newsletters\/\d+$/);
    const id = Number(/#\/newsletters\/(\d+)$/.exec(page.url())![1]);
    const stored = await adminApi<{ job_ids: number[]; blog_post_ids: number[]; published: boolean }>(page, `/newsletters/${id}`);
    expect(stored).to.deep.include({ job_ids: [job.id], blog_post_ids: [post.id], published: true });

    // The preview is the e-mail itself: HTML in a sandboxed frame, and the text part.
    const frame = page.frameLocator('iframe[title="Preview of the e-mail"]');
    await frame.getByRole('link', { name: job.title }).waitFor();
    await frame.getByRole('link', { name: 'Unsubscribe' }).waitFor();
    await screenshot(page, 'console-newsletter-preview');
    const previewControls = page.locator('.MuiToggleButtonGroup-root');
    await previewControls.getByRole('button', { name: 'Text' }).click();
    await page.locator('pre', { hasText: `- ${job.title} — ${job.company_name}` }).waitFor();
    await previewControls.getByRole('button', { name: 'Japanese' }).click();
    await page.getByText(`Subject: ${subjectJa}`).waitFor();

    // The public page shows the intro, the jobs and the article.
    const site = await openTracked();
    await site.goto(`/newsletters/${id}`);
    await site.getByRole('heading', { name: subject }).waitFor();
    await site.getByRole('link', { name: job.title }).waitFor();
    await site.getByRole('link', { name: post.title }).waitFor();
    await screenshot(site, 'site-newsletter-issue');
    await site.setViewportSize({ width: 375, height: 812 });
    await site.getByRole('link', { name: job.title }).scrollIntoViewIfNeeded();
    await screenshot(site, 'site-newsletter-issue-375');

    // A test copy first, in the language the preview shows (Japanese now): the subscriber's e-mail, to the editor's own inbox only; the send is not started.
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await page.getByText('Test sent to editor@shigoto.example').waitFor();
    const [testJa] = await mailsTo('editor@shigoto.example', { matching: (mail) => mail.subject === `[Test] ${subjectJa}` });
    expect(testJa, 'the Japanese test e-mail at the SMTP listener').to.not.equal(undefined);
    const issueMails = () => deliveredMails().filter((mail) => mail.subject.includes(subject) || mail.subject.includes(subjectJa));
    expect(issueMails().map((mail) => mail.to)).to.deep.equal([['editor@shigoto.example']]);
    expect((await adminApi<Progress>(page, `/newsletters/${id}/send`)).state).to.equal(null);
    // An admin reads that copy in the console's e-mails as it was sent: the HTML part in a frame, the text part beside it.
    const outbox = await openPage();
    await signInAsEditor(outbox, { email: 'admin@shigoto.example', password: 'shigoto-admin' });
    await outbox.goto(`/admin#/outbound_emails?filter=${encodeURIComponent(JSON.stringify({ template: 'newsletter_test' }))}`);
    await outbox.locator('table tbody tr', { hasText: subjectJa }).first().click();
    await outbox.waitForURL(/#\/outbound_emails\/\d+\/show/);
    await outbox.frameLocator('iframe[title="Message"]').getByRole('link', { name: job.title }).waitFor();
    await screenshot(outbox, 'console-outbox-email-html');
    await outbox.getByRole('button', { name: 'Text' }).click();
    await outbox.locator('pre', { hasText: 'こんにちは。' }).waitFor();
    await screenshot(page, 'console-newsletter-test-sent');

    const expected = await subscribedAddresses(db);
    await page.getByRole('button', { name: 'Send to subscribers' }).click();
    // The dialog says how many readers it reaches, before anything is sent.
    await page.getByRole('dialog').getByText(`Send this issue to all ${expected.length} subscribers?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    const bar = page.getByRole('progressbar', { name: 'Sending progress' });
    await bar.waitFor();
    await page.locator('[role="progressbar"][aria-valuenow="100"]').waitFor({ timeout: 120_000 });
    await page.getByText(`${expected.length} sent · 0 failed · 0 left`).waitFor();
    await screenshot(page, 'console-newsletter-sent');

    await waitUntil(() => copiesBySubject(subject, subjectJa).size >= expected.length, 20_000, 'every e-mail at the SMTP listener');
    const copies = copiesBySubject(subject, subjectJa);
    expect([...copies.keys()].sort()).to.deep.equal([...expected].sort());
    expect([...copies.values()].every((n) => n === 1)).to.equal(true);

    // 375 px: the list collapses to one line per issue, the send panel and preview fit.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await page.getByText(`${expected.length} sent · 0 failed · 0 left`).waitFor();
    // A sent issue can still be tested, and the button fits the narrow screen.
    const testButton = page.getByRole('button', { name: 'Send a test to me' });
    const box = (await testButton.boundingBox())!;
    expect(box.x).to.be.at.least(0);
    expect(box.x + box.width).to.be.at.most(375);
    await testButton.click();
    await page.getByText('Test sent to editor@shigoto.example').waitFor();
    // The preview shows English again after the reload: that copy is in English, both parts, with the issue's content.
    const [test] = await mailsTo('editor@shigoto.example', { matching: (mail) => mail.subject === `[Test] ${subject}` });
    expect(test.to).to.deep.equal(['editor@shigoto.example']);
    // With the one-click unsubscribe headers of a reader's copy (signed for no reader).
    expect(test.raw.replace(/\r?\n[ \t]+/g, ' ')).to.match(/^List-Unsubscribe: <.*\/api\/v1\/newsletter_unsubscriptions\?token=0\./m).and.match(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const testText = mailText(test.raw);
    expect(testText).to.match(/Content-Type: text\/plain/).and.match(/Content-Type: text\/html/);
    expect(testText).to.include(job.title).and.include(post.title).and.include('<strong>Three</strong>');
    await screenshot(page, 'console-newsletter-sent-375');
    await page.goto('/admin#/newsletters');
    await page.getByText(subject).waitFor();
    await screenshot(page, 'console-newsletters-375');
  });

  it('a reader unsubscribes from the link in the e-mail, in Japanese, without signing in', async () => {
    // A reader's copy: a staff member's test copy carries the same link and header, signed for no reader.
    const isReaderCopy = (m: { subject: string; raw: string }) =>
      !m.subject.startsWith('[Test] ') && /newsletter\/unsubscribe\?token=/.test(m.raw) && /List-Unsubscribe-Post: List-Unsubscribe=One-Click/.test(m.raw);
    const mail = deliveredMails().find(isReaderCopy);
    expect(mail, 'a newsletter e-mail with the unsubscribe header').to.not.equal(undefined);
    const token = /newsletter\/unsubscribe\?token=(\d+\.[\w-]{43})/.exec(mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1];
    const page = await openTracked();
    await page.goto(`/jp/newsletter/unsubscribe?token=${token}`);
    await page.getByRole('heading', { name: 'Shigotoニュースレターの配信停止' }).waitFor();
    await screenshot(page, 'site-unsubscribe-ja');
    await page.getByRole('button', { name: '配信を停止する' }).click();
    await page.getByText('配信を停止しました。').waitFor();
    const lead = await db.models.Lead.findByPk(Number(token.split('.')[0]));
    expect(lead!.unsubscribed_at).to.be.an.instanceOf(Date);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/newsletter/unsubscribe?token=${token.split('.')[0]}.${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText(/This unsubscribe link is not valid/).waitFor();
    await screenshot(page, 'site-unsubscribe-forged-375');
  });

  it('a send to 500 more leads survives the worker killed mid-send: the bar reaches 100 %, staff retry what the kill interrupted, and each reader has one message', async function () {
    const pidFile = process.env.E2E_WORKER_PID_FILE;
    // Only with Redis do queued jobs run in a worker process of their own (without, in the API).
    if (!pidFile) return this.skip();
    this.timeout(300_000);
    const stamp = Date.now();
    await db.models.Lead.bulkCreate(
      Array.from({ length: 500 }, (_, n) => ({
        email: `bulk-${stamp}-${n}@mail.example`,
        language: n % 3 === 0 ? ('jp' as const) : ('en' as const),
        // Every one wants some kind of job (tech, non-tech or both), so all 500 get the issue.
        include_tech_jobs: n % 5 !== 0,
        include_non_tech_jobs: n % 5 === 0 || n % 4 === 0,
        source: 'e2e',
      })),
    );
    const expected = await subscribedAddresses(db);
    const page = await openTracked();
    await signInAsEditor(page);
    const subject = `Shigoto bulk e2e ${stamp}`;
    const issue = await adminApi<{ id: number }>(page, '/newsletters', { method: 'POST', body: { subject, body: 'Bulk issue.', published: true } });
    await page.goto(`/admin#/newsletters/${issue.id}`);
    await page.getByRole('button', { name: 'Send to subscribers' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('progressbar', { name: 'Sending progress' }).waitFor();

    await waitUntil(async () => (await adminApi<Progress>(page, `/newsletters/${issue.id}/send`)).sent >= 100, 60_000, '100 e-mails sent');
    const killed = Number(readFileSync(pidFile, 'utf8'));
    process.kill(killed, 'SIGKILL');
    const atKill = (await adminApi<Progress>(page, `/newsletters/${issue.id}/send`)).sent;
    expect(atKill).to.be.lessThan(expected.length);
    await screenshot(page, 'console-newsletter-worker-killed');
    await waitUntil(() => existsSync(pidFile) && Number(readFileSync(pidFile, 'utf8')) !== killed, 10_000, 'the worker to be started again');

    // The restarted worker takes the stalled batch up again; claims the killed one left turn failed,
    // and only then is the send marked sent (the bar can show 100 % a moment before).
    await page.locator('[role="progressbar"][aria-valuenow="100"]').waitFor({ timeout: 240_000 });
    await page.getByText('Sent · 100 %').waitFor({ timeout: 30_000 });
    const progress = await adminApi<Progress>(page, `/newsletters/${issue.id}/send`);
    expect(progress.state).to.equal('done');
    expect(progress.sent + progress.failed).to.equal(expected.length);
    expect(progress.left).to.equal(0);
    await screenshot(page, 'console-newsletter-after-restart');

    await waitUntil(() => copiesBySubject(subject).size >= progress.sent, 20_000, 'the sent e-mails at the SMTP listener');
    const copies = copiesBySubject(subject);
    // At most once per address, whatever the kill interrupted.
    expect([...copies.values()].every((n) => n === 1)).to.equal(true);
    expect([...copies.keys()].every((address) => expected.includes(address))).to.equal(true);
    const failed = await db.models.NewsletterDelivery.findAll({ where: { newsletter_id: issue.id, state: 'failed' }, raw: true });
    const failedAddresses = (await db.models.Lead.findAll({ where: { id: failed.map((d) => d.lead_id) }, raw: true })).map((lead) => lead.email.toLowerCase());
    // Every address got it except those whose delivery was interrupted (a handful at most), which
    // show as failed; one of those may have reached the listener before the kill.
    expect(expected.filter((address) => !copies.has(address)).every((address) => failedAddresses.includes(address))).to.equal(true);
    expect(failed.length).to.be.at.most(4);

    if (failed.length) {
      await page.getByRole('button', { name: 'Retry failed' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await waitUntil(async () => (await adminApi<Progress>(page, `/newsletters/${issue.id}/send`)).state === 'done', 60_000, 'the retried send to finish');
      await waitUntil(() => failedAddresses.every((address) => copiesBySubject(subject).has(address)), 20_000, 'the retried e-mails at the SMTP listener');
    }
    // Every reader has the issue; a second copy only where the kill interrupted a delivery the
    // server had already taken, and then as the same message (one Message-ID), which mailboxes show once.
    const messageIds = new Map<string, Set<string>>();
    for (const mail of deliveredMails().filter((m) => m.subject === subject)) {
      for (const to of mail.to) messageIds.set(to, (messageIds.get(to) ?? new Set()).add(mail.messageId));
    }
    expect([...messageIds.keys()].sort()).to.deep.equal([...expected].sort());
    expect([...messageIds.values()].every((ids) => ids.size === 1), 'a reader got two different messages').to.equal(true);
    const twice = [...copiesBySubject(subject)].filter(([, n]) => n > 1).map(([address]) => address);
    expect(twice.every((address) => failedAddresses.includes(address))).to.equal(true);
  });
});
