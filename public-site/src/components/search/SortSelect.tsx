'use client';
import { useEffect, useState } from 'react';
import styles from './Search.module.css';

interface SortSelectProps {
  label: string;
  options: { value: string; label: string }[];
  /** The order of the search on screen. */
  value: string;
}

const SORT_ID = 'search-sort';

/**
 * The order of the results (`sort`), a native menu so it works without scripts. It follows the
 * search on screen (Back, a new search) as well as the visitor's own choice; the search form
 * runs the search when it changes.
 */
export function SortSelect({ label, options, value }: SortSelectProps) {
  const [current, setCurrent] = useState(value);
  useEffect(() => setCurrent(value), [value]);
  return (
    <div className={styles.sort}>
      <label htmlFor={SORT_ID} className={styles.sortLabel}>
        {label}
      </label>
      <span className={styles.selectWrap}>
        <select id={SORT_ID} name="sort" value={current} onChange={(event) => setCurrent(event.target.value)} className={styles.select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
