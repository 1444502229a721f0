import { expect } from 'chai';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { fixedJobFilterNames, JOB_QUICK_FILTERS, jobFilterGroups, jobSearchFromParams, jobSearchHref, jobSortOptions, jobSortParam } from '../../src/lib/job-search';
import { isQuickFilterActive } from '../../src/lib/list-search';

describe('job search URLs', () => {
  it('reads the API filter syntax and ignores unknown parameters', () => {
    const search = jobSearchFromParams({ 'filter[remote_level]': 'full_japan,partial', 'filter[evil]': 'x', q: ' go ', page: '3' });
    expect(search).to.deep.equal({ filters: { remote_level: 'full_japan,partial' }, q: 'go', page: 3 });
  });

  it('leaves out values a closed filter does not take, keeping the slugs of open ones', () => {
    const search = jobSearchFromParams({ 'filter[sponsors_visas]': 'true', 'filter[japanese_level]': 'none,fluent', 'filter[salary_over]': '7000000', 'filter[skills]': 'go,rust' });
    expect(search).to.deep.equal({ filters: { japanese_level: 'fluent', skills: 'go,rust' } });
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

  it('asks the API for relevance with words, featured-then-newest without, or the best paid first', () => {
    expect(jobSortParam(jobSearchFromParams({}))).to.equal('-published_at');
    expect(jobSortParam(jobSearchFromParams({ q: 'go' }))).to.equal('relevance');
    expect(jobSortParam(jobSearchFromParams({ q: 'go', sort: 'newest' }))).to.equal('-published_at');
    expect(jobSortParam(jobSearchFromParams({ sort: 'salary' }))).to.equal('-salary');
    expect(jobSortOptions(en, { filters: {} }).map((option) => [option.value, option.label])).to.deep.equal([['', 'Newest'], ['salary', 'Highest salary']]);
    expect(jobSortOptions(ja, { filters: {}, q: 'go' }).map((option) => option.value)).to.deep.equal(['', 'newest', 'salary']);
  });

  it('builds the panel from the facets: counts per value, the most frequent skills with the picked ones first, names for keys', () => {
    const facets = {
      japanese_level: { not_required: 4, fluent: 2 },
      skills: { go: 9, python: 7, rust: 1, java: 5, kotlin: 3, swift: 2, ruby: 2, php: 2, scala: 2, elixir: 1 },
      salary_over: { '6000000': 8, '8000000': 5 },
    };
    const names = { skills: new Map([['go', 'Go'], ['elixir', 'Elixir']]), locations: new Map<string, string>() };
    const groups = jobFilterGroups(en, jobSearchFromParams({ 'filter[skills]': 'elixir', 'filter[salary_over]': '8000000' }), facets, names);
    const group = (name: string) => groups.find((g) => g.name === name)!;
    expect(group('skills').options.map((o) => [o.label, o.count, o.checked])).to.deep.equal([
      ['Elixir', 1, true],
      ['Go', 9, false],
      ['python', 7, false],
      ['java', 5, false],
      ['kotlin', 3, false],
      ['php', 2, false],
      ['ruby', 2, false],
      ['scala', 2, false],
      ['swift', 2, false],
    ]);
    // A ticked value among the most frequent stays in its place.
    const withJava = jobFilterGroups(en, jobSearchFromParams({ 'filter[skills]': 'java' }), facets, names).find((g) => g.name === 'skills')!;
    expect(withJava.options.map((o) => [o.value, o.checked]).slice(0, 4)).to.deep.equal([['go', false], ['python', false], ['java', true], ['kotlin', false]]);
    expect(group('japanese_level').options.map((o) => [o.value, o.label, o.count])).to.deep.equal([
      ['not_required', 'No Japanese required', 4],
      ['conversational', 'Conversational Japanese', 0],
      ['business_level', 'Business-level Japanese', 0],
      ['fluent', 'Fluent Japanese', 2],
      ['native', 'Native Japanese', 0],
    ]);
    expect(group('salary_over')).to.deep.include({ type: 'radio', anyLabel: 'Any salary' });
    expect(group('salary_over').options.map((o) => [o.label, o.count, o.checked])).to.deep.equal([
      ['¥6M or more', 8, false],
      ['¥8M or more', 5, true],
      ['¥10M or more', 0, false],
    ]);
    // Without the API's answer the panel still offers every value, without counts.
    expect(jobFilterGroups(en, { filters: {} }, undefined, names).find((g) => g.name === 'remote_level')!.options.every((o) => o.count === null)).to.equal(true);
  });

  it('takes a landing page’s own filters out of the panel (a Japanese ceiling fixes the Japanese level too)', () => {
    expect(fixedJobFilterNames({ skills: 'python', location: 'tokyo' })).to.deep.equal(['skills', 'location']);
    expect(fixedJobFilterNames({ japanese_level_max: 'conversational' })).to.deep.equal(['japanese_level_max', 'japanese_level']);
  });
});
