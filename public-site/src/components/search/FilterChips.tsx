import { IntentLink } from '@/components/navigation/IntentLink';
import { buttonClass, cx, ui } from '@/components/ui/classes';
import type { I18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';
import type { ListSearch } from '@/lib/list-search';
import styles from './Search.module.css';

interface FilterChipsProps {
  i18n: I18n;
  /** The page's own filters (a landing page's skill): shown, not removable. */
  fixed: string[];
  /** What the visitor picked, each with the search that removes it. */
  chips: { key: string; label: string; without: ListSearch }[];
  /** The search's link on this list. */
  hrefOf: (search: ListSearch) => string;
  /** Where "Clear all" leads: the list with nothing picked. */
  clearHref: string;
}

/** The filters in effect as chips: each picked one removable by its link, then "Clear all". */
export function FilterChips({ i18n, fixed, chips, hrefOf, clearHref }: FilterChipsProps) {
  const { t } = i18n;
  return (
    <div className={styles.filterChips}>
      {fixed.length > 0 && (
        <ul aria-label={t.searchFilters.fixed} className={styles.chipRow}>
          {fixed.map((label) => (
            <li key={label}>
              <span className={cx(ui.chip, ui.chipSmall)}>
                <span className={ui.chipLabel}>{label}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {chips.length > 0 && (
        <>
          <ul aria-label={t.searchFilters.active} className={styles.chipRow}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <IntentLink
                  href={hrefOf(chip.without)}
                  scroll={false}
                  aria-label={interpolate(t.searchFilters.remove, { filter: chip.label })}
                  className={cx(ui.chip, ui.chipSmall, ui.chipOutlinedPrimary)}
                >
                  <span className={ui.chipLabel}>{chip.label}</span>
                  <span aria-hidden className={styles.removeMark}>
                    ×
                  </span>
                </IntentLink>
              </li>
            ))}
          </ul>
          <IntentLink href={clearHref} scroll={false} className={buttonClass({ size: 'small' })}>
            {t.searchFilters.clearAll}
          </IntentLink>
        </>
      )}
    </div>
  );
}
