import { isStatedSalary } from '@shigoto/db/enums';
import type { Rows } from '@shigoto/db';

/**
 * No figure is given for fewer postings than this: a median of three postings is three
 * employers' say, not a going rate. Such groups are reported with their count only.
 */
export const MIN_POSTINGS = 5;

/**
 * A posting's advertised annual salary (JPY) as one number: the midpoint of its range; a posting
 * that states only a minimum or only a maximum counts at that figure; one that states neither
 * (or only zeros, an unfilled form field) has none and is left out of every figure.
 */
export function postingSalary(job: Pick<Rows['Job'], 'salary_min' | 'salary_max'>): number | null {
  const min = isStatedSalary(job.salary_min) ? job.salary_min : null;
  const max = isStatedSalary(job.salary_max) ? job.salary_max : null;
  if (min !== null && max !== null) return (min + max) / 2;
  return min ?? max;
}

/** The figures of one group of postings: only its count when it has fewer than MIN_POSTINGS. */
export type SalaryFigures =
  | { postings: number; insufficient_data: true }
  | { postings: number; insufficient_data: false; median: number; p25: number; p75: number; min: number; max: number };

/**
 * The q-quantile of sorted values, interpolating linearly between the two nearest ranks (the
 * common definition: numpy's default, Excel's PERCENTILE.INC), so the median of an even count is
 * the mean of the middle two.
 */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/** Median, middle half (25th–75th percentile) and range of the salaries, in whole yen. */
export function salaryFigures(salaries: number[]): SalaryFigures {
  const postings = salaries.length;
  if (postings < MIN_POSTINGS) return { postings, insufficient_data: true };
  const sorted = Float64Array.from(salaries).sort();
  const at = (q: number) => Math.round(quantile(sorted, q));
  return { postings, insufficient_data: false, median: at(0.5), p25: at(0.25), p75: at(0.75), min: Math.round(sorted[0]), max: Math.round(sorted[postings - 1]) };
}
