import type { SubmissionType } from '../../modules/submissions/submissions.serializer.js';
import type { Operation } from '../operation.js';
import { metaOnly, object, one, ref, submissionSchemaName } from '../schemas.js';

/** `{data: <the record>, meta: {message}}`: what every public form answers. */
const form = (type: SubmissionType, operationId: string, summary: string): Operation => ({
  operationId,
  method: 'post',
  path: `/${type}s`,
  summary,
  ok: one(submissionSchemaName(type), { meta: ref('Message') }),
  status: 201,
});

export const submissionOperations: Operation[] = [
  form('feedback', 'sendFeedback', 'Feedback from the footer modal (rate-limited)'),
  { ...form('lead', 'signUpForNewsletter', 'Newsletter / job-alert sign-up; a repeat sign-up (preferences updated) answers exactly like a first one'), params: ['lang'] },
  form('company_lead', 'sendCompanyLead', 'An employer’s “start hiring” lead; staff are notified'),
  form('contract_request', 'requestContract', 'A contract request for a plan and term; staff are notified'),
  form('now_hiring_report', 'reportNowHiring', 'Tells us a company is hiring (company_id or company_name)'),
  { ...form('company_review', 'reviewCompany', 'A company review, held for moderation'), params: ['lang'] },
  { ...form('company_experience', 'shareCompanyExperience', 'Experience-survey answers, held for moderation'), params: ['lang'] },
  form('company_submission', 'submitCompany', 'The company form (official-domain e-mail, salary at least ¥5,000,000); staff are notified'),
  {
    operationId: 'track',
    method: 'post',
    path: '/trackings',
    summary: 'A tracking event, written in batches; skipped (tracked: false) for bots, beta testers and test data',
    ok: metaOnly(object({ tracked: { type: 'boolean' } })),
    status: 202,
  },
];
