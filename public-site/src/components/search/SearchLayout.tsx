import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { I18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';
import { searchHref, type ListSearch, type ListSorts, type QuickFilter } from '@/lib/list-search';
import { RESULTS_ID } from './element-ids';
import { FilterDrawer } from './FilterDrawer';
import { QuickFilterChips } from './QuickFilterChips';
import { SearchField } from './SearchField';
import { SearchForm } from './SearchForm';

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
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {heading}
      </Typography>
      <SearchForm action={path} names={props.names} sorts={props.sorts} stateKey={searchHref(search, path)}>
        {/* A GET form replaces the action's query string, so the language travels as a field. */}
        {i18n.language === 'jp' && <input type="hidden" name="lang" value="jp" />}
        <Box sx={{ mb: 2 }}>
          <SearchField q={search.q} label={props.searchLabel} placeholder={props.searchPlaceholder} button={t.search.button} />
        </Box>
        <Box sx={{ mb: 3 }}>
          <QuickFilterChips i18n={i18n} quickFilters={props.quickFilters} search={search} path={path} label={t.home.quickFiltersLabel} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            alignItems: 'start',
            columnGap: 4,
            rowGap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: '250px minmax(0, 1fr) auto' },
            gridTemplateAreas: { xs: '"button sort" "chips chips" "results results"', md: '"panel chips sort" "panel results results"' },
            // The panel spans both rows; the results' row takes what its height adds, not the chips' row.
            gridTemplateRows: { md: 'auto 1fr' },
          }}
        >
          <FilterDrawer
            heading={labels.heading}
            openLabel={pickedCount ? interpolate(labels.openWithCount, { count: pickedCount }) : labels.open}
            closeLabel={labels.close}
            showResultsLabel={resultCount ? interpolate(labels.showResults, { results: resultCount }) : labels.apply}
          >
            {props.panel}
          </FilterDrawer>
          {props.sort}
          {props.chips && <Box sx={{ gridArea: 'chips', minWidth: 0 }}>{props.chips}</Box>}
          <Box
            id={RESULTS_ID}
            sx={{ gridArea: 'results', minWidth: 0, transition: 'opacity 150ms', 'form[aria-busy="true"] &': { opacity: 0.55 } }}
          >
            {props.children}
          </Box>
        </Box>
      </SearchForm>
    </Container>
  );
}
