import { expect } from 'chai';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { chartScale, groupJobsHref, groupLabel, scalePercent, SALARY_COMPARE_PATH } from '../../src/lib/salary-guide';

const M = 1_000_000;
const figures = (min: number, max: number) => ({ postings: 9, insufficient_data: false as const, median: (min + max) / 2, p25: min, p75: max, min, max });

describe('salary guide', () => {
  it('draws every chart on one scale of round figures, at most eight gridlines', () => {
    expect(chartScale(figures(4.2 * M, 17.1 * M))).to.deep.equal({ from: 4 * M, to: 18 * M, ticks: [4, 6, 8, 10, 12, 14, 16, 18].map((n) => n * M) });
    expect(chartScale(figures(5.1 * M, 6.3 * M))).to.deep.equal({ from: 5 * M, to: 6.5 * M, ticks: [5, 5.5, 6, 6.5].map((n) => n * M) });
    // One salary: a scale one step wide around it.
    expect(chartScale(figures(6 * M, 6 * M))).to.deep.equal({ from: 6 * M, to: 6.5 * M, ticks: [6 * M, 6.5 * M] });
    const wide = chartScale(figures(3 * M, 150 * M))!;
    expect(wide.ticks.length).to.be.at.most(8);
    expect(chartScale({ postings: 3, insufficient_data: true })).to.equal(null);
  });

  it('places amounts in percent of the chart, clamped to it', () => {
    const scale = { from: 4 * M, to: 18 * M, ticks: [] };
    expect(scalePercent(scale, 4 * M)).to.equal(0);
    expect(scalePercent(scale, 11 * M)).to.equal(50);
    expect(scalePercent(scale, 18 * M)).to.equal(100);
    expect(scalePercent(scale, 2 * M)).to.equal(0);
  });

  it('names rows from the dictionary or the API, and links each to the jobs behind it', () => {
    const group = (value: string, name: string | null = null, system_name?: string) => ({ value, name, system_name, postings: 2, insufficient_data: true as const });
    expect(groupLabel(en, 'seniority_level', group('senior'))).to.equal('Senior');
    expect(groupLabel(ja, 'japanese_level', group('not_required'))).to.equal('日本語不要');
    expect(groupLabel(ja, 'category', group('12', 'バックエンド', 'backend_development'))).to.equal('バックエンド');
    expect(groupJobsHref('category', group('12', 'Backend', 'backend_development'))).to.equal('/backend-development-jobs-in-japan');
    expect(groupJobsHref('category', group('12'))).to.equal(null);
    expect(groupJobsHref('location', group('tokyo', 'Tokyo'))).to.equal('/jobs?filter[location]=tokyo');
    expect(groupJobsHref('remote_level', group('full_japan'))).to.equal('/jobs?filter[remote_level]=full_japan');
    expect(SALARY_COMPARE_PATH).to.equal('/salary-guide#role');
  });
});
