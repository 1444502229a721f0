import { expect } from 'chai';
import { jobSlugOfPath } from '../../src/lib/job-status';

describe('the job a job page path names (for its 410 status)', () => {
  it('reads the job from the detail page, its apply page and the /jobs/{slug}/apply shortcut', () => {
    expect(jobSlugOfPath('/jobs/acme/backend-engineer-1a')).to.equal('backend-engineer-1a');
    expect(jobSlugOfPath('/jobs/acme/backend-engineer-1a/apply')).to.equal('backend-engineer-1a');
    expect(jobSlugOfPath('/jobs/backend-engineer-1a/apply')).to.equal('backend-engineer-1a');
  });

  it('names no job for other pages', () => {
    for (const path of ['/', '/jobs', '/jobs/acme', '/jobs/acme/', '/jobs/acme/job/other', '/jobs/acme/job/apply/more', '/companies/acme/jobs', '/python-jobs-in-japan']) {
      expect(jobSlugOfPath(path), path).to.equal(null);
    }
  });
});
