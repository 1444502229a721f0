import { expect } from 'chai';
import { companyListCanonicalPath } from '../../src/lib/company-search';
import { jobListCanonicalPath } from '../../src/lib/job-search';
import { pageMetadata } from '../../src/lib/seo/metadata';
import { absoluteUrl } from '../../src/lib/site';

describe('canonical addresses and hreflang', () => {
  it('each page of a list is its own canonical, in its language, with both language versions named', () => {
    const metadata = pageMetadata({ language: 'en', path: jobListCanonicalPath('/jobs', { page: '2' }), title: 'Jobs', description: 'd' });
    expect(metadata.alternates?.canonical).to.equal(absoluteUrl('/jobs?page=2'));
    expect(metadata.alternates?.languages).to.deep.equal({ en: absoluteUrl('/jobs?page=2'), ja: absoluteUrl('/jobs?page=2&lang=jp'), 'x-default': absoluteUrl('/jobs?page=2') });
    const japanese = pageMetadata({ language: 'jp', path: jobListCanonicalPath('/jobs', { page: '2' }), title: 'Jobs', description: 'd' });
    expect(japanese.alternates?.canonical).to.equal(absoluteUrl('/jobs?page=2&lang=jp'));
    expect(pageMetadata({ language: 'en', path: jobListCanonicalPath('/jobs', {}), title: 'Jobs', description: 'd' }).alternates?.canonical).to.equal(absoluteUrl('/jobs'));
    // Written as the site's links write it, brackets and commas readable.
    const filtered = pageMetadata({ language: 'jp', path: jobListCanonicalPath('/jobs', { 'filter[remote_level]': 'full_japan,partial' }), title: 'Jobs', description: 'd' });
    expect(filtered.alternates?.canonical).to.equal(absoluteUrl('/jobs?filter[remote_level]=full_japan,partial&lang=jp'));
  });

  it('a filtered list keeps its search in the canonical, in one order, without tracking or unknown parameters', () => {
    const params = { q: 'go', 'filter[remote_level]': 'full_worldwide,full_japan', page: '3', utm_source: 'x', 'filter[japanese_level]': 'not_required', sort: 'salary' };
    // Filters in the site's one order of filters, whatever order the URL gave them in.
    expect(jobListCanonicalPath('/jobs', params)).to.equal('/jobs?filter[remote_level]=full_japan,full_worldwide&filter[japanese_level]=not_required&q=go&sort=salary&page=3');
    const reordered = { page: '3', sort: 'salary', 'filter[remote_level]': 'full_japan,full_worldwide', 'filter[japanese_level]': 'not_required', q: 'go' };
    expect(jobListCanonicalPath('/jobs', reordered)).to.equal(jobListCanonicalPath('/jobs', params));
  });

  it('a landing page’s or tag’s own filters stay out of its canonical', () => {
    expect(jobListCanonicalPath('/remote-jobs-in-japan', { 'filter[remote_level]': 'full_japan', page: '2' }, { remote_level: 'full_japan,full_worldwide' })).to.equal('/remote-jobs-in-japan?page=2');
    expect(companyListCanonicalPath('/companies/tags/fintech', { 'filter[tags]': 'fintech', 'filter[flags]': 'is_startup' }, { tags: 'fintech' })).to.equal('/companies/tags/fintech?filter[flags]=is_startup');
  });

  it('pages give Open Graph and a large-image Twitter card; noindex when asked', () => {
    const metadata = pageMetadata({ language: 'en', path: '/blog/a', title: 'A', description: 'd', type: 'article', noIndex: true });
    expect(metadata.twitter).to.deep.include({ card: 'summary_large_image', title: 'A' });
    expect(metadata.openGraph).to.deep.include({ type: 'article', url: absoluteUrl('/blog/a') });
    expect(metadata.robots).to.deep.equal({ index: false, follow: true });
  });
});
