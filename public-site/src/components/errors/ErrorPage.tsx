'use client';
import { useUrlLanguage } from '@/components/errors/useUrlLanguage';
import Link from '@/components/navigation/Link';
import { buttonClass, cx, ui } from '@/components/ui/classes';
import { errorPageTexts } from '@/i18n/error-page';
import { localizeHref } from '@/i18n/language';
import styles from './ErrorView.module.css';

/**
 * A page that failed (the API down or too slow), inside the site's header and footer (each layout
 * group's error.tsx shows it, so the group's header stays). "Try again"
 * asks the server for the page afresh (`retry`: router.refresh() and reset() in one transition).
 */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  const language = useUrlLanguage();
  const t = errorPageTexts[language];
  return (
    <div className={styles.view}>
      <h1 className={cx(ui.h1, styles.title)}>{t.title}</h1>
      <p className={styles.message}>{t.message}</p>
      <div className={styles.actions}>
        <button type="button" onClick={retry} className={buttonClass({ variant: 'contained', size: 'large' })}>
          {t.retry}
        </button>
        <Link href={localizeHref('/', language)} className={buttonClass({ variant: 'outlined', size: 'large' })}>
          {t.homeLink}
        </Link>
      </div>
    </div>
  );
}
