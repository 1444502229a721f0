import type { Operation } from '../operation.js';
import { listOf, object, one, ref } from '../schemas.js';

const CREATED = 'Your job could not be created...';

export const jobSubmissionOperations: Operation[] = [
  {
    operationId: 'findSkillsInText',
    method: 'post',
    path: '/internal/generated_skills',
    summary: 'Skills named in a job text (dictionary and aliases)',
    ok: listOf('Skill', { meta: object({ total: { type: 'integer' } }) }),
  },
  { operationId: 'saveJobDraft', method: 'post', path: '/job_drafts', summary: 'Saves a job form in progress (state 1)', ok: one('JobDraft'), status: 201 },
  { operationId: 'importJob', method: 'post', path: '/job_imports', summary: 'Reads a job page’s JobPosting JSON-LD into a draft (SSRF-safe fetch)', ok: one('JobDraft'), status: 201 },
  {
    operationId: 'submitJob',
    method: 'post',
    path: '/jobs',
    summary: 'Submits a job; it stays pending until staff approve it ("Job created successfuly")',
    ok: one('SubmittedJob', { meta: ref('Message') }),
    status: 201,
    also: { 422: `The issues to fix, introduced by "${CREATED}"` },
  },
];
