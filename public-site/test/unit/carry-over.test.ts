import { expect } from 'chai';
import { carryOverHref } from '../../src/i18n/language';

describe('query parameters that carry over from page to page (betaCode, utm_source, utm_campaign, language)', () => {
  it('adds the current page’s beta code and campaign to a link that lacks them', () => {
    expect(carryOverHref('/jobs', '/?utm_source=x&utm_campaign=y&betaCode=b')).to.equal('/jobs?betaCode=b&utm_source=x&utm_campaign=y');
    expect(carryOverHref('/companies?page=2#list', '/jobs?utm_campaign=spring')).to.equal('/companies?page=2&utm_campaign=spring#list');
  });

  it('keeps what the link sets itself', () => {
    expect(carryOverHref('/jobs?utm_source=newsletter', '/?utm_source=x&utm_campaign=y')).to.equal('/jobs?utm_source=newsletter&utm_campaign=y');
    expect(carryOverHref('/?betaCode=other', '/jobs?betaCode=b')).to.equal('/?betaCode=other');
  });

  it('carries nothing else: not utm_medium, click ids, filters or empty values', () => {
    expect(carryOverHref('/jobs', '/?utm_medium=social&fbclid=z&twclid=t&page=3&filter[remote_level]=full&utm_source=')).to.equal('/jobs');
    expect(carryOverHref('/about', '/')).to.equal('/about');
  });

  it('keeps the current page’s language: a /jp path or lang/fLang=jp', () => {
    expect(carryOverHref('/jobs', '/jp/companies?utm_source=x')).to.equal('/jobs?utm_source=x&lang=jp');
    expect(carryOverHref('/jobs', '/companies?fLang=jp')).to.equal('/jobs?lang=jp');
    expect(carryOverHref('/jp/jobs?lang=jp', '/companies?betaCode=b')).to.equal('/jobs?betaCode=b');
  });

  it('encodes carried values', () => {
    expect(carryOverHref('/jobs', '/?utm_campaign=spring%20sale%26more')).to.equal('/jobs?utm_campaign=spring+sale%26more');
  });
});
