import { randomUUID } from 'node:crypto';
import { Op, UniqueConstraintError, type WhereOptions } from 'sequelize';
import type { Logger } from 'pino';
import type { Database, Rows } from '@shigoto/db';
import type { Language } from '@shigoto/db/enums';
import type { Account } from '../../lib/auth/account.js';
import { audit } from '../../lib/audit.js';
import { NotFoundError, ValidationError } from '../../lib/errors/index.js';
import { reportError } from '../../lib/errors/report.js';
import { recordSent, type Mailer } from '../../lib/mail/index.js';
import type { Queue } from '../../lib/queue/index.js';
import type { SweepTask } from '../../lib/queue/sweeper.js';
import type { PagesChanged } from '../page-revalidation/page-revalidation.service.js';
import type { NewsletterIssuesService } from './newsletter-issues.service.js';
import { forSubscriber, renderIssueEmail, type IssueContent } from './newsletter-template.js';
import type { UnsubscribeTokens } from './unsubscribe-tokens.js';

export const NEWSLETTER_BATCH_JOB = 'newsletter.batch';
/** Leads per batch job: small enough that a batch is quick, so pausing and restarts lose little. */
const BATCH_SIZE = 50;
const INTERRUPTED = 'Interrupted before the e-mail was confirmed sent (the worker stopped); not sent again unless retried.';

interface BatchJob {
  sendId: number;
  /** Names the chain of batches: a resume, a retry or a sweep starts a new one (job ids stay unique). */
  round: string;
}

type Lead = Pick<Rows['Lead'], 'id' | 'email' | 'language' | 'include_tech_jobs' | 'include_non_tech_jobs'>;

/**
 * Sending an issue to every subscribed lead, in batches through the queue. Each delivery is a
 * unique row inserted before its e-mail goes out, so a lead gets an issue at most once however
 * often a batch runs (duplicates, restarts, a worker killed halfway). A claim that never became
 * 'sent' is not sent again by itself: it turns 'failed' and staff may retry it.
 */
