import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import { isQuickFilterActive, searchHref, type ListFilters, type QuickFilter } from '@/lib/list-search';

interface QuickFilterChipsProps {
  i18n: I18n;
  label: string;
  quickFilters: readonly QuickFilter[];
  /** The list the chips search within (a skill landing page keeps its skill). */
  path: string;
  /** The filters in effect, to highlight the matching chip. */
  current?: ListFilters;
  /** The words searched for, kept when a chip is picked. */
  q?: string;
}

/** Links to common searches. */
export function QuickFilterChips({ i18n, label, quickFilters, path, current, q }: QuickFilterChipsProps) {
  return (
    <Stack component="nav" aria-label={label} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {quickFilters.map((quickFilter) => {
        const active = current ? isQuickFilterActive(quickFilter, current) : false;
        return (
          <Chip
            key={quickFilter.labelKey}
            component={Link}
            href={i18n.href(searchHref({ filters: quickFilter.filters, q }, path))}
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
