import { expect } from 'chai';
import { COMPANIES_PATH, COMPANY_QUICK_FILTERS, companySearchFromParams } from '../../src/lib/company-search';
import { isQuickFilterActive, searchHref } from '../../src/lib/list-search';
import { companyPath } from '../../src/lib/routes';

describe('company search URLs', () => {
  it('reads the company filters (flags, size, …) and ignores job-only filters such as sponsors_visas', () => {
    const search = companySearchFromParams({ 'filter[flags]': 'is_startup,has_active_jobs', 'filter[size]': '11-50', 'filter[sponsors_visas]': 'yes', q: ' fintech ', page: '2' });
    expect(search).to.deep.equal({ filters: { flags: 'is_startup,has_active_jobs', size: '11-50' }, q: 'fintech', page: 2 });
  });

  it('writes /companies URLs that read back the same', () => {
    const search = { filters: { flags: 'is_verified', remote_level: 'full_japan,full_worldwide' }, q: 'ブロックチェーン', page: 3 };
    const href = searchHref(search, COMPANIES_PATH);
    expect(href).to.equal(`/companies?filter[flags]=is_verified&filter[remote_level]=full_japan,full_worldwide&q=${encodeURIComponent('ブロックチェーン')}&page=3`);
    expect(companySearchFromParams(Object.fromEntries(new URL(href, 'http://x').searchParams))).to.deep.equal(search);
  });

  it('marks the hiring-now quick filter only when exactly that flag is asked for', () => {
    const hiring = COMPANY_QUICK_FILTERS.find((filter) => filter.labelKey === 'hiringNow')!;
    expect(isQuickFilterActive(hiring, { flags: 'has_active_jobs' })).to.equal(true);
    expect(isQuickFilterActive(hiring, { flags: 'is_verified' })).to.equal(false);
  });

  it('puts a company at /companies/{slug}', () => {
    expect(companyPath({ slug: 'komorebi-ledger' })).to.equal('/companies/komorebi-ledger');
  });
});
