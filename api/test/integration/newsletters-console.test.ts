import { expect } from 'chai';
import pino from 'pino';
import type { Account } from '../../src/lib/auth/account.js';
import { LINK_MESSAGE, NO_IMAGES_MESSAGE } from '../../src/lib/http/validators.js';
import { createMailer } from '../../src/lib/mail/index.js';
import { createQueue, type Queue } from '../../src/lib/queue/index.js';
import { createNewsletterSendsService } from '../../src/modules/newsletters/newsletter-sends.service.js';
import { errorsOf } from '../helpers/errors.js';
import { createUnsubscribeTokens } from '../../src/modules/newsletters/unsubscribe-tokens.js';
import { api, signInStaff } from '../helpers/agent.js';
import { tokens as callerTokens } from '../helpers/callers.js';
import { testApp } from '../helpers/context.js';
import { createBlogPost, createCompany, createJob, createLead, createNewsletter, createSkill } from '../helpers/factories.js';
import { startSmtp, waitFor, type SmtpListener } from '../helpers/smtp.js';

const MARKETING_CATEGORY_ID = 376;
const silent = pino({ level: 'silent' });

async function editor() {
  const { tokens } = await signInStaff('editor');
  return `Bearer ${tokens.access}`;
}

/** An issue with a tech job, a non-tech job and an article, ready to send. */
async function composedIssue(auth: string) {
  const marketing = await createSkill({ id: MARKETING_CATEGORY_ID, name: 'Marketing', system_name: 'marketing', skill_type: 'category' });
  const company = await createCompany({ name: 'Acme KK' });
  const tech = await createJob({ company_id: company.id, title: 'Backend Engineer (Go)', title_ja: 'バックエンドエンジニア' });
  const nonTech = await createJob({ company_id: company.id, title: 'Growth Marketer', category_skill_id: marketing.id });
  const post = await createBlogPost({ title: 'Negotiating salary in Japan', title_ja: '日本での給与交渉' });
  const res = await api()
    .post('/admin/api/newsletters')
    .set('authorization', auth)
    .send({ subject: 'Weekly #1', subject_ja: '週刊 #1', body: 'Hello **readers**', body_ja: 'こんにちは', job_ids: [tech.id, nonTech.id], blog_post_ids: [post.id], published: true })
    .expect(201);
  return { issue: res.body as { id: number }, company, tech, nonTech, post };
}

/** The account a signed-in editor's requests carry, for calling the service directly. */
async function editorAccount(): Promise<Account> {
  const { staff } = await signInStaff('editor');
  return { type: 'staff', id: staff.id, role: 'editor', sessionId: 'test' };
}

const progressOf = async (auth: string, id: number) => (await api().get(`/admin/api/newsletters/${id}/send`).set('authorization', auth).expect(200)).body;

