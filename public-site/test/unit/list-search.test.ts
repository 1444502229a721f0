import { expect } from 'chai';
import {
  filterChips,
  isCanonicalSearch,
  paramsFromEntries,
  pickedCount,
  searchFromParams,
  searchHref,
  toggledQuickFilter,
  withFilterValue,
  withoutWords,
  type FilterGroup,
} from '../../src/lib/list-search';

const NAMES = ['japanese_level', 'remote_level', 'skills'] as const;
const SORTS = ['newest', 'salary'];

describe('list search URLs', () => {
  it('reads the repeated fields of a script-less form as one comma list, each value once, and drops empty fields', () => {
    const params = paramsFromEntries([
      ['filter[japanese_level]', 'business_level'],
      ['filter[japanese_level]', 'fluent'],
      ['filter[japanese_level]', 'fluent'],
      ['filter[salary_over]', ''],
      ['q', ''],
      ['sort', ''],
      ['lang', 'jp'],
    ]);
    expect(params['filter[japanese_level]']).to.deep.equal(['business_level', 'fluent', 'fluent']);
    expect(searchFromParams(params, NAMES, SORTS)).to.deep.equal({ filters: { japanese_level: 'business_level,fluent' } });
  });

  it('keeps an order only when it is not the default: newest without words, relevance with them (and only with them)', () => {
    expect(searchFromParams({ sort: 'newest' }, NAMES, SORTS)).to.deep.equal({ filters: {} });
    expect(searchFromParams({ sort: 'salary' }, NAMES, SORTS)).to.deep.equal({ filters: {}, sort: 'salary' });
    expect(searchFromParams({ sort: 'relevance' }, NAMES, SORTS)).to.deep.equal({ filters: {} });
    expect(searchFromParams({ sort: 'relevance', q: 'go' }, NAMES, SORTS)).to.deep.equal({ filters: {}, q: 'go' });
    expect(searchFromParams({ sort: 'newest', q: 'go' }, NAMES, SORTS)).to.deep.equal({ filters: {}, q: 'go', sort: 'newest' });
    expect(searchFromParams({ sort: 'cheapest' }, NAMES, SORTS)).to.deep.equal({ filters: {} });
  });

  it('tells a URL written the site’s way from one that must be redirected to it', () => {
    const search = { filters: { japanese_level: 'business_level,fluent' }, q: 'go', page: 2 };
    const written = Object.fromEntries(new URL(searchHref(search, '/jobs?lang=jp'), 'http://x').searchParams);
    expect(written).to.deep.equal({ lang: 'jp', 'filter[japanese_level]': 'business_level,fluent', q: 'go', page: '2' });
    expect(isCanonicalSearch({ ...written, utm_source: 'mail' }, search, NAMES)).to.equal(true);
    for (const params of [
      { 'filter[japanese_level]': ['business_level', 'fluent'], q: 'go', page: '2' },
      { 'filter[japanese_level]': 'business_level,fluent', q: 'go', page: '2', sort: '' },
      { 'filter[japanese_level]': 'business_level, fluent', q: 'go', page: '2' },
      { 'filter[japanese_level]': 'business_level,fluent', q: 'go', page: '2', 'filter[remote_level]': '' },
      { 'filter[japanese_level]': 'business_level,fluent', q: 'go' },
    ]) {
      expect(isCanonicalSearch(params, search, NAMES), JSON.stringify(params)).to.equal(false);
    }
  });

  it('adds and removes one value of a filter, back to the first page', () => {
    const search = { filters: { japanese_level: 'business_level', remote_level: 'partial' }, q: 'go', page: 3 };
    expect(withFilterValue(search, 'japanese_level', 'fluent', true)).to.deep.include({ filters: { japanese_level: 'business_level,fluent', remote_level: 'partial' }, page: undefined });
    expect(withFilterValue(search, 'remote_level', 'partial', false).filters).to.deep.equal({ japanese_level: 'business_level' });
    expect(withoutWords({ ...search, sort: 'relevance' })).to.deep.equal({ filters: search.filters, sort: undefined });
    expect(pickedCount({ filters: { japanese_level: 'business_level,fluent', remote_level: 'partial' } })).to.equal(3);
  });

  it('adds a quick filter to the other filters, and takes it off again', () => {
    const remote = { labelKey: 'remote' as const, filters: { remote_level: 'full_japan,full_worldwide' } };
    const on = toggledQuickFilter({ filters: { japanese_level: 'fluent', remote_level: 'partial' }, q: 'go', page: 2 }, remote);
    expect(on).to.deep.equal({ filters: { japanese_level: 'fluent', remote_level: 'full_japan,full_worldwide' }, q: 'go', page: undefined });
    expect(toggledQuickFilter(on, remote).filters).to.deep.equal({ japanese_level: 'fluent' });
  });

  it('lists the picked values as chips in the panel’s order, labelled as the panel labels them', () => {
    const groups: FilterGroup[] = [
      { name: 'remote_level', legend: 'Remote work', type: 'checkbox', options: [{ value: 'partial', label: 'Partial remote', count: 3, checked: true }] },
      { name: 'japanese_level', legend: 'Japanese level', type: 'checkbox', options: [{ value: 'fluent', label: 'Fluent Japanese', count: 1, checked: true }] },
    ];
    const search = { filters: { company: 'acme', japanese_level: 'fluent', remote_level: 'partial' } };
    const chips = filterChips(search, groups);
    expect(chips.map((chip) => chip.label)).to.deep.equal(['Partial remote', 'Fluent Japanese', 'acme']);
    expect(searchHref(chips[0].without, '/jobs')).to.equal('/jobs?filter[company]=acme&filter[japanese_level]=fluent');
  });
});
