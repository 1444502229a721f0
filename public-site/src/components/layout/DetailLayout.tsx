import type { ReactNode } from 'react';
import { IntentLink } from '@/components/navigation/IntentLink';
import { CompanyLogo } from '@/components/jobs/CompanyLogo';
import { cx, ui } from '@/components/ui/classes';
import type { Company } from '@/lib/api/types';
import styles from './DetailLayout.module.css';

interface DetailLayoutProps {
  /** The list the page belongs to (none where leaving would drop unsaved work, as in the job form's preview). */
  back?: { href: string; label: string };
  /** Whose logo heads the page. */
  company: Company | null;
  logoAlt: string;
  title: string;
  /** Lines under the title: where, how much, badges. */
  subtitle: ReactNode;
  /** The main column, under the header. */
  children: ReactNode;
  /** The side column: facts and actions. */
  aside: ReactNode;
  /** Full-width content after both columns. */
  after?: ReactNode;
}

/** A job's or a company's own page: a main column headed by logo and title, and a side column. */
export function DetailLayout({ back, company, logoAlt, title, subtitle, children, aside, after }: DetailLayoutProps) {
  return (
    <div className={cx(ui.container, styles.page)}>
      {back && (
        <IntentLink href={back.href} className={cx(ui.link, styles.back)}>
          ← {back.label}
        </IntentLink>
      )}
      <div className={styles.columns}>
        <div className={cx(ui.paper, styles.main)}>
          <header className={styles.header}>
            <CompanyLogo company={company} alt={logoAlt} size={72} eager />
            <div className={styles.titles}>
              <h1 className={cx(ui.h1, styles.title)}>{title}</h1>
              {subtitle}
            </div>
          </header>
          {children}
        </div>
        <div>{aside}</div>
      </div>
      {after}
    </div>
  );
}
