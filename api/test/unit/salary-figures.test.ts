import { expect } from 'chai';
import { MIN_POSTINGS, postingSalary, quantile, salaryFigures } from '../../src/modules/salary-guide/salary-figures.js';

describe('salary figures', () => {
  it("takes a posting's salary as the midpoint of its range, or the one figure it states", () => {
    expect(postingSalary({ salary_min: 6_000_000, salary_max: 9_000_000 })).to.equal(7_500_000);
    expect(postingSalary({ salary_min: 6_000_000, salary_max: null })).to.equal(6_000_000);
    expect(postingSalary({ salary_min: null, salary_max: 9_000_000 })).to.equal(9_000_000);
    expect(postingSalary({ salary_min: null, salary_max: null })).to.equal(null);
    // A zero is an unfilled form field, not an offer.
    expect(postingSalary({ salary_min: 0, salary_max: 8_000_000 })).to.equal(8_000_000);
    expect(postingSalary({ salary_min: 0, salary_max: 0 })).to.equal(null);
  });

  it('interpolates quantiles between the nearest ranks (the median of an even count is the mean of the middle two)', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).to.equal(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.5)).to.equal(3);
    expect(quantile([10, 20, 30, 40], 0.25)).to.equal(17.5);
    expect(quantile([10, 20, 30, 40], 0.75)).to.equal(32.5);
    expect(quantile([7], 0.25)).to.equal(7);
  });

  it(`gives no figure from fewer than ${MIN_POSTINGS} postings`, () => {
    expect(salaryFigures([5e6, 6e6, 7e6, 8e6])).to.deep.equal({ postings: 4, insufficient_data: true });
    expect(salaryFigures([])).to.deep.equal({ postings: 0, insufficient_data: true });
    expect(salaryFigures([8e6, 5e6, 6e6, 10e6, 7e6, 9e6])).to.deep.equal({
      postings: 6,
      insufficient_data: false,
      median: 7_500_000,
      p25: 6_250_000,
      p75: 8_750_000,
      min: 5_000_000,
      max: 10_000_000,
    });
  });
});
