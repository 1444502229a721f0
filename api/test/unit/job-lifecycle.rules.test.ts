import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import {
  ALREADY_APPROVED_ISSUE,
  ALREADY_REJECTED_ISSUE,
  jobStatus,
  NOT_ALLOWED_ISSUE,
  transitionColumns,
  transitionIssues,
  transitionsTo,
} from '../../src/modules/job-lifecycle/job-lifecycle.rules.js';
import { ValidationError } from '../../src/lib/errors/index.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const job = (fields: Partial<Rows['Job']>) =>
  ({ approval_state: 'approved', published: false, featured: false, is_deleted: false, closed_at: null, published_at: null, ...fields }) as Rows['Job'];

describe('job lifecycle rules', () => {
  it('lets only staff decide, and refuses a decision already taken', () => {
    expect(transitionIssues('approve', job({ approval_state: 'pending' }), 'employer')).to.deep.equal([NOT_ALLOWED_ISSUE]);
    expect(transitionIssues('approve', job({ approval_state: 'pending' }), 'staff')).to.deep.equal([]);
    expect(transitionIssues('approve', job({}), 'staff')).to.deep.equal([ALREADY_APPROVED_ISSUE]);
    expect(transitionIssues('reject', job({ approval_state: 'rejected' }), 'staff')).to.deep.equal([ALREADY_REJECTED_ISSUE]);
  });

  it('keeps the first publication date when a job is published again', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    expect(transitionColumns('publish', job({ published_at: first, closed_at: NOW }), 'staff', NOW)).to.deep.equal({ published: true, published_at: first, closed_at: null });
    expect(transitionColumns('publish', job({}), 'employer', NOW)).to.include({ published_at: NOW });
  });

  it('turns a saved record into transitions, each compared with what the ones before it leave', () => {
    expect(transitionsTo(job({ approval_state: 'pending' }), { approval_state: 'approved', published: true, featured: true }, 'staff', NOW)).to.deep.equal(['approve', 'publish', 'feature']);
    // Rejecting unpublishes: published: false beside it asks for nothing more.
    expect(transitionsTo(job({ published: true }), { approval_state: 'rejected', published: false }, 'staff', NOW)).to.deep.equal(['reject']);
    expect(transitionsTo(job({ published: true }), { approval_state: 'approved', published: true, featured: false }, 'staff', NOW)).to.deep.equal([]);
    expect(() => transitionsTo(job({}), { approval_state: 'pending' }, 'staff', NOW)).to.throw(ValidationError);
    expect(() => transitionsTo(job({ is_deleted: true }), { is_deleted: false }, 'staff', NOW)).to.throw(ValidationError);
  });

  it('names the state of every combination of columns', () => {
    expect(jobStatus(job({ approval_state: 'pending', is_deleted: true }))).to.equal('deleted');
    expect(jobStatus(job({ approval_state: 'rejected' }))).to.equal('rejected');
    expect(jobStatus(job({ published: true }))).to.equal('open');
    expect(jobStatus(job({ closed_at: NOW }))).to.equal('closed');
    expect(jobStatus(job({}))).to.equal('ready');
  });
});
