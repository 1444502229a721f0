import { expect } from 'chai';
import { en } from '../../src/i18n/en';
import { COMPANIES_PATH, COMPANY_QUICK_FILTERS, companyFilterGroups, companySearchFromParams } from '../../src/lib/company-search';
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

  it('counts each flag by its own facet’s "true" count and each size band by the size facet', () => {
    const facets = { is_startup: { true: 7, false: 3 }, has_active_jobs: { true: 9, false: 1 }, size: { '11-50': 4 } };
    const groups = companyFilterGroups(en, companySearchFromParams({ 'filter[flags]': 'is_startup' }), facets);
    const flags = groups.find((group) => group.name === 'flags')!.options;
    expect(flags.find((o) => o.value === 'is_startup')).to.deep.equal({ value: 'is_startup', label: 'Startup', count: 7, checked: true });
    expect(flags.find((o) => o.value === 'has_active_jobs')).to.deep.include({ label: 'Hiring now', count: 9, checked: false });
    // A flag the API did not count at all has no count rather than zero.
    expect(flags.find((o) => o.value === 'is_b2b')!.count).to.equal(null);
    expect(groups.find((group) => group.name === 'size')!.options.map((o) => [o.value, o.label, o.count])).to.deep.equal([
      ['1-10', '1–10 employees', 0],
      ['11-50', '11–50 employees', 4],
      ['51-250', '51–250 employees', 0],
      ['251-1000', '251–1,000 employees', 0],
      ['1000+', 'More than 1,000 employees', 0],
    ]);
  });
});
