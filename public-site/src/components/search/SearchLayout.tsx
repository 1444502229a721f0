import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import type { ListSearch, QuickFilter } from '@/lib/list-search';
import { QuickFilterChips } from './QuickFilterChips';
import { SearchBox } from './SearchBox';

interface SearchLayoutProps {
  i18n: I18n;
  heading: string;
  /** The page's own path: the search box, chips and "clear filters" stay on it. */
  path: string;
  search: ListSearch;
  quickFilters: readonly QuickFilter[];
  searchLabel: string;
  searchPlaceholder: string;
  /** The results. */
  children: ReactNode;
}

/** A searchable list page: heading, keyword box, quick filters, then the results. */
export function SearchLayout({ i18n, heading, path, search, quickFilters, searchLabel, searchPlaceholder, children }: SearchLayoutProps) {
  const { t, href } = i18n;
  const hasUserFilters = Object.keys(search.filters).length > 0 || Boolean(search.q);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {heading}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <SearchBox i18n={i18n} path={path} search={search} label={searchLabel} placeholder={searchPlaceholder} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}>
        <QuickFilterChips i18n={i18n} quickFilters={quickFilters} current={search.filters} q={search.q} path={path} label={t.home.quickFiltersLabel} />
        {hasUserFilters && (
          <Button component={Link} href={href(path)} size="small">
            {t.search.clearFilters}
          </Button>
        )}
      </Box>
      {children}
    </Container>
  );
}
