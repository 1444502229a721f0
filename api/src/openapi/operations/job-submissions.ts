import type { Operation } from '../operation.js';
import { listOf } from '../schemas.js';

const draft = { type: 'object', required: ['data'], properties: { data: { type: 'object', required: ['id', 'type', 'attributes'] } } };

export const jobSubmissionOperations: Operation[] = [
  { method: 'post', path: '/internal/generated_skills', summary: 'Skills named in a job text (dictionary and aliases)', ok: listOf('Skill') },
  { method: 'post', path: '/job_drafts', summary: 'Saves a job form in progress (state 1)', ok: draft, status: 201 },
  { method: 'post', path: '/job_imports', summary: 'Reads a job page’s JobPosting JSON-LD into a draft (SSRF-safe fetch)', ok: draft, status: 201 },
  { method: 'post', path: '/jobs', summary: 'Submits a job; it stays pending until staff approve it', ok: draft, status: 201 },
];