describe('console newsletters: compose and preview', () => {
  it('refuses an issue without a subject, with unpublished picks or picks that are not id lists (422 by field)', async () => {
    const auth = await editor();
    const draftJob = await createJob({ published: false, approval_state: 'pending' });
    const draftPost = await createBlogPost({ published: false });

    const noSubject = await api().post('/admin/api/newsletters').set('authorization', auth).send({ subject: '  ' }).expect(422);
    expect(noSubject.body.errors.subject).to.deep.equal(['is required']);
    const notList = await api().post('/admin/api/newsletters').set('authorization', auth).send({ subject: 'S', job_ids: 'all' }).expect(422);
    expect(notList.body.errors).to.have.property('job_ids');
    const hidden = await api()
      .post('/admin/api/newsletters')
      .set('authorization', auth)
      .send({ subject: 'S', job_ids: [draftJob.id], blog_post_ids: [draftPost.id] })
      .expect(422);
    expect(hidden.body.errors.job_ids[0]).to.match(/jobs on the board/);
    expect(hidden.body.errors.blog_post_ids[0]).to.match(/published blog posts/);
    // An intro's link readers could not follow, or an image e-mails would leave out, is refused by name.
    const badLinks = await api()
      .post('/admin/api/newsletters')
      .set('authorization', auth)
      .send({ subject: 'S', body: 'See [our jobs](/jobs) and [this](javascript:alert(1)).', body_ja: '![office](/files/media/office.png)' })
      .expect(422);
    expect(badLinks.body.errors).to.deep.equal({ body: [`${LINK_MESSAGE}: javascript:alert(1)`], body_ja: [NO_IMAGES_MESSAGE] });
    expect(await testApp().ctx.db.models.Newsletter.count()).to.equal(0);
  });

  it('stores the picks in order, previews the e-mail (HTML and text, both languages) and publishes the page', async () => {
    const auth = await editor();
    const { issue, company, tech, nonTech, post } = await composedIssue(auth);
    const stored = await api().get(`/admin/api/newsletters/${issue.id}`).set('authorization', auth).expect(200);
    expect(stored.body).to.include({ subject: 'Weekly #1', published: true, send_state: null });
    expect(stored.body.job_ids).to.deep.equal([tech.id, nonTech.id]);

    const html = await api().get(`/admin/api/newsletters/${issue.id}/preview`).query({ lang: 'en', format: 'html' }).set('authorization', auth).expect(200);
    expect(html.headers['content-type']).to.match(/^text\/html/);
    expect(html.text).to.include('<strong>readers</strong>').and.include('Negotiating salary in Japan');
    expect(html.text.indexOf('Backend Engineer (Go)')).to.be.greaterThan(0).and.lessThan(html.text.indexOf('Growth Marketer'));
    expect(html.text).to.match(/href="http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=0\.[\w-]{43}"/);

    const text = await api().get(`/admin/api/newsletters/${issue.id}/preview`).query({ lang: 'jp', format: 'text' }).set('authorization', auth).expect(200);
    expect(text.headers['content-type']).to.match(/^text\/plain/);
    expect(text.text).to.include('週刊 #1').and.include('バックエンドエンジニア').and.include('日本での給与交渉').and.include('/newsletter/unsubscribe?token=0.');
    expect(text.text).not.to.include('<');

    await api().get(`/admin/api/newsletters/${issue.id}/preview`).query({ format: 'pdf' }).set('authorization', auth).expect(422);

    const page = await api().get(`/api/v1/newsletters/${issue.id}`).query({ lang: 'jp' }).expect(200);
    expect(page.body.data.attributes.body).to.equal('<p>こんにちは</p>');
    expect(page.body.data.attributes.jobs).to.deep.equal([
      { id: tech.id, title: 'バックエンドエンジニア', company_name: 'Acme KK', location: null, path: `/jobs/${company.slug}/${tech.slug}` },
      { id: nonTech.id, title: 'Growth Marketer', company_name: 'Acme KK', location: null, path: `/jobs/${company.slug}/${nonTech.slug}` },
    ]);
    expect(page.body.data.attributes.articles).to.deep.equal([{ id: post.id, title: '日本での給与交渉', excerpt: post.excerpt, path: `/blog/${post.slug}` }]);
  });

  it('offers only public jobs and published posts to pick, searched by title or company', async () => {
    const auth = await editor();
    const company = await createCompany({ name: 'Kitsune Labs' });
    const open = await createJob({ company_id: company.id, title: 'iOS Engineer' });
    await createJob({ company_id: company.id, title: 'iOS Lead', published: false });
    const byCompany = await api().get('/admin/api/newsletter_jobs').query({ filter: JSON.stringify({ q: 'kitsune' }) }).set('authorization', auth).expect(200);
    expect(byCompany.body.map((j: { id: number }) => j.id)).to.deep.equal([open.id]);
    expect(byCompany.body[0]).to.include({ title: 'iOS Engineer', company_name: 'Kitsune Labs', non_tech: false });
    const byIds = await api().get('/admin/api/newsletter_jobs').query({ filter: JSON.stringify({ id: [open.id] }) }).set('authorization', auth).expect(200);
    expect(byIds.headers['content-range']).to.equal('newsletter_jobs 0-0/1');

    const post = await createBlogPost({ title: 'Visa basics' });
    await createBlogPost({ title: 'Visa drafts', published: false });
    const posts = await api().get('/admin/api/newsletter_blog_posts').query({ filter: JSON.stringify({ q: 'visa' }) }).set('authorization', auth).expect(200);
    expect(posts.body.map((p: { id: number }) => p.id)).to.deep.equal([post.id]);
  });
});

