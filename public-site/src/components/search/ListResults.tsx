import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { I18n } from '@/i18n/server';
import type { ListOutcome } from '@/lib/api/list-outcome';
import { countLabel } from '@/lib/format/count';
import { Pagination } from './Pagination';

interface ListResultsProps<T> {
  i18n: I18n;
  outcome: ListOutcome<T>;
  texts: { countOne: string; count: string; noResults: string; loadFailed: string };
  /** Builds the link to another page of results; without it the list shows no count and no pagination. */
  pageHref?: (page: number) => string;
  renderItems: (items: T[]) => ReactNode;
}

/** A page of results with its count and pagination, or a notice when there are none or the API is down. */
export function ListResults<T>({ i18n, outcome, texts, pageHref, renderItems }: ListResultsProps<T>) {
  if ('failure' in outcome) {
    return <Alert severity={outcome.failure === 'invalid' ? 'info' : 'warning'}>{outcome.failure === 'invalid' ? texts.noResults : texts.loadFailed}</Alert>;
  }
  const { page } = outcome;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {pageHref && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {countLabel(page.total, { one: texts.countOne, many: texts.count }, i18n.language)}
        </Typography>
      )}
      {page.items.length ? renderItems(page.items) : <Alert severity="info">{texts.noResults}</Alert>}
      {pageHref && <Pagination i18n={i18n} page={page.page} totalPages={page.totalPages} pageHref={pageHref} />}
    </Box>
  );
}
