import { expect } from 'chai';
import type { JobDetail } from '../../src/lib/api/types';
import {
  jobPostingStructuredData,
  serializeJsonLd,
  structuredDataPostingDate,
  structuredDataValidThrough,
} from '../../src/lib/seo/job-posting';

const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('JobPosting structured data for Google job search', () => {
  const now = new Date('2026-05-20T09:00:00Z');

  it('keeps a posting date from the last 30 days', () => {
    expect(iso(structuredDataPostingDate('2026-05-01T00:00:00Z', now))).to.equal('2026-05-01');
    expect(iso(structuredDataPostingDate('2026-04-21T10:00:00Z', now))).to.equal('2026-04-21');
  });

  it('moves an older posting date to the current month and year', () => {
    expect(iso(structuredDataPostingDate('2025-01-03T00:00:00Z', now))).to.equal('2026-05-03');
  });

  it('never moves a posting date past today', () => {
    expect(iso(structuredDataPostingDate('2025-11-28T00:00:00Z', now))).to.equal('2026-05-20');
  });

  it('is valid for one month, clamped to the month length', () => {
    expect(iso(structuredDataValidThrough(new Date('2026-05-03T00:00:00Z')))).to.equal('2026-06-03');
    expect(iso(structuredDataValidThrough(new Date('2026-01-31T00:00:00Z')))).to.equal('2026-02-28');
    expect(iso(structuredDataValidThrough(new Date('2026-12-15T00:00:00Z')))).to.equal('2027-01-15');
  });

  it('describes salary, remote work and the company', () => {
    const job = {
      id: '12',
      title: 'Go engineer',
      intro: '<p>Payments</p>',
      details: null,
      requirements: 'Go',
      benefits: '-',
      salary_min: 7_000_000,
      salary_max: null,
      remote_level: 'full_japan',
      candidate_location: 'japan_only',
      employment_type: 'full_time',
      published_at: '2026-05-10T00:00:00Z',
      location: 'Tokyo',
      skills: ['Go', 'SQL'],
      application_type: 2,
      company: { name: 'Acme', homepage_url: 'https://acme.example' },
    } as unknown as JobDetail;
    const data = jobPostingStructuredData(job, { url: 'https://site/jobs/acme/go', logoUrl: null, now });
    expect(data).to.include({ description: 'Payments\n\nGo', employmentType: 'FULL_TIME', jobLocationType: 'TELECOMMUTE', directApply: true });
    expect(data.baseSalary).to.deep.equal({
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: { '@type': 'QuantitativeValue', minValue: 7_000_000, unitText: 'YEAR' },
    });
    expect(data.hiringOrganization).to.deep.equal({ '@type': 'Organization', name: 'Acme', sameAs: 'https://acme.example' });
  });

  it('cannot be closed early by text in the job', () => {
    expect(serializeJsonLd({ title: '</script><script>alert(1)</script>' })).not.to.include('</script>');
  });
});
