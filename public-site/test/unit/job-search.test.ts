import { expect } from 'chai';
import { JOB_QUICK_FILTERS, jobSearchFromParams, jobSearchHref } from '../../src/lib/job-search';
import { isQuickFilterActive } from '../../src/lib/list-search';

describe('job search URLs', () => {
  it('reads the API filter syntax and ignores unknown parameters', () => {
    const search = jobSearchFromParams({ 'filter[remote_level]': 'full_japan,partial', 'filter[evil]': 'x', q: ' go ', page: '3' });
    expect(search).to.deep.equal({ filters: { remote_level: 'full_japan,partial' }, q: 'go', page: 3 });
  });

  it('writes readable URLs that read back the same', () => {
    const search = { filters: { remote_level: 'full_japan,partial', salary_over: '8000000' }, q: 'site reliability', page: 2 };
    const href = jobSearchHref(search);
    expect(href).to.equal('/jobs?filter[remote_level]=full_japan,partial&filter[salary_over]=8000000&q=site%20reliability&page=2');
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(jobSearchFromParams(params)).to.deep.equal(search);
  });

  it('marks the quick filter whose filters are in effect', () => {
    const noJapanese = JOB_QUICK_FILTERS.find((filter) => filter.labelKey === 'noJapanese')!;
    expect(isQuickFilterActive(noJapanese, { japanese_level: 'not_required' })).to.equal(true);
    expect(isQuickFilterActive(noJapanese, { japanese_level: 'fluent' })).to.equal(false);
  });
});
