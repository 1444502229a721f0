import type { CSSProperties } from 'react';
import type { SalaryFigures } from '@/lib/api/salary-guide';
import { formatYenMillions } from '@/lib/format/salary';
import { hasFigures, scalePercent, type ChartScale } from '@/lib/salary-guide';
import styles from './SalaryRangeChart.module.css';

export interface ChartRow {
  key: string;
  label: string;
  /** e.g. "12 postings". */
  count: string;
  figures: SalaryFigures;
}

const at = (percent: number): CSSProperties => ({ left: `${percent}%` });
const span = (from: number, to: number): CSSProperties => ({ left: `${from}%`, width: `${Math.max(0, to - from)}%` });

function Bar({ figures, scale, tooFew }: { figures: SalaryFigures; scale: ChartScale; tooFew: string }) {
  if (!hasFigures(figures)) return <span className={styles.tooFew}>{tooFew}</span>;
  const x = (yen: number) => scalePercent(scale, yen);
  return (
    <>
      <span className={styles.whisker} style={span(x(figures.min), x(figures.max))} />
      <span className={styles.box} style={span(x(figures.p25), x(figures.p75))} />
      <span className={styles.median} style={at(x(figures.median))} />
    </>
  );
}

/**
 * A section's salaries as range bars, rendered on the server (no chart script): each row's range,
 * middle half and median, with the median of all postings as a dashed line. The table under the
 * chart gives the same figures in words, so the drawing is hidden from screen readers.
 */
export function SalaryRangeChart({ rows, scale, reference, tooFew }: { rows: ChartRow[]; scale: ChartScale; reference: number; tooFew: string }) {
  const gridlines = scale.ticks.map((tick) => <span key={tick} className={styles.grid} style={at(scalePercent(scale, tick))} />);
  return (
    <figure className={styles.chart} aria-hidden="true" data-testid="salary-chart">
      <div>
        {rows.map((row) => (
          <div key={row.key} className={styles.row} data-chart-row={row.key}>
            <span className={styles.label}>
              {row.label} <span className={styles.count}>({row.count})</span>
            </span>
            <span className={styles.track}>
              {gridlines}
              <span className={styles.reference} style={at(scalePercent(scale, reference))} />
              <Bar figures={row.figures} scale={scale} tooFew={tooFew} />
            </span>
          </div>
        ))}
        <div className={styles.axis}>
          <span />
          <span className={styles.ticks}>
            {scale.ticks.map((tick) => (
              <span key={tick} className={styles.tick} style={at(scalePercent(scale, tick))}>
                {formatYenMillions(tick)}
              </span>
            ))}
          </span>
        </div>
      </div>
    </figure>
  );
}

/** What each mark of the charts means, with a sample of each. */
export function SalaryChartLegend({ texts }: { texts: { label: string; range: string; middleHalf: string; median: string; overallMedian: string } }) {
  const marks = [
    [styles.whisker, texts.range],
    [styles.box, texts.middleHalf],
    [styles.median, texts.median],
    [styles.reference, texts.overallMedian],
  ] as const;
  return (
    <ul className={styles.legend} aria-label={texts.label}>
      {marks.map(([mark, label]) => (
        <li key={label}>
          <span className={styles.sample} aria-hidden="true">
            <span className={mark} />
          </span>
          {label}
        </li>
      ))}
    </ul>
  );
}