describe('console newsletters: sending', () => {
  it('sends once to every subscribed lead, in their language and with only the kinds of jobs they asked for', async () => {
    const auth = await editor();
    const { issue } = await composedIssue(auth);
    const both = await createLead({ include_tech_jobs: true, include_non_tech_jobs: true });
    const techOnly = await createLead({ include_tech_jobs: true, include_non_tech_jobs: false, language: 'jp' });
    const nonTechOnly = await createLead({ include_tech_jobs: false, include_non_tech_jobs: true });
    await createLead({ include_tech_jobs: false, include_non_tech_jobs: false });
    await createLead({ unsubscribed_at: new Date() });
    const many = await Promise.all(Array.from({ length: 20 }, () => createLead()));

    // Before it is sent, the progress says whom it would reach (the console's confirmation counts them).
    expect(await progressOf(auth, issue.id)).to.include({ state: null, total: 23, sent: 0, left: 23 });
    const started = await api().post(`/admin/api/newsletters/${issue.id}/send`).set('authorization', auth).send({}).expect(200);
    expect(started.body).to.include({ state: 'sending', total: 23 });
    await waitFor(async () => (await progressOf(auth, issue.id)).state === 'done', 15_000);
    expect(await progressOf(auth, issue.id)).to.include({ state: 'done', total: 23, sent: 23, failed: 0, left: 0 });

    const { NewsletterDelivery, OutboundEmail, AuditLog } = testApp().ctx.db.models;
    expect(await NewsletterDelivery.count({ where: { newsletter_id: issue.id, state: 'sent' } })).to.equal(23);
    const emails = await OutboundEmail.findAll({ where: { template: 'newsletter' } });
    expect(emails).to.have.length(23);
    expect(new Set(emails.map((e) => e.to_address)).size).to.equal(23);
    expect(emails.map((e) => e.to_address)).to.include.members([both.email, techOnly.email, nonTechOnly.email, ...many.map((l) => l.email)]);
    const to = (email: string) => emails.find((e) => e.to_address === email)!;
    expect(to(both.email).text_body).to.include('Backend Engineer (Go)').and.include('Growth Marketer');
    expect(to(techOnly.email).subject).to.equal('週刊 #1');
    expect(to(techOnly.email).text_body).to.include('バックエンドエンジニア').and.not.include('Growth Marketer');
    expect(to(nonTechOnly.email).text_body).to.include('Growth Marketer').and.not.include('Backend Engineer');
    expect(to(nonTechOnly.email).text_body).to.include(`/newsletter/unsubscribe?token=${nonTechOnly.id}.`);
    expect(await AuditLog.count({ where: { action: 'newsletter.send', subject_id: String(issue.id) } })).to.equal(1);

    const again = await api().post(`/admin/api/newsletters/${issue.id}/send`).set('authorization', auth).send({}).expect(422);
    expect(again.body.errors.base).to.deep.equal(['This issue has already been sent.']);
    const edit = await api().put(`/admin/api/newsletters/${issue.id}`).set('authorization', auth).send({ subject: 'Changed' }).expect(422);
    expect(edit.body.errors.base[0]).to.match(/has been sent/);
  });

  it('refuses to send an unpublished issue, or one that went out before sends were recorded', async () => {
    const auth = await editor();
    const draft = await createNewsletter({ published: false, sent_at: null });
    const res = await api().post(`/admin/api/newsletters/${draft.id}/send`).set('authorization', auth).send({ action: 'start' }).expect(422);
    expect(res.body.errors.base[0]).to.match(/Publish the issue/);
    const old = await createNewsletter({ sent_at: new Date('2026-01-05T00:00:00Z') });
    const again = await api().post(`/admin/api/newsletters/${old.id}/send`).set('authorization', auth).send({ action: 'start' }).expect(422);
    expect(again.body.errors.base).to.deep.equal(['This issue has already been sent.']);
    expect(await testApp().ctx.db.models.NewsletterSend.count()).to.equal(0);
  });
});

