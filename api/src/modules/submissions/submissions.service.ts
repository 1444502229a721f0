import type { Database, Rows } from '@shigoto/db';
import type { Language, Plan, PlanTerm } from '@shigoto/db/enums';
import { ValidationError } from '../../lib/errors/index.js';
import type { Mailer } from '../../lib/mail/index.js';
import { leadWelcomeEmail, staffNoticeEmail } from './submissions.emails.js';
import type { SubmissionType } from './submissions.serializer.js';

export const COMPANY_MISSING_MESSAGE = 'does not exist';
export const COMPANY_UNPUBLISHED_MESSAGE = 'is not a published company';
export const NOW_HIRING_COMPANY_MESSAGE = 'is required when no company_id is given';

export interface FeedbackInput {
  company_id?: number;
  email?: string;
  body: string;
  page_url?: string;
}
export interface LeadInput {
  email: string;
  include_tech_jobs?: boolean;
  include_non_tech_jobs?: boolean;
  language?: Language;
  source?: string;
}
export interface CompanyLeadInput {
  name: string;
  company_name: string;
  email: string;
  job_title?: string;
  example_job_url?: string;
  diversity_info?: string;
}
export interface ContractRequestInput {
  email: string;
  contract_language: Rows['ContractRequest']['contract_language'];
  plan: Plan;
  term: PlanTerm;
  company_id?: number;
}
export interface NowHiringReportInput {
  company_id?: number;
  company_name?: string;
  email?: string;
  url?: string;
  message?: string;
}
export interface CompanyReviewInput {
  company_id: number;
  title: string;
  body: string;
  rating: number;
  pros?: string;
  cons?: string;
  employment_status?: string;
  email?: string;
}
export interface CompanyExperienceInput {
  company_id: number;
  kind: Rows['CompanyExperience']['kind'];
  body: string;
  answers?: Record<string, string>;
  email?: string;
}
export type CompanySubmissionInput = Pick<Rows['CompanySubmission'], 'company_name' | 'submitter_name' | 'email'> &
  Partial<
    Pick<
      Rows['CompanySubmission'],
      | 'submitter_role'
      | 'employee_count'
      | 'description'
      | 'salary_min'
      | 'salary_max'
      | 'homepage_url'
      | 'primary_language'
      | 'japanese_language_policy'
      | 'remote_work_policy'
      | 'visa_policy'
      | 'hq_location'
    >
  >;

const plain = <T>(row: { get(options: { plain: true }): unknown }) => row.get({ plain: true }) as T;

/** What the public forms write: feedback, leads, reviews and the forms staff follow up on. */
export function createSubmissionsService(deps: { db: Database; mailer: Mailer; staffEmail: string; publicUrl: string }) {
  const { Company, Feedback, Lead, CompanyLead, ContractRequest, NowHiringReport, CompanyReview, CompanyExperience, CompanySubmission } = deps.db.models;

  async function assertCompany(id: number | undefined, options: { published?: boolean } = {}) {
    if (id === undefined) return;
    const company = await Company.findByPk(id, { attributes: ['id', 'published'] });
    if (!company) throw new ValidationError({ company_id: [COMPANY_MISSING_MESSAGE] });
    if (options.published && !company.published) throw new ValidationError({ company_id: [COMPANY_UNPUBLISHED_MESSAGE] });
  }

  /**
   * No loss: the row is committed before the staff e-mail is written and queued, and
   * the e-mail's key is the row's, so a retry never notifies twice.
   */
  async function recordThenNotifyStaff<T extends { id: number }>(type: SubmissionType, title: string, record: () => Promise<T>): Promise<T> {
    const row = await record();
    await deps.mailer.send({
      dedupeKey: `staff-${type}:${row.id}`,
      template: `staff_${type}`,
      language: 'en',
      to: deps.staffEmail,
      ...staffNoticeEmail(title, row, `${deps.publicUrl}/admin`),
    });
    return row;
  }

  return {
    async feedback(input: FeedbackInput): Promise<Rows['Feedback']> {
      await assertCompany(input.company_id);
      return plain(
        await Feedback.create({ company_id: input.company_id ?? null, email: input.email ?? null, body: input.body, page_url: input.page_url ?? null }),
      );
    },

    /**
     * Signing up again is not an error: the e-mail's preferences are replaced and an unsubscribed
     * address is subscribed again. Only a new subscriber gets the welcome e-mail.
     */
    async signUpLead(input: LeadInput, language: Language): Promise<{ lead: Rows['Lead']; created: boolean }> {
      const preferences = {
        ...(input.include_tech_jobs !== undefined ? { include_tech_jobs: input.include_tech_jobs } : {}),
        ...(input.include_non_tech_jobs !== undefined ? { include_non_tech_jobs: input.include_non_tech_jobs } : {}),
        ...(input.source !== undefined ? { source: input.source } : {}),
        language,
      };
      const existing = await Lead.findOne({ where: { email: input.email } });
      if (existing) {
        await existing.update({ ...preferences, unsubscribed_at: null });
        return { lead: plain(existing), created: false };
      }
      const lead = plain<Rows['Lead']>(await Lead.create({ email: input.email, ...preferences }));
      await deps.mailer.send({
        dedupeKey: `lead-welcome:${lead.id}`,
        template: 'lead_welcome',
        language: lead.language,
        to: lead.email,
        ...leadWelcomeEmail(lead.language, deps.publicUrl),
      });
      return { lead, created: true };
    },

    companyLead: (input: CompanyLeadInput) =>
      recordThenNotifyStaff('company_lead', `New company lead: ${input.company_name}`, async () => plain<Rows['CompanyLead']>(await CompanyLead.create({ ...input }))),

    async contractRequest(input: ContractRequestInput): Promise<Rows['ContractRequest']> {
      await assertCompany(input.company_id);
      return recordThenNotifyStaff('contract_request', `Contract requested: ${input.plan} (${input.term})`, async () =>
        plain<Rows['ContractRequest']>(await ContractRequest.create({ ...input, company_id: input.company_id ?? null })),
      );
    },

    async nowHiringReport(input: NowHiringReportInput): Promise<Rows['NowHiringReport']> {
      if (input.company_id === undefined && !input.company_name) throw new ValidationError({ company_name: [NOW_HIRING_COMPANY_MESSAGE] });
      await assertCompany(input.company_id);
      return plain(await NowHiringReport.create({ ...input, company_id: input.company_id ?? null }));
    },

    /** Held for moderation: the public list and counts show approved reviews only. */
    async companyReview(input: CompanyReviewInput, author: { userId: number | null; language: Language }): Promise<Rows['CompanyReview']> {
      await assertCompany(input.company_id, { published: true });
      return plain(await CompanyReview.create({ ...input, user_id: author.userId, language: author.language, moderation_state: 'pending' }));
    },

    async companyExperience(input: CompanyExperienceInput, language: Language): Promise<Rows['CompanyExperience']> {
      await assertCompany(input.company_id, { published: true });
      return plain(await CompanyExperience.create({ ...input, answers: input.answers ?? {}, language, moderation_state: 'pending' }));
    },

    companySubmission: (input: CompanySubmissionInput) =>
      recordThenNotifyStaff('company_submission', `Company form: ${input.company_name}`, async () =>
        plain<Rows['CompanySubmission']>(await CompanySubmission.create({ ...input, review_state: 'pending' })),
      ),
  };
}
