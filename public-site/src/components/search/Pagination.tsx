import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';

interface PaginationProps {
  i18n: I18n;
  page: number;
  totalPages: number;
  pageHref: (page: number) => string;
}

/** Previous / next links under a list of results (nothing when it fits on one page). */
export function Pagination({ i18n, page, totalPages, pageHref }: PaginationProps) {
  const { t } = i18n;
  if (totalPages <= 1) return null;
  return (
    <Box component="nav" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 2 }}>
      <Button component={Link} href={pageHref(page - 1)} variant="outlined" disabled={page <= 1} rel="prev">
        {t.search.previousPage}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {interpolate(t.search.pageOf, { page, total: totalPages })}
      </Typography>
      <Button component={Link} href={pageHref(page + 1)} variant="outlined" disabled={page >= totalPages} rel="next">
        {t.search.nextPage}
      </Button>
    </Box>
  );
}
