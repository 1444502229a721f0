import Link from '@/components/navigation/Link';
import type { SalaryFigures } from '@/lib/api/salary-guide';
import { formatYenMillions } from '@/lib/format/salary';
import { hasFigures } from '@/lib/salary-guide';
import styles from './SalaryTable.module.css';

export interface TableRow {
  key: string;
  label: string;
  /** The jobs behind the row, when the site has a page for them. */
  href: string | null;
  figures: SalaryFigures;
  postings: string;
}

export interface SalaryTableTexts {
  median: string;
  middleHalf: string;
  range: string;
  postings: string;
  tooFew: string;
}

/** The figures of a section's rows, in words: median, middle half, range and postings (only postings below the minimum). */
export function SalaryTable({ heading, rows, texts, rangeText, idPrefix }: { heading: string; rows: TableRow[]; texts: SalaryTableTexts; rangeText: (from: number, to: number) => string; idPrefix: string }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.nameHeading}>
            {heading}
          </th>
          <th scope="col">{texts.median}</th>
          <th scope="col">{texts.middleHalf}</th>
          <th scope="col">{texts.range}</th>
          <th scope="col" className={styles.count}>
            {texts.postings}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, label, href, figures, postings }) => (
          <tr key={key} id={`${idPrefix}-${key}`} data-row={key}>
            <th scope="row" className={styles.name}>
              {href ? <Link href={href}>{label}</Link> : label}
            </th>
            {hasFigures(figures) ? (
              <>
                <td className={styles.median}>{formatYenMillions(figures.median)}</td>
                <td>{rangeText(figures.p25, figures.p75)}</td>
                <td>{rangeText(figures.min, figures.max)}</td>
              </>
            ) : (
              <td colSpan={3} className={styles.tooFew}>
                {texts.tooFew}
              </td>
            )}
            <td className={styles.count}>{postings}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
