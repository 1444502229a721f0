import { SUBMISSION_ATTRIBUTES, type SubmissionType } from '../../modules/submissions/submissions.serializer.js';
import type { Operation } from '../operation.js';
import type { Schema } from '../schemas.js';

/** `{data: <the record>, message}`: what every public form answers. */
const submitted = (type: SubmissionType): Schema => ({
  type: 'object',
  required: ['data', 'message'],
  properties: {
    data: {
      type: 'object',
      required: ['id', 'type', 'attributes'],
      properties: {
        id: { type: 'string' },
        type: { const: type },
        attributes: { type: 'object', required: [...SUBMISSION_ATTRIBUTES[type]] },
      },
    },
    message: { type: 'string' },
  },
});

const form = (type: SubmissionType, summary: string): Operation => ({ method: 'post', path: `/${type}s`, summary, ok: submitted(type), status: 201 });

export const submissionOperations: Operation[] = [
  form('feedback', 'Feedback from the footer modal (rate-limited)'),
  { ...form('lead', 'Newsletter / job-alert sign-up; 200 when the e-mail had signed up before (preferences updated)'), params: ['lang'] },
  form('company_lead', 'An employer’s “start hiring” lead; staff are notified'),
  form('contract_request', 'A contract request for a plan and term; staff are notified'),
  form('now_hiring_report', 'Tells us a company is hiring (company_id or company_name)'),
  { ...form('company_review', 'A company review, held for moderation'), params: ['lang'] },
  { ...form('company_experience', 'Experience-survey answers, held for moderation'), params: ['lang'] },
  form('company_submission', 'The company form (official-domain e-mail, salary at least ¥5,000,000); staff are notified'),
  {
    method: 'post',
    path: '/trackings',
    summary: 'A tracking event, written in batches; skipped (tracked: false) for bots, beta testers and test data',
    ok: { type: 'object', required: ['tracked'], properties: { tracked: { type: 'boolean' } } },
    status: 202,
  },
];
