import { literal } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import type { Language } from '@shigoto/db/enums';
import { ValidationError } from '../../lib/errors/index.js';
import type { NewsletterIssuesService } from './newsletter-issues.service.js';
import { introHtml, type IssueContent } from './newsletter-template.js';
import type { UnsubscribeTokens } from './unsubscribe-tokens.js';

export function createNewslettersService(deps: { db: Database; issues: NewsletterIssuesService; tokens: UnsubscribeTokens }) {
  const { Newsletter, Lead } = deps.db.models;
  const plain = (issue: { get(options: { plain: true }): unknown }) => issue.get({ plain: true }) as Rows['Newsletter'];

  return {
    /**
     * Published issues, newest first: those published but not sent yet (the newest, with no date
     * to sort by; databases put a missing date last), then the most recently sent.
     */
    async list(window: { offset: number; limit: number }) {
      const { rows, count } = await Newsletter.findAndCountAll({
        where: { published: true },
        order: [
          [literal('sent_at IS NULL'), 'DESC'],
          ['sent_at', 'DESC'],
          ['id', 'DESC'],
        ],
        offset: window.offset,
        limit: window.limit,
      });
      return { issues: rows.map(plain), total: count };
    },

    /** A published issue with what its page shows (intro, picked jobs and articles) in the language; null when there is none to show. */
    async find(id: number, lang: Language): Promise<(Rows['Newsletter'] & { page: IssueContent & { introHtml: string } }) | null> {
      const row = await Newsletter.findOne({ where: { id, published: true } });
      if (!row) return null;
      const issue = plain(row);
      const content = await deps.issues.content(issue, lang);
      return { ...issue, page: { ...content, introHtml: introHtml(content.intro) } };
    },

    /**
     * One-click unsubscribe from a signed link (RFC 8058): no sign-in, the token names the lead.
     * Unsubscribing twice is no error.
     */
    async unsubscribe(token: string): Promise<void> {
      const leadId = deps.tokens.verify(token);
      if (leadId === null) throw new ValidationError({ token: ['This unsubscribe link is not valid. Please use the link from your latest e-mail.'] });
      await Lead.update({ unsubscribed_at: new Date() }, { where: { id: leadId, unsubscribed_at: null } });
    },
  };
}
