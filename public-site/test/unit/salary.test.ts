import { expect } from 'chai';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { formatSalary, formatYenMillions } from '../../src/lib/format/salary';

describe('salary display in millions of yen', () => {
  it('shows millions of yen without trailing zeros', () => {
    expect(formatYenMillions(6_500_000)).to.equal('¥6.5M');
    expect(formatYenMillions(8_000_000)).to.equal('¥8M');
    expect(formatYenMillions(12_340_000)).to.equal('¥12.34M');
    expect(formatYenMillions(750_000)).to.equal('¥0.75M');
  });

  it('rounds down to two decimals, never up', () => {
    expect(formatYenMillions(6_559_999)).to.equal('¥6.55M');
    expect(formatYenMillions(6_999_999)).to.equal('¥6.99M');
    expect(formatYenMillions(6_550_000)).to.equal('¥6.55M');
  });

  it('shows "or more" when only the minimum is known', () => {
    expect(formatSalary(6_500_000, null, en.salary)).to.equal('¥6.5M or more');
    expect(formatSalary(6_500_000, null, ja.salary)).to.equal('¥6.5M以上');
  });

  it('shows "Up to" when only the maximum is known', () => {
    expect(formatSalary(null, 9_000_000, en.salary)).to.equal('Up to ¥9M');
    expect(formatSalary(undefined, 9_000_000, ja.salary)).to.equal('最大¥9M');
  });

  it('shows nothing when neither is known, treating zero as unknown', () => {
    expect(formatSalary(null, null, en.salary)).to.equal(null);
    expect(formatSalary(0, 0, en.salary)).to.equal(null);
    expect(formatSalary(0, 7_000_000, en.salary)).to.equal('Up to ¥7M');
  });

  it('shows a range when both are known, and one figure when they are equal', () => {
    expect(formatSalary(6_000_000, 9_500_000, en.salary)).to.equal('¥6M – ¥9.5M');
    expect(formatSalary(6_000_000, 9_500_000, ja.salary)).to.equal('¥6M〜¥9.5M');
    expect(formatSalary(7_000_000, 7_000_000, en.salary)).to.equal('¥7M');
  });
});
