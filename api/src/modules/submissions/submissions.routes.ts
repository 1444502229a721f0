import type { Router, Request } from 'express';
import type { AppContext } from '../../context.js';
import { input, mount, type Endpoint } from '../../lib/http/endpoint.js';
import { languageOf } from '../../lib/http/lang.js';
import { limitsFor } from '../../lib/rate-limit/index.js';
import { submissionResource } from './submissions.serializer.js';
import {
  type CompanyExperienceInput,
  type CompanyLeadInput,
  type CompanyReviewInput,
  type CompanySubmissionInput,
  type ContractRequestInput,
  type FeedbackInput,
  type LeadInput,
  type NowHiringReportInput,
} from './submissions.service.js';
import {
  companyExperienceValidators,
  companyLeadValidators,
  companyReviewValidators,
  companySubmissionValidators,
  contractRequestValidators,
  feedbackValidators,
  leadValidators,
  nowHiringReportValidators,
  trackingValidators,
} from './submissions.validators.js';
import { shouldSkipTracking, toTrackingRow, type TrackingInput } from './tracking.js';
import {
  FEEDBACK_SENT_MESSAGE,
  LEAD_SIGNED_UP_MESSAGE,
  COMPANY_SUBMISSION_MESSAGE,
  COMPANY_LEAD_MESSAGE,
  CONTRACT_REQUEST_MESSAGE,
  NOW_HIRING_REPORT_MESSAGE,
  REVIEW_PENDING_MESSAGE,
  EXPERIENCE_PENDING_MESSAGE,
} from './submissions.messages.js';

const TEN_MINUTES = 10 * 60;
const HOUR = 3600;

/** The public forms anyone may send (each rate-limited per address) and the tracking beacon. */
export function submissionsRoutes(ctx: AppContext, router: Router): void {
  const { submissions, tracking } = ctx.services;
  const limit = limitsFor(ctx.rateLimiter);
  // A form whose fields are all optional validates without its wrapper: read that as an empty one.
  const payload = <T>(req: Request, wrapper: string) => input<Record<string, T>>(req)[wrapper] ?? ({} as T);

  /** A form that writes one record and answers 201 with it and a message. */
  const form = <T>(
    wrapper: Parameters<typeof submissionResource>[0],
    rule: { name: string; limit: number; windowSeconds: number },
    validate: NonNullable<Endpoint['validate']>,
    message: string,
    record: (fields: T, req: Request) => Promise<{ id: number }>,
  ): Endpoint => ({
    method: 'post',
    path: `/${wrapper}s`,
    access: 'anonymous',
    before: [limit(rule.name, rule.limit, rule.windowSeconds)],
    validate,
    async handle(req, res) {
      const row = await record(payload<T>(req, wrapper), req);
      res.status(201).json({ data: submissionResource(wrapper, row), meta: { message } });
    },
  });

  mount(router, [
    form<FeedbackInput>('feedback', { name: 'feedback', limit: 10, windowSeconds: TEN_MINUTES }, feedbackValidators, FEEDBACK_SENT_MESSAGE, (fields) =>
      submissions.feedback(fields),
    ),
    {
      method: 'post',
      path: '/leads',
      access: 'anonymous',
      before: [limit('lead', 10, TEN_MINUTES)],
      validate: leadValidators,
      async handle(req, res) {
        const fields = payload<LeadInput>(req, 'lead');
        // A repeat sign-up answers exactly like a first one: the answer never tells who is subscribed.
        const { lead } = await submissions.signUpLead(fields, fields.language ?? languageOf(req));
        res.status(201).json({ data: submissionResource('lead', lead), meta: { message: LEAD_SIGNED_UP_MESSAGE } });
      },
    },
    form<CompanyLeadInput>('company_lead', { name: 'company-lead', limit: 10, windowSeconds: HOUR }, companyLeadValidators, COMPANY_LEAD_MESSAGE, (fields) =>
      submissions.companyLead(fields),
    ),
    form<ContractRequestInput>('contract_request', { name: 'contract-request', limit: 10, windowSeconds: HOUR }, contractRequestValidators, CONTRACT_REQUEST_MESSAGE, (fields) =>
      submissions.contractRequest(fields),
    ),
    form<NowHiringReportInput>('now_hiring_report', { name: 'now-hiring-report', limit: 20, windowSeconds: HOUR }, nowHiringReportValidators, NOW_HIRING_REPORT_MESSAGE, (fields) =>
      submissions.nowHiringReport(fields),
    ),
    form<CompanyReviewInput>('company_review', { name: 'company-review', limit: 10, windowSeconds: HOUR }, companyReviewValidators, REVIEW_PENDING_MESSAGE, (fields, req) =>
      submissions.companyReview(fields, { userId: req.account?.type === 'user' ? req.account.id : null, language: languageOf(req) }),
    ),
    form<CompanyExperienceInput>('company_experience', { name: 'company-experience', limit: 10, windowSeconds: HOUR }, companyExperienceValidators, EXPERIENCE_PENDING_MESSAGE, (fields, req) =>
      submissions.companyExperience(fields, languageOf(req)),
    ),
    form<CompanySubmissionInput>('company_submission', { name: 'company-submission', limit: 10, windowSeconds: HOUR }, companySubmissionValidators, COMPANY_SUBMISSION_MESSAGE, (fields) =>
      submissions.companySubmission(fields),
    ),
    {
      method: 'post',
      path: '/trackings',
      access: 'anonymous',
      // Generous: a page fires several events, and offices share one address.
      before: [limit('tracking', 120, 60)],
      validate: trackingValidators,
      handle(req, res) {
        const event = payload<TrackingInput>(req, 'data');
        if (shouldSkipTracking(req, event)) return res.status(202).json({ meta: { tracked: false } });
        tracking.add(toTrackingRow(event));
        res.status(202).json({ meta: { tracked: true } });
      },
    },
  ]);
}
