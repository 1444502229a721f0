import { IntentLink } from '@/components/navigation/IntentLink';
import { cx, ui } from '@/components/ui/classes';
import type { I18n } from '@/i18n/server';
import { isQuickFilterActive, searchHref, toggledQuickFilter, type ListSearch, type QuickFilter } from '@/lib/list-search';
import styles from './Search.module.css';

interface QuickFilterChipsProps {
  i18n: I18n;
  label: string;
  quickFilters: readonly QuickFilter[];
  /** The list the chips search within (a landing page keeps its own filters). */
  path: string;
  /** The search in effect: a chip adds its filters to it, or takes them off when they are in effect. */
  search?: ListSearch;
}

const NO_SEARCH: ListSearch = { filters: {} };

/** Links to common searches, each one click on or off. */
export function QuickFilterChips({ i18n, label, quickFilters, path, search = NO_SEARCH }: QuickFilterChipsProps) {
  return (
    <nav aria-label={label} className={styles.chipRow}>
      {quickFilters.map((quickFilter) => {
        const active = isQuickFilterActive(quickFilter, search.filters);
        return (
          <IntentLink
            key={quickFilter.labelKey}
            href={searchHref(toggledQuickFilter(search, quickFilter), i18n.href(path))}
            aria-current={active ? 'true' : undefined}
            className={cx(ui.chip, active && ui.chipActive)}
          >
            <span className={ui.chipLabel}>{i18n.t.quickFilters[quickFilter.labelKey]}</span>
          </IntentLink>
        );
      })}
    </nav>
  );
}
