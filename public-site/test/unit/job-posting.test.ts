import { expect } from 'chai';
import type { JobDetail } from '../../src/lib/api/types';
import { descriptionHtml, jobPostingStructuredData, structuredDataPostingDate, structuredDataValidThrough } from '../../src/lib/seo/job-posting';

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
    expect(data).to.include({ description: '<p>Payments</p><p>Go</p>', employmentType: 'FULL_TIME', jobLocationType: 'TELECOMMUTE', directApply: true });
    expect(data.applicantLocationRequirements).to.deep.equal({ '@type': 'Country', name: 'Japan' });
    expect(data.jobLocation).to.deep.equal({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Tokyo', addressRegion: 'Tokyo', addressCountry: 'JP' } });
    expect(data.baseSalary).to.deep.equal({
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: { '@type': 'QuantitativeValue', minValue: 7_000_000, unitText: 'YEAR' },
    });
    expect(data.hiringOrganization).to.deep.equal({ '@type': 'Organization', name: 'Acme', sameAs: 'https://acme.example' });
  });

  const base = {
    id: '3',
    title: 'Designer',
    intro: null,
    details: null,
    requirements: null,
    benefits: null,
    salary_min: null,
    salary_max: null,
    remote_level: 'none',
    candidate_location: 'anywhere',
    employment_type: 'contract',
    published_at: '2026-05-10T00:00:00Z',
    location: 'Nagoya',
    skills: [],
    application_type: 1,
    company: { name: 'Kumo', homepage_url: null },
  };
  const posting = (fields: Record<string, unknown>) => jobPostingStructuredData({ ...base, ...fields } as unknown as JobDetail, { url: 'https://site/jobs/kumo/designer', logoUrl: null, now });

  it('applies on the company’s site: directApply false; an office job’s place has its prefecture', () => {
    const data = posting({});
    expect(data.directApply).to.equal(false);
    expect(data).not.to.have.property('jobLocationType');
    expect(data.jobLocation).to.deep.equal({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Nagoya', addressRegion: 'Aichi', addressCountry: 'JP' } });
    expect(posting({ location: '横浜' }).jobLocation!.address).to.include({ addressLocality: 'Yokohama', addressRegion: 'Kanagawa' });
    expect(posting({ location: 'Singapore' }).jobLocation!.address).to.include({ addressCountry: 'SG' });
  });

  it('states no invented address for a remote job: TELECOMMUTE, the place only when it is a real one', () => {
    const worldwide = posting({ remote_level: 'full_worldwide', location: 'Remote (Worldwide)' });
    expect(worldwide).to.include({ jobLocationType: 'TELECOMMUTE' });
    expect(worldwide).not.to.have.property('jobLocation');
    // Open to anyone anywhere: Google takes only countries, so none is named.
    expect(worldwide).not.to.have.property('applicantLocationRequirements');
    const fromJapan = posting({ remote_level: 'full_worldwide', candidate_location: 'japan_only', location: null });
    expect(fromJapan.applicantLocationRequirements).to.deep.equal({ '@type': 'Country', name: 'Japan' });
    expect(fromJapan).not.to.have.property('jobLocation');
    expect(posting({ remote_level: 'full_japan', location: 'Remote (Japan)' })).not.to.have.property('jobLocation');
    // An office job without a place is still in Japan (Google needs a place for it).
    expect(posting({ location: null }).jobLocation).to.deep.equal({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'JP' } });
  });

  it('states a salary known only by its maximum, one figure, or a range', () => {
    expect(posting({ salary_max: 9_000_000 }).baseSalary!.value).to.deep.equal({ '@type': 'QuantitativeValue', maxValue: 9_000_000, unitText: 'YEAR' });
    expect(posting({ salary_min: 8_000_000, salary_max: 8_000_000 }).baseSalary!.value).to.deep.equal({ '@type': 'QuantitativeValue', value: 8_000_000, unitText: 'YEAR' });
    expect(posting({ salary_min: 6_000_000, salary_max: 9_000_000 }).baseSalary!.value).to.include({ minValue: 6_000_000, maxValue: 9_000_000 });
    expect(posting({ salary_min: 0, salary_max: 0 })).not.to.have.property('baseSalary');
  });

  it('describes the job in HTML, its text escaped', () => {
    expect(descriptionHtml({ intro: 'Build <b>things</b> & ship', details: 'Line one\nLine two', requirements: '-', benefits: null })).to.equal(
      '<p>Build things &amp; ship</p><p>Line one<br>Line two</p>',
    );
    expect(descriptionHtml({ intro: 'Use a < b', details: null, requirements: null, benefits: null })).to.equal('<p>Use a &lt; b</p>');
    expect(posting({}).description).to.equal('<p>Designer</p>');
  });
});
