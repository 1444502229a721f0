import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';
import type { ListSearch } from '@/lib/list-search';

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

const LIST_SX = { display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 } as const;

/** The filters in effect as chips: each picked one removable by its link, then "Clear all". */
export function FilterChips({ i18n, fixed, chips, hrefOf, clearHref }: FilterChipsProps) {
  const { t } = i18n;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {fixed.length > 0 && (
        <Box component="ul" aria-label={t.searchFilters.fixed} sx={LIST_SX}>
          {fixed.map((label) => (
            <Box component="li" key={label} sx={{ display: 'flex' }}>
              <Chip size="small" label={label} />
            </Box>
          ))}
        </Box>
      )}
      {chips.length > 0 && (
        <>
          <Box component="ul" aria-label={t.searchFilters.active} sx={LIST_SX}>
            {chips.map((chip) => (
              <Box component="li" key={chip.key} sx={{ display: 'flex' }}>
                <Chip
                  component={Link}
                  href={hrefOf(chip.without)}
                  scroll={false}
                  clickable
                  size="small"
                  color="primary"
                  variant="outlined"
                  aria-label={interpolate(t.searchFilters.remove, { filter: chip.label })}
                  label={
                    <>
                      {chip.label}
                      <Box component="span" aria-hidden sx={{ ml: 0.75, fontWeight: 700 }}>
                        ×
                      </Box>
                    </>
                  }
                  sx={{ bgcolor: 'background.paper' }}
                />
              </Box>
            ))}
          </Box>
          <Button component={Link} href={clearHref} scroll={false} size="small">
            {t.searchFilters.clearAll}
          </Button>
        </>
      )}
    </Box>
  );
}
