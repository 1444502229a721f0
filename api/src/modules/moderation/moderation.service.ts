import { col, fn, Op, where, type Model, type ModelStatic, type Transaction } from 'sequelize';
import type { Database, Rows } from '@shigoto/db';
import type { AuditSubjectType, Language } from '@shigoto/db/enums';
import type { Account } from '../../lib/auth/account.js';
import { audit } from '../../lib/audit.js';
import { domainOf, emailMatchesHomepage, FREE_MAIL_MESSAGE, homepageHost, isFreeMail } from '../../lib/email-domains.js';
import { NotFoundError, REJECTION_REASON_MESSAGE, ValidationError } from '../../lib/errors/index.js';
import type { Mailer } from '../../lib/mail/index.js';
import { membershipSignupUrl } from '../accounts/accounts.serializer.js';
import { newCompanyIdentity } from '../companies/new-company.js';
import type { PagesChanged } from '../page-revalidation/page-revalidation.service.js';
import { companyInviteEmail } from './moderation.emails.js';

export const INVITE_DOMAIN_MESSAGE = "must be on the company's homepage domain, or the invitation's sign-up link would refuse it";

/** What seekers write about companies: public once approved. */
export type Moderated = 'CompanyReview' | 'CompanyExperience';
/** What companies send asking to hire on Shigoto: staff turn it into a company. */
export type Convertible = 'CompanySubmission' | 'CompanyLead';
/** What visitors tell the team: staff follow it up and mark it handled. */
export type Followed = 'NowHiringReport' | 'Feedback';

export interface Decision {
  moderation_state: 'approved' | 'rejected';
  moderation_reason?: string | null;
}

const SUBJECT: Record<Moderated | Convertible | Followed | 'Lead', AuditSubjectType> = {
  CompanyReview: 'company_review',
  CompanyExperience: 'company_experience',
  CompanySubmission: 'company_submission',
  CompanyLead: 'company_lead',
  NowHiringReport: 'now_hiring_report',
  Feedback: 'feedback',
  Lead: 'lead',
};

/** The public count each moderated kind keeps on its company (the company page shows it). */
const COUNT_COLUMN: Record<Moderated, 'review_count' | 'experience_count'> = {
  CompanyReview: 'review_count',
  CompanyExperience: 'experience_count',
};

/** A changed row as the database holds it (MariaDB keeps whole seconds), so every answer shows the same time. */
async function stored<T>(row: Model, transaction: Transaction): Promise<T> {
  await row.reload({ transaction });
  return row.get({ plain: true }) as T;
}

const APPROVAL_ACTION = { approved: 'approve', rejected: 'reject' } as const;

/** The company a converted form or lead becomes: unpublished until staff review its first job. */
function companyFrom(kind: Convertible, row: Rows['CompanySubmission'] | Rows['CompanyLead']) {
  const base = { name: row.company_name, ...newCompanyIdentity(row.company_name), published: false };
  if (kind === 'CompanyLead') return { ...base, homepage_url: `https://${domainOf(row.email)}` };
  const form = row as Rows['CompanySubmission'];
  return {
    ...base,
    homepage_url: form.homepage_url || `https://${domainOf(form.email)}`,
    description: form.description,
    employee_count: form.employee_count,
    location: form.hq_location,
  };
}

/**
 * The staff console's moderation inboxes: approving or rejecting reviews and experiences, turning
 * company forms and leads into companies with their first employer invited, following up
 * feedback and now-hiring reports, and unsubscribing newsletter subscribers. Each change and its
 * audit entry are written in one transaction. A converted company starts unpublished, so only a
 * decision on a review or experience changes public pages.
 */