export function createNewsletterSendsService(deps: {
  db: Database;
  queue: Queue;
  mailer: Mailer;
  logger: Logger;
  issues: NewsletterIssuesService;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  /** At most this many e-mails a second from one process. */
  perSecond: number;
  /** A claim older than this whose e-mail was not confirmed is taken as interrupted. */
  claimTimeoutMs: number;
  pagesChanged: PagesChanged;
}) {
  const { db, queue, mailer, issues, tokens, publicUrl } = deps;
  const { Lead, Newsletter, NewsletterSend, NewsletterDelivery } = db.models;
  const plain = <T>(row: { get(options: { plain: true }): unknown }) => row.get({ plain: true }) as T;

  /** Subscribed leads who want some kind of job (one who wants neither gets nothing). */
  const subscribed: WhereOptions = {
    unsubscribed_at: null,
    [Op.or]: [{ include_tech_jobs: true }, { include_non_tech_jobs: true }],
  };

  let nextSlot = 0;
  /** Spaces this process's sends to the configured rate. */
  async function pace() {
    const now = Date.now();
    const at = Math.max(now, nextSlot);
    nextSlot = at + 1000 / deps.perSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  const unsubscribeUrl = (leadId: number, lang: Language) =>
    `${publicUrl}/newsletter/unsubscribe?token=${tokens.sign(leadId)}${lang === 'jp' ? '&lang=jp' : ''}`;
  /** RFC 8058 one-click: mail clients POST here without a page. */
  const oneClickUrl = (leadId: number) => `${publicUrl}/api/v1/newsletter_unsubscriptions?token=${tokens.sign(leadId)}`;
  const unsubscribeHeaders = (leadId: number) => ({ 'List-Unsubscribe': `<${oneClickUrl(leadId)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

  async function enqueue(job: BatchJob, delayMs?: number) {
    try {
      await queue.add(NEWSLETTER_BATCH_JOB, job, { jobId: `newsletter-send-${job.sendId}-${job.round}`, delayMs });
    } catch (error) {
      // The sweeper starts a new chain for a send that stopped moving.
      reportError(deps.logger, error, { task: 'enqueue newsletter batch', sendId: job.sendId });
    }
  }

  async function sendOne(send: Rows['NewsletterSend'], lead: Lead, contents: Map<Language, IssueContent>) {
    let delivery;
    try {
      delivery = await NewsletterDelivery.create({ newsletter_id: send.newsletter_id, lead_id: lead.id, state: 'claimed' });
    } catch (error) {
      if (error instanceof UniqueConstraintError) return;
      throw error;
    }
    const lang: Language = lead.language === 'jp' ? 'jp' : 'en';
    const content = contents.get(lang)!;
    const email = renderIssueEmail(forSubscriber(content, lead), lang, unsubscribeUrl(lead.id, lang));
    const result = await mailer.sendNow({
      dedupeKey: `newsletter:${send.newsletter_id}:delivery:${delivery.id}`,
      // One message per issue and reader: a copy sent again after an interrupted delivery is the same one.
      messageKey: `newsletter:${send.newsletter_id}:lead:${lead.id}`,
      template: 'newsletter',
      language: lang,
      to: lead.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: unsubscribeHeaders(lead.id),
    });
    await recordSent(() =>
      delivery.update({
        outbound_email_id: result.id,
        state: result.sent ? 'sent' : 'failed',
        sent_at: result.sent ? new Date() : null,
        error: result.error,
      }),
    );
  }

  /** No leads left: once no claim is in flight the send is done (stale claims count as failed). */
  async function finish(send: Rows['NewsletterSend'], round: string) {
    await NewsletterDelivery.update(
      { state: 'failed', error: INTERRUPTED },
      { where: { newsletter_id: send.newsletter_id, state: 'claimed', updated_at: { [Op.lt]: new Date(Date.now() - deps.claimTimeoutMs) } } },
    );
    const inFlight = await NewsletterDelivery.count({ where: { newsletter_id: send.newsletter_id, state: 'claimed' } });
    if (inFlight) {
      await enqueue({ sendId: send.id, round: `${round}-wait-${Date.now()}` }, Math.min(deps.claimTimeoutMs, 5000));
      return;
    }
    const counts = await deliveryCounts(send.newsletter_id);
    await NewsletterSend.update(
      { state: 'done', finished_at: new Date(), total: counts.sent + counts.failed },
      { where: { id: send.id, state: 'sending' } },
    );
  }

  async function runBatch({ sendId, round }: BatchJob) {
    const row = await NewsletterSend.findByPk(sendId);
    if (!row || row.state !== 'sending') return;
    const send = plain<Rows['NewsletterSend']>(row);
    const leads = (await Lead.findAll({
      attributes: ['id', 'email', 'language', 'include_tech_jobs', 'include_non_tech_jobs'],
      where: {
        ...subscribed,
        id: {
          [Op.gt]: send.cursor_lead_id,
          [Op.lte]: send.last_lead_id,
          [Op.notIn]: db.sequelize.literal(`(SELECT lead_id FROM newsletter_deliveries WHERE newsletter_id = ${Number(send.newsletter_id)})`),
        },
      },
      order: [['id', 'ASC']],
      limit: BATCH_SIZE,
      raw: true,
    })) as Lead[];
    if (!leads.length) return finish(send, round);

    const issue = plain<Rows['Newsletter']>((await Newsletter.findByPk(send.newsletter_id))!);
    const contents = new Map<Language, IssueContent>([
      ['en', await issues.content(issue, 'en')],
      ['jp', await issues.content(issue, 'jp')],
    ]);
    for (const lead of leads) {
      // Pausing takes effect between two e-mails.
      const state = await NewsletterSend.findByPk(sendId, { attributes: ['state'] });
      if (state?.state !== 'sending') return;
      await pace();
      await sendOne(send, lead, contents);
    }
    const last = leads[leads.length - 1].id;
    await NewsletterSend.update({ cursor_lead_id: last }, { where: { id: sendId, cursor_lead_id: { [Op.lt]: last } } });
    await enqueue({ sendId, round: `${round.split('-after-')[0]}-after-${last}` });
  }

  async function deliveryCounts(newsletterId: number) {
    const rows = (await NewsletterDelivery.findAll({
      attributes: ['state', [db.sequelize.fn('COUNT', db.sequelize.col('id')), 'n']],
      where: { newsletter_id: newsletterId },
      group: ['state'],
      raw: true,
    })) as unknown as { state: string; n: number | string }[];
    const count = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
    return { sent: count('sent'), failed: count('failed'), claimed: count('claimed') };
  }

  async function sendOf(newsletterId: number) {
    const send = await NewsletterSend.findOne({ where: { newsletter_id: newsletterId } });
    if (!send) throw new ValidationError({ base: ['This issue has not been sent yet.'] });
    return send;
  }

  queue.handle<BatchJob>(NEWSLETTER_BATCH_JOB, runBatch);

  return {
    /**
     * The e-mail as a subscriber who wants every kind of job gets it; its unsubscribe link is a
     * real signed one (for no lead), so the preview shows the link subscribers get.
     */
    async preview(newsletterId: number, lang: Language) {
      const issue = plain<Rows['Newsletter']>(await issues.issueOrFail(newsletterId));
      return renderIssueEmail(await issues.content(issue, lang), lang, unsubscribeUrl(0, lang));
    },

    /**
     * A test copy for the signed-in staff member: the preview's e-mail (every kind of job, the
     * unsubscribe link and List-Unsubscribe header signed for no lead, so following them
     * unsubscribes nobody) with "[Test] " before its subject, to their own address only. It is an
     * outbound e-mail like any other (written, then queued), never a delivery: the issue's send is
     * untouched, drafts and sent issues alike may be tested, and as often as the rate limit allows.
     */
    async testSend(account: Account, newsletterId: number, lang: Language) {
      const issue = plain<Rows['Newsletter']>(await issues.issueOrFail(newsletterId));
      const staff = account.type === 'staff' ? await db.models.StaffUser.findByPk(account.id, { attributes: ['email'] }) : null;
      if (!staff) throw new NotFoundError('Staff member not found');
      const email = renderIssueEmail(await issues.content(issue, lang), lang, unsubscribeUrl(0, lang));
      const subject = `[Test] ${email.subject}`;
      await mailer.send({
        // Each test is an e-mail of its own: sending the same issue again is a new copy.
        dedupeKey: `newsletter:${newsletterId}:test:${account.id}:${randomUUID()}`,
        template: 'newsletter_test',
        language: lang,
        to: staff.email,
        subject,
        text: email.text,
        html: email.html,
        headers: unsubscribeHeaders(0),
      });
      await audit(db, account, { action: 'newsletter.test_send', subjectId: newsletterId, changes: { to: staff.email, language: lang } });
      return { id: newsletterId, sent_to: staff.email, subject };
    },

    /** The send's progress for the console's bar; state null before the send starts. */
    async progress(newsletterId: number) {
      await issues.issueOrFail(newsletterId);
      const send = await NewsletterSend.findOne({ where: { newsletter_id: newsletterId } });
      if (!send) {
        // Not sent yet: the subscribers it would reach now.
        const total = await Lead.count({ where: subscribed });
        return { id: newsletterId, state: null, total, sent: 0, failed: 0, left: total, started_at: null, finished_at: null };
      }
      const counts = await deliveryCounts(newsletterId);
      const left = send.state === 'done' ? 0 : Math.max(0, send.total - counts.sent - counts.failed);
      return { id: newsletterId, state: send.state, total: send.total, sent: counts.sent, failed: counts.failed, left, started_at: send.created_at, finished_at: send.finished_at };
    },

    /** Starts sending a published issue to every subscribed lead there is now. */
    async start(account: Account, newsletterId: number) {
      const issue = await issues.issueOrFail(newsletterId);
      if (!issue.published) throw new ValidationError({ base: ['Publish the issue before sending it: the e-mail links to its page.'] });
      const send = await db.sequelize.transaction(async (transaction) => {
        // An issue with a send date went out already (older issues were sent before sends were recorded).
        if (issue.sent_at || (await NewsletterSend.count({ where: { newsletter_id: newsletterId }, transaction }))) {
          throw new ValidationError({ base: ['This issue has already been sent.'] });
        }
        const lastLeadId = Number((await Lead.max('id', { transaction })) ?? 0);
        const total = await Lead.count({ where: { ...subscribed, id: { [Op.lte]: lastLeadId } }, transaction });
        let created;
        try {
          created = await NewsletterSend.create({ newsletter_id: newsletterId, state: 'sending', total, last_lead_id: lastLeadId, cursor_lead_id: 0 }, { transaction });
        } catch (error) {
          if (error instanceof UniqueConstraintError) throw new ValidationError({ base: ['This issue has already been sent.'] });
          throw error;
        }
        await Newsletter.update({ sent_at: new Date() }, { where: { id: newsletterId }, transaction });
        await audit(db, account, { action: 'newsletter.send', subjectId: newsletterId, changes: { total } }, transaction);
        return created;
      });
      await enqueue({ sendId: send.id, round: 'start' });
      // The public list shows when each issue was sent, most recent first.
      await deps.pagesChanged(['newsletters']);
    },

    async pause(account: Account, newsletterId: number) {
      const send = await sendOf(newsletterId);
      if (send.state !== 'sending') throw new ValidationError({ base: ['Only a send in progress can be paused.'] });
      await db.sequelize.transaction(async (transaction) => {
        await NewsletterSend.update({ state: 'paused' }, { where: { id: send.id, state: 'sending' }, transaction });
        await audit(db, account, { action: 'newsletter.pause', subjectId: newsletterId }, transaction);
      });
    },

    async resume(account: Account, newsletterId: number) {
      const send = await sendOf(newsletterId);
      if (send.state !== 'paused') throw new ValidationError({ base: ['Only a paused send can be resumed.'] });
      await db.sequelize.transaction(async (transaction) => {
        await NewsletterSend.update({ state: 'sending' }, { where: { id: send.id, state: 'paused' }, transaction });
        await audit(db, account, { action: 'newsletter.resume', subjectId: newsletterId }, transaction);
      });
      await enqueue({ sendId: send.id, round: `resume-${Date.now()}` });
    },

    /**
     * Sends again to the leads whose delivery failed. An interrupted one may have gone out before
     * the worker stopped: staff decide, this never runs by itself.
     */
    async retryFailed(account: Account, newsletterId: number) {
      const send = await sendOf(newsletterId);
      if (send.state === 'sending') throw new ValidationError({ base: ['Wait until the send is done or paused.'] });
      const retried = await db.sequelize.transaction(async (transaction) => {
        const count = await NewsletterDelivery.destroy({ where: { newsletter_id: newsletterId, state: 'failed' }, transaction });
        if (!count) throw new ValidationError({ base: ['No delivery of this issue failed.'] });
        await NewsletterSend.update({ state: 'sending', cursor_lead_id: 0, finished_at: null }, { where: { id: send.id }, transaction });
        await audit(db, account, { action: 'newsletter.retry_failed', subjectId: newsletterId, changes: { retried: count } }, transaction);
        return count;
      });
      await enqueue({ sendId: send.id, round: `retry-${Date.now()}` });
      return retried;
    },

    /** Sweeper task: a send still 'sending' but untouched since `before` gets a new chain of batches. */
    sweepTask: {
      name: 'newsletter sends',
      async run(before: Date) {
        const stuck = await NewsletterSend.findAll({ where: { state: 'sending', updated_at: { [Op.lt]: before } }, limit: 100 });
        for (const send of stuck) {
          // Touched, so the next round leaves the new chain alone while it runs.
          await NewsletterSend.update({ cursor_lead_id: send.cursor_lead_id }, { where: { id: send.id } });
          await enqueue({ sendId: send.id, round: `sweep-${Date.now()}` });
        }
        return stuck.length;
      },
    } satisfies SweepTask,

    runBatch,
  };
}
