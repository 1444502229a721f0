import { IntentLink } from '@/components/navigation/IntentLink';
import { buttonClass, cx, ui } from '@/components/ui/classes';
import type { I18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';
import styles from './Search.module.css';

interface PaginationProps {
  i18n: I18n;
  page: number;
  totalPages: number;
  pageHref: (page: number) => string;
}

/** A link to another page of results; on the first or last page the way further is shown disabled (a link without an address). */
function PageLink({ href, rel, label }: { href: string | null; rel: 'prev' | 'next'; label: string }) {
  const look = buttonClass({ variant: 'outlined' });
  return href ? (
    <IntentLink href={href} rel={rel} className={look}>
      {label}
    </IntentLink>
  ) : (
    <a aria-disabled="true" role="link" className={cx(look, styles.disabledPage)}>
      {label}
    </a>
  );
}

/** Previous / next links under a list of results (nothing when it fits on one page). */
export function Pagination({ i18n, page, totalPages, pageHref }: PaginationProps) {
  const { t } = i18n;
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination}>
      <PageLink href={page > 1 ? pageHref(page - 1) : null} rel="prev" label={t.search.previousPage} />
      <p className={cx(ui.body2, ui.textSecondary)}>{interpolate(t.search.pageOf, { page, total: totalPages })}</p>
      <PageLink href={page < totalPages ? pageHref(page + 1) : null} rel="next" label={t.search.nextPage} />
    </nav>
  );
}