export function createModerationService(deps: { db: Database; mailer: Mailer; publicUrl: string; pagesChanged: PagesChanged }) {
  const { db, mailer } = deps;
  const { Company, Lead } = db.models;
  const modelOf = (kind: Moderated | Convertible | Followed) => db.models[kind] as unknown as ModelStatic<Model>;

  /**
   * A company already on Shigoto under the same name (any case) or homepage host: a form and a lead
   * from one company, converted one after the other, would otherwise make it twice.
   */
  async function sameCompany(fields: { name: string; homepage_url: string }, transaction: Transaction) {
    const host = homepageHost(fields.homepage_url);
    const name = fields.name.trim().toLowerCase();
    const candidates = await Company.findAll({
      attributes: ['id', 'name', 'homepage_url'],
      where: { [Op.or]: [where(fn('lower', col('name')), name), ...(host ? [{ homepage_url: { [Op.like]: `%${host}%` } }] : [])] },
      transaction,
      raw: true,
    });
    return candidates.find((company) => company.name.trim().toLowerCase() === name || (host !== null && homepageHost(company.homepage_url) === host)) ?? null;
  }

  async function locked(kind: Moderated | Convertible | Followed, id: number, transaction: Transaction) {
    const row = await modelOf(kind).findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new NotFoundError(`${SUBJECT[kind].replace('_', ' ')} not found`);
    return row;
  }

  return {
    /** A decision can be revised; the company's public count follows the approved entries. */
    async moderate<K extends Moderated>(actor: Account, kind: K, id: number, decision: Decision): Promise<Rows[K]> {
      const reason = decision.moderation_reason?.trim() || null;
      if (decision.moderation_state === 'rejected' && !reason) throw new ValidationError({ moderation_reason: [REJECTION_REASON_MESSAGE] });
      const decided = await db.sequelize.transaction(async (transaction) => {
        const row = await locked(kind, id, transaction);
        const changes = { moderation_state: decision.moderation_state, moderation_reason: reason };
        await row.update({ ...changes, moderated_at: new Date() }, { transaction });
        const companyId = row.get('company_id') as number;
        const approved = await modelOf(kind).count({ where: { company_id: companyId, moderation_state: 'approved' }, transaction });
        await Company.update({ [COUNT_COLUMN[kind]]: approved }, { where: { id: companyId }, transaction });
        const subjectType = SUBJECT[kind];
        await audit(db, actor, { action: `${subjectType}.${APPROVAL_ACTION[decision.moderation_state]}`, subjectId: id, changes }, transaction);
        return stored<Rows[K]>(row, transaction);
      });
      // The entry on the reviews pages, the company's counts on its page, the site's review total.
      await deps.pagesChanged(['reviews', 'companies', 'counts']);
      return decided;
    },

    /**
     * Creates the company a form or lead asks for and invites the sender as its first employer
     * with the company's colleague sign-up link. Done once: a handled one is refused. The
     * invitation is written after the commit (its key is the company's, so it is never sent twice).
     */
    async convert<K extends Convertible>(actor: Account, kind: K, id: number, language: Language): Promise<Rows[K]> {
      const subjectType = SUBJECT[kind];
      const { row, company } = await db.sequelize.transaction(async (transaction) => {
        const row = await locked(kind, id, transaction);
        const source = row.get({ plain: true }) as Rows['CompanySubmission'] | Rows['CompanyLead'];
        if (source.company_id || source.handled_at) {
          const done = source.company_id ? `It was already converted into company #${source.company_id}.` : 'It was already handled.';
          throw new ValidationError({ base: [done] }, `This ${subjectType.replace('_', ' ')} cannot be converted again.`);
        }
        const fields = companyFrom(kind, source);
        if (isFreeMail(source.email)) throw new ValidationError({ email: [FREE_MAIL_MESSAGE] });
        if (!emailMatchesHomepage(source.email, fields.homepage_url)) throw new ValidationError({ email: [INVITE_DOMAIN_MESSAGE] });
        const twin = await sameCompany(fields, transaction);
        if (twin) {
          throw new ValidationError(
            { base: [`${twin.name} (company #${twin.id}) has the same name or website. Send the sender that company's colleague sign-up link instead.`] },
            `This ${subjectType.replace('_', ' ')} cannot be converted: the company is already on Shigoto.`,
          );
        }
        const company = (await Company.create(fields, { transaction })).get({ plain: true }) as Rows['Company'];
        const handled = { company_id: company.id, handled_at: new Date(), ...(kind === 'CompanySubmission' ? { review_state: 'approved' } : {}) };
        await row.update(handled, { transaction });
        await audit(db, actor, { action: 'company.create', subjectId: company.id, changes: { name: company.name, published: false, from: `${subjectType} ${id}` } }, transaction);
        await audit(db, actor, { action: `${subjectType}.convert`, subjectId: id, changes: { company_id: company.id, invited: source.email, language } }, transaction);
        return { row: await stored<Rows[K]>(row, transaction), company };
      });
      await mailer.send({
        dedupeKey: `company-invite:${company.id}`,
        template: 'company_invite',
        language,
        to: row.email,
        ...companyInviteEmail(language, company.name, membershipSignupUrl(deps.publicUrl, company.membership_code!)),
      });
      return row;
    },

    /** Marks a report or feedback handled (keeping when it first was), or back to waiting. */
    async setHandled<K extends Followed>(actor: Account, kind: K, id: number, handled: boolean): Promise<Rows[K]> {
      return db.sequelize.transaction(async (transaction) => {
        const row = await locked(kind, id, transaction);
        const handledAt = handled ? ((row.get('handled_at') as Date | null) ?? new Date()) : null;
        await row.update({ handled_at: handledAt }, { transaction });
        const subjectType = SUBJECT[kind];
        await audit(db, actor, { action: `${subjectType}.${handled ? 'handle' : 'reopen'}`, subjectId: id, changes: { handled_at: handledAt } }, transaction);
        return stored<Rows[K]>(row, transaction);
      });
    },

    /** Stops the newsletter for a subscriber; the row stays so a new sign-up can bring it back. */
    async unsubscribe(actor: Account, id: number): Promise<Rows['Lead']> {
      return db.sequelize.transaction(async (transaction) => {
        const lead = await Lead.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
        if (!lead) throw new NotFoundError('Subscriber not found');
        if (!lead.unsubscribed_at) {
          await lead.update({ unsubscribed_at: new Date() }, { transaction });
          await audit(db, actor, { action: 'lead.unsubscribe', subjectId: id, changes: { unsubscribed_at: lead.unsubscribed_at } }, transaction);
        }
        return stored<Rows['Lead']>(lead, transaction);
      });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
