import type { ReactNode } from 'react';
import { cx, ui } from '@/components/ui/classes';
import type { I18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';
import { searchHref, type ListSearch, type ListSorts, type QuickFilter } from '@/lib/list-search';
import { RESULTS_ID } from './element-ids';
import { FilterDrawer } from './FilterDrawer';
import { QuickFilterChips } from './QuickFilterChips';
import { SearchField } from './SearchField';
import { SearchForm } from './SearchForm';
import styles from './Search.module.css';

interface SearchLayoutProps {
  i18n: I18n;
  heading: string;
  /** The page's own path: the form, chips and pagination stay on it. */
  path: string;
  search: ListSearch;
  /** The filters the list reads and its orders (the form writes its URLs from them). */
  names: readonly string[];
  sorts: ListSorts;
  quickFilters: readonly QuickFilter[];
  searchLabel: string;
  searchPlaceholder: string;
  /** The filter panel's fields. */
  panel: ReactNode;
  /** How many filter values are picked, for "Filters (n)". */
  pickedCount: number;
  /** "42 jobs", for the drawer's "Show 42 jobs" (null when the count is unknown). */
  resultCount: string | null;
  /** The sort menu, if the list has orders. */
  sort?: ReactNode;
  /** The filters in effect as chips, if any. */
  chips: ReactNode | null;
  /** The results. */
  children: ReactNode;
}

/**
 * A searchable list page: heading, then one search form holding the keyword box, quick filters,
 * the filter panel (a left column from md, a drawer below) and the sort menu, beside the results.
 */
export function SearchLayout(props: SearchLayoutProps) {
  const { i18n, heading, path, search, pickedCount, resultCount } = props;
  const { t } = i18n;
  const labels = t.searchFilters;
  return (
    <div className={cx(ui.container, ui.pageBlock)}>
      <h1 className={cx(ui.h1, styles.heading)}>{heading}</h1>
      <SearchForm action={path} names={props.names} sorts={props.sorts} stateKey={searchHref(search, path)}>
        {/* A GET form replaces the action's query string, so the language travels as a field. */}
        {i18n.language === 'jp' && <input type="hidden" name="lang" value="jp" />}
        <div className={styles.fieldRow}>
          <SearchField q={search.q} label={props.searchLabel} placeholder={props.searchPlaceholder} button={t.search.button} />
        </div>
        <div className={styles.quickRow}>
          <QuickFilterChips i18n={i18n} quickFilters={props.quickFilters} search={search} path={path} label={t.home.quickFiltersLabel} />
        </div>
        <div className={styles.grid}>
          <FilterDrawer
            heading={labels.heading}
            openLabel={pickedCount ? interpolate(labels.openWithCount, { count: pickedCount }) : labels.open}
            closeLabel={labels.close}
            showResultsLabel={resultCount ? interpolate(labels.showResults, { results: resultCount }) : labels.apply}
          >
            {props.panel}
          </FilterDrawer>
          {props.sort}
          {props.chips && <div className={styles.chipsArea}>{props.chips}</div>}
          <div id={RESULTS_ID} className={styles.results}>
            {props.children}
          </div>
        </div>
      </SearchForm>
    </div>
  );
}