describe('console newsletters: a test copy to oneself', () => {
  const testSend = (auth: string, id: number, body: object = {}) => api().post(`/admin/api/newsletters/${id}/test_send`).set('authorization', auth).send(body);

  it("sends the subscriber's e-mail with a [Test] subject to the signed-in editor only, and leaves the send alone", async () => {
    const { staff, tokens } = await signInStaff('editor');
    const auth = `Bearer ${tokens.access}`;
    const { issue } = await composedIssue(auth);
    const leads = [await createLead(), await createLead({ language: 'jp' })];
    const { OutboundEmail, NewsletterDelivery, NewsletterSend, Newsletter, AuditLog } = testApp().ctx.db.models;

    // An address in the request is not where it goes.
    const res = await testSend(auth, issue.id, { to: 'someone@else.example', email: 'someone@else.example' }).expect(202);
    expect(res.body).to.deep.equal({ id: issue.id, sent_to: staff.email });
    await waitFor(async () => (await OutboundEmail.findOne({ where: { template: 'newsletter_test' } }))?.state === 'sent');

    const emails = await OutboundEmail.findAll();
    expect(emails.map((e) => e.to_address)).to.deep.equal([staff.email]);
    const [email] = emails;
    expect(email.subject).to.equal('[Test] Weekly #1');
    // The same parts the preview (and so every subscriber) gets: intro, both kinds of jobs, the article.
    const preview = await api().get(`/admin/api/newsletters/${issue.id}/preview`).query({ lang: 'en', format: 'html' }).set('authorization', auth).expect(200);
    expect(email.html_body).to.equal(preview.text);
    expect(email.html_body).to.include('<strong>readers</strong>').and.include('Backend Engineer (Go)').and.include('Growth Marketer').and.include('Negotiating salary in Japan');
    expect(email.text_body).to.include('Hello readers').and.include('Backend Engineer (Go)').and.include('Negotiating salary in Japan').and.not.include('<');
    // Its unsubscribe link names no lead: following it unsubscribes nobody.
    expect(email.text_body).to.match(/\/newsletter\/unsubscribe\?token=0\.[\w-]{43}/);
    const token = /token=(0\.[\w-]{43})/.exec(email.text_body)![1];
    await api().post('/api/v1/newsletter_unsubscriptions').query({ token }).expect(200);
    expect(await testApp().ctx.db.models.Lead.count({ where: { unsubscribed_at: null } })).to.equal(leads.length);
    // So does its one-click header, which mail clients show as "Unsubscribe" as for every reader.
    expect(email.headers).to.deep.equal({
      'List-Unsubscribe': `<${testApp().ctx.config.publicUrl}/api/v1/newsletter_unsubscriptions?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // In Japanese when asked, again as a new e-mail.
    await testSend(auth, issue.id, { lang: 'jp' }).expect(202);
    const japanese = await OutboundEmail.findOne({ where: { template: 'newsletter_test', language: 'jp' } });
    expect(japanese!.subject).to.equal('[Test] 週刊 #1');
    expect(japanese!.text_body).to.include('バックエンドエンジニア');
    expect(japanese!.to_address).to.equal(staff.email);

    expect(await OutboundEmail.count({ where: { to_address: leads.map((l) => l.email) } })).to.equal(0);
    expect(await NewsletterDelivery.count()).to.equal(0);
    expect(await NewsletterSend.count()).to.equal(0);
    expect((await Newsletter.findByPk(issue.id))!.sent_at).to.equal(null);
    expect(await progressOf(auth, issue.id)).to.include({ state: null, total: 2, sent: 0 });
    const audited = await AuditLog.findAll({ where: { action: 'newsletter.test_send', subject_id: String(issue.id) } });
    expect(audited.map((a) => [a.actor_id, a.changes])).to.deep.equal([
      [staff.id, { to: staff.email, language: 'en' }],
      [staff.id, { to: staff.email, language: 'jp' }],
    ]);
  });

  it('works for drafts and for issues already sent, without changing them', async () => {
    const auth = await editor();
    const draft = await createNewsletter({ published: false, sent_at: null, subject: 'Draft issue' });
    const sentAt = new Date('2026-01-05T00:00:00.000Z');
    const old = await createNewsletter({ sent_at: sentAt, subject: 'Old issue' });
    await testSend(auth, draft.id).expect(202);
    await testSend(auth, old.id).expect(202);
    const { Newsletter, OutboundEmail, NewsletterSend } = testApp().ctx.db.models;
    expect((await OutboundEmail.findAll({ order: [['id', 'ASC']] })).map((e) => e.subject)).to.deep.equal(['[Test] Draft issue', '[Test] Old issue']);
    expect(await Newsletter.findByPk(draft.id)).to.include({ published: false, sent_at: null });
    expect((await Newsletter.findByPk(old.id))!.sent_at!.toISOString()).to.equal(sentAt.toISOString());
    expect(await NewsletterSend.count()).to.equal(0);
  });

  it('is for staff only, answers 404 for an unknown issue and allows ten an hour per staff member', async () => {
    const issue = await createNewsletter({ sent_at: null });
    const callers = await callerTokens();
    await api().post(`/admin/api/newsletters/${issue.id}/test_send`).send({}).expect(401);
    await testSend(`Bearer ${callers.user}`, issue.id).expect(403);
    await testSend(`Bearer ${callers.employer}`, issue.id).expect(403);
    expect(await testApp().ctx.db.models.OutboundEmail.count()).to.equal(0);

    const auth = `Bearer ${callers.editor}`;
    const missing = await testSend(auth, 999_999).expect(404);
    expect(missing.body).to.deep.equal({ errors: ['Newsletter not found'] });
    for (let i = 0; i < 9; i++) await testSend(auth, issue.id).expect(202);
    await testSend(auth, issue.id).expect(429);
    // Another staff member has a budget of their own.
    await testSend(`Bearer ${callers.admin}`, issue.id).expect(202);
    expect(await testApp().ctx.db.models.OutboundEmail.count()).to.equal(10);
  });
});

describe('console newsletters: the sweeper', () => {
  it('takes up a send whose batches were lost (Redis was down when it started) and finishes it once', async function () {
    this.timeout(60_000);
    const { ctx } = testApp();
    const issue = await createNewsletter({ sent_at: null });
    // One after another: the send covers leads up to the last one's id (parallel inserts may number them out of order).
    const leads = [await createLead(), await createLead(), await createLead()];
    const { NewsletterSend, OutboundEmail } = ctx.db.models;
    // Committed, but no batch job ever reached the queue.
    await NewsletterSend.create({ newsletter_id: issue.id, state: 'sending', total: 3, last_lead_id: leads[2].id });
    // A grace in the future: the send counts as untouched for long enough.
    expect(await ctx.sweeper.sweep(-60_000)).to.include({ 'newsletter sends': 1 });
    await ctx.queue.drain();
    await waitFor(async () => (await NewsletterSend.findOne({ where: { newsletter_id: issue.id } }))!.state === 'done', 45_000);
    expect(await OutboundEmail.count({ where: { template: 'newsletter' } })).to.equal(3);
    expect(await ctx.sweeper.sweep(-60_000)).to.include({ 'newsletter sends': 0 });
  });
});

describe('console newsletters: deliveries under duplicates, crashes, pauses and SMTP', () => {
  let smtp: SmtpListener;
  let queue: Queue;
  let mailer: ReturnType<typeof createMailer>;
  const tokens = createUnsubscribeTokens('another-secret-long-enough-for-this-test-0123456789');

  /** A second sending service on its own queue and a real SMTP listener (the shared one uses the outbox). */
  function sendsService(options: { perSecond?: number; claimTimeoutMs?: number } = {}) {
    const { ctx } = testApp();
    return createNewsletterSendsService({
      db: ctx.db,
      queue,
      mailer,
      logger: silent,
      issues: ctx.services.newsletterIssues,
      tokens,
      publicUrl: 'https://shigoto.example',
      perSecond: options.perSecond ?? 1000,
      claimTimeoutMs: options.claimTimeoutMs ?? 60_000,
      pagesChanged: async () => {},
    });
  }

  beforeEach(async () => {
    smtp = await startSmtp();
    queue = createQueue({ redisUrl: null, logger: silent });
    mailer = createMailer({ db: testApp().ctx.db, queue, storage: testApp().ctx.storage, logger: silent, smtpUrl: smtp.url, from: 'Shigoto <hello@shigoto.example>' });
  });
  afterEach(async () => {
    await queue.close();
    mailer.close();
    await smtp.close();
  });

  const sendOf = async (newsletterId: number) => (await testApp().ctx.db.models.NewsletterSend.findOne({ where: { newsletter_id: newsletterId } }))!;

  it('carries one-click unsubscribe headers and a link that works without signing in; a forged token is refused', async () => {
    const account = await editorAccount();
    const issue = await createNewsletter({ subject: 'Headers issue', sent_at: null });
    const lead = await createLead();
    const sends = sendsService();
    queue.start();
    await sends.start(account, issue.id);
    await waitFor(async () => (await sendOf(issue.id)).state === 'done', 30_000);

    expect(smtp.received).to.have.length(1);
    const raw = smtp.received[0].raw.replace(/\r\n[ \t]+/g, ' ');
    const token = tokens.sign(lead.id);
    expect(raw).to.include(`List-Unsubscribe: <https://shigoto.example/api/v1/newsletter_unsubscriptions?token=${token}>`);
    expect(raw).to.include('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).to.include('https://shigoto.example/newsletter/unsubscribe?token=');

    // The shared app signs with its own secret: the same check, through HTTP.
    const appTokens = createUnsubscribeTokens(testApp().ctx.config.jwtSecret);
    const forged = `${lead.id}.${'A'.repeat(43)}`;
    const refused = await api().post('/api/v1/newsletter_unsubscriptions').query({ token: forged }).expect(422);
    expect(errorsOf(refused.body).token[0]).to.match(/not valid/);
    await api().post('/api/v1/newsletter_unsubscriptions').query({ token: token }).expect(422);
    await api().post('/api/v1/newsletter_unsubscriptions').query({ token: '1' }).expect(422);
    expect((await testApp().ctx.db.models.Lead.findByPk(lead.id))!.unsubscribed_at).to.equal(null);

    await api()
      .post('/api/v1/newsletter_unsubscriptions')
      .query({ token: appTokens.sign(lead.id) })
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect((await testApp().ctx.db.models.Lead.findByPk(lead.id))!.unsubscribed_at).to.be.an.instanceOf(Date);
    await api().post('/api/v1/newsletter_unsubscriptions').query({ token: appTokens.sign(lead.id) }).expect(200);
  });

  it('delivers a test copy over SMTP to the staff member alone, as HTML and text', async () => {
    const account = await editorAccount();
    const staff = await testApp().ctx.db.models.StaffUser.findByPk(account.id);
    const issue = await createNewsletter({ subject: 'SMTP issue', body: 'Hello **SMTP**', sent_at: null });
    await createLead();
    const sends = sendsService();
    queue.start();
    expect(await sends.testSend(account, issue.id, 'en')).to.include({ sent_to: staff!.email, subject: '[Test] SMTP issue' });
    await waitFor(() => smtp.received.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.received).to.have.length(1);
    expect(smtp.received[0].to).to.deep.equal([staff!.email]);
    const raw = smtp.received[0].raw.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).to.include('Subject: [Test] SMTP issue');
    expect(raw).to.match(/Content-Type: multipart\/alternative/);
    expect(raw).to.match(/Content-Type: text\/plain/).and.match(/Content-Type: text\/html/);
    expect(raw).to.include('<strong>SMTP</strong>');
    // Quoted-printable: soft line breaks out, '=' as written.
    const decoded = raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(decoded).to.include('https://shigoto.example/newsletter/unsubscribe?token=0.');
    expect(await sends.progress(issue.id)).to.include({ state: null, sent: 0 });
  });

  it('never sends twice: duplicated and re-run batches, and a claim left by a dead worker (failed, then retried on request)', async function () {
    this.timeout(90_000);
    const account = await editorAccount();
    const issue = await createNewsletter({ sent_at: null });
    const leads = await Promise.all(Array.from({ length: 120 }, () => createLead()));
    // Long enough that a claim in flight (MariaDB under load) is never taken for an interrupted one.
    const sends = sendsService({ claimTimeoutMs: 2000 });
    // A worker died after claiming this lead's copy: whether it went out is unknown.
    const { NewsletterDelivery } = testApp().ctx.db.models;
    await NewsletterDelivery.create({ newsletter_id: issue.id, lead_id: leads[7].id, state: 'claimed' });

    await sends.start(account, issue.id);
    const send = await sendOf(issue.id);
    // The queued chain, a duplicate of the same batch, and a sweep's new chain all run at once.
    await Promise.all([sends.runBatch({ sendId: send.id, round: 'start' }), sends.runBatch({ sendId: send.id, round: 'start' }), sends.runBatch({ sendId: send.id, round: 'sweep-1' })]);
    queue.start();
    await waitFor(async () => (await sendOf(issue.id)).state === 'done', 30_000);
    await sends.runBatch({ sendId: send.id, round: 'late-duplicate' });

    const counts = new Map<string, number>();
    for (const mail of smtp.received) counts.set(mail.to[0], (counts.get(mail.to[0]) ?? 0) + 1);
    expect(smtp.received).to.have.length(119);
    expect([...counts.values()].every((n) => n === 1)).to.equal(true);
    expect(counts.has(leads[7].email)).to.equal(false);
    expect(await sends.progress(issue.id)).to.include({ state: 'done', sent: 119, failed: 1, left: 0, total: 120 });
    const interrupted = await NewsletterDelivery.findOne({ where: { lead_id: leads[7].id } });
    expect(interrupted!.state).to.equal('failed');
    expect(interrupted!.error).to.match(/Interrupted/);

    const retried = await sends.retryFailed(account, issue.id);
    expect(retried).to.equal(1);
    await waitFor(async () => (await sendOf(issue.id)).state === 'done', 30_000);
    expect(smtp.received).to.have.length(120);
    expect(smtp.received.filter((m) => m.to[0] === leads[7].email)).to.have.length(1);
    expect(await sends.progress(issue.id)).to.include({ state: 'done', sent: 120, failed: 0 });
  });

  it('sends a copy again as the same message when a delivery reads as interrupted after the server took it', async function () {
    this.timeout(60_000);
    const account = await editorAccount();
    const issue = await createNewsletter({ sent_at: null });
    const lead = await createLead();
    const sends = sendsService({ claimTimeoutMs: 500 });
    queue.start();
    await sends.start(account, issue.id);
    await waitFor(async () => (await sendOf(issue.id)).state === 'done', 30_000);
    // The worker died after the server took the copy and before the delivery said so.
    const { NewsletterDelivery } = testApp().ctx.db.models;
    await NewsletterDelivery.update({ state: 'failed', error: 'Interrupted' }, { where: { newsletter_id: issue.id, lead_id: lead.id } });
    await sends.retryFailed(account, issue.id);
    await waitFor(async () => (await sendOf(issue.id)).state === 'done' && smtp.received.length === 2, 30_000);

    const messageIds = smtp.received.map((mail) => mail.messageId);
    expect(smtp.received.map((mail) => mail.to[0])).to.deep.equal([lead.email, lead.email]);
    expect(messageIds[0]).to.be.a('string').and.equal(messageIds[1]);
  });

  it('pauses between two e-mails and resumes to the end, at the configured rate', async function () {
    this.timeout(90_000);
    const account = await editorAccount();
    const issue = await createNewsletter({ sent_at: null });
    await Promise.all(Array.from({ length: 30 }, () => createLead()));
    const sends = sendsService({ perSecond: 20 });
    queue.start();
    const began = Date.now();
    await sends.start(account, issue.id);
    await waitFor(() => smtp.received.length >= 5, 30_000);
    await sends.pause(account, issue.id);
    await new Promise((r) => setTimeout(r, 300));
    const atPause = smtp.received.length;
    expect(atPause).to.be.lessThan(30);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.length).to.equal(atPause);
    expect(await sends.progress(issue.id)).to.include({ state: 'paused', left: 30 - atPause });

    await sends.resume(account, issue.id);
    await waitFor(async () => (await sendOf(issue.id)).state === 'done', 30_000);
    expect(smtp.received).to.have.length(30);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).to.equal(30);
    // 30 e-mails at 20 a second take at least 1.45 s (plus the pause).
    expect(Date.now() - began).to.be.greaterThan(1450 + 800);
  });

  it('records an SMTP refusal as a failed delivery, not a send', async () => {
    const account = await editorAccount();
    const issue = await createNewsletter({ sent_at: null });
    await createLead();
    await smtp.close();
    const sends = sendsService();
    queue.start();
    await sends.start(account, issue.id);
    await waitFor(async () => (await sendOf(issue.id)).state === 'done', 15_000);
    expect(await sends.progress(issue.id)).to.include({ sent: 0, failed: 1 });
    const email = await testApp().ctx.db.models.OutboundEmail.findOne({ where: { template: 'newsletter' } });
    expect(email!.state).to.equal('failed');
    smtp = await startSmtp();
  });
});
