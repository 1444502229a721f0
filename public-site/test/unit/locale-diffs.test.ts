import { expect } from 'chai';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { localeDiffs, stringCount } from '../../src/lib/locale-diffs';

describe('locale diffs: Japanese UI strings to check', () => {
  const english = {
    nav: { jobs: 'Search jobs', brand: 'Shigoto', count: '{count}', heading: 'Jobs at {company}' },
    claims: [{ key: 'free', text: 'Free posting' }, { key: 'fee', text: 'Flat fee' }],
    serverMessages: {} as Record<string, string>,
  };

  it('lists missing, blank, identical and placeholder-losing strings by their dictionary path', () => {
    const japanese = {
      nav: { jobs: '求人を探す', brand: 'Shigoto', count: '{count}', heading: '求人' },
      claims: [{ key: 'free', text: '   ' }],
      serverMessages: { 'is required': '入力してください' },
    };
    expect(localeDiffs(english, japanese)).to.deep.equal([
      { key: 'nav.brand', english: 'Shigoto', japanese: 'Shigoto', status: 'identical' },
      { key: 'nav.heading', english: 'Jobs at {company}', japanese: '求人', status: 'placeholders' },
      { key: 'claims.0.text', english: 'Free posting', japanese: '   ', status: 'missing' },
      { key: 'claims.1.text', english: 'Flat fee', japanese: null, status: 'missing' },
    ]);
  });

  it('has nothing to report for a complete translation, and counts the English strings', () => {
    expect(localeDiffs({ a: 'Yes', b: ['No'] }, { a: 'はい', b: ['いいえ'] })).to.deep.equal([]);
    expect(stringCount(english)).to.equal(6);
  });

  it('finds every Japanese string of the shipped dictionaries present, with the English placeholders', () => {
    const problems = localeDiffs(en, ja).filter((diff) => diff.status !== 'identical');
    expect(problems, JSON.stringify(problems, null, 1)).to.deep.equal([]);
  });
});
