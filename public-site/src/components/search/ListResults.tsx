import type { ReactNode } from 'react';
import { cx, ui } from '@/components/ui/classes';
import { Notice } from '@/components/ui/Notice';
import type { I18n } from '@/i18n/server';
import type { ListOutcome } from '@/lib/api/list-outcome';
import { countLabel } from '@/lib/format/count';
import { Pagination } from './Pagination';
import styles from './Search.module.css';

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
    return <Notice severity={outcome.failure === 'invalid' ? 'info' : 'warning'}>{outcome.failure === 'invalid' ? texts.noResults : texts.loadFailed}</Notice>;
  }
  const { page } = outcome;
  return (
    <div className={styles.resultList}>
      {pageHref && (
        <p aria-live="polite" className={cx(ui.body2, ui.textSecondary)}>
          {countLabel(page.total, { one: texts.countOne, many: texts.count }, i18n.language)}
        </p>
      )}
      {page.items.length ? renderItems(page.items) : <Notice severity="info">{texts.noResults}</Notice>}
      {pageHref && <Pagination i18n={i18n} page={page.page} totalPages={page.totalPages} pageHref={pageHref} />}
    </div>
  );
}
