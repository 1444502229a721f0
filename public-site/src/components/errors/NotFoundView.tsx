import { IntentLink } from '@/components/navigation/IntentLink';
import { buttonClass, cx, ui } from '@/components/ui/classes';
import styles from './ErrorView.module.css';

interface NotFoundViewProps {
  message: string;
  /** 'Page not found: {path}' with the address asked for, when the page knows it. */
  pathMessage?: string;
  homeLabel: string;
  homeHref: string;
}

/**
 * The 404 page's content, with a link to the homepage so a wrong URL is not a dead end. Shared by
 * the 404 page and by browser-rendered pages that learn from the API that what they show does not exist.
 */
export function NotFoundView({ message, pathMessage, homeLabel, homeHref }: NotFoundViewProps) {
  return (
    <div className={styles.view}>
      <p className={styles.code}>404</p>
      <h1 className={cx(ui.h2, styles.notFoundTitle)}>{message}</h1>
      {pathMessage && <p className={styles.notFoundPath}>{pathMessage}</p>}
      <IntentLink href={homeHref} className={buttonClass({ variant: 'contained', size: 'large' })}>
        {homeLabel}
      </IntentLink>
    </div>
  );
}
