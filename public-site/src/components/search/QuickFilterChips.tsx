import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import { isQuickFilterActive, searchHref, toggledQuickFilter, type ListSearch, type QuickFilter } from '@/lib/list-search';

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
    <Stack component="nav" aria-label={label} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {quickFilters.map((quickFilter) => {
        const active = isQuickFilterActive(quickFilter, search.filters);
        return (
          <Chip
            key={quickFilter.labelKey}
            component={Link}
            href={searchHref(toggledQuickFilter(search, quickFilter), i18n.href(path))}
            clickable
            label={i18n.t.quickFilters[quickFilter.labelKey]}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            aria-current={active ? 'true' : undefined}
            sx={active ? undefined : { bgcolor: 'background.paper' }}
          />
        );
      })}
    </Stack>
  );
}
