import type { ReactNode } from 'react';
import type { I18n } from '@/i18n/server';
import { SiteHeader, type HeaderAudience } from './SiteHeader';
import styles from './SiteFrame.module.css';

/** A layout group's header and main area; the root layout adds the footer below. */
export function SiteFrame({ i18n, audience, children }: { i18n: I18n; audience: HeaderAudience; children: ReactNode }) {
  return (
    <>
      <SiteHeader i18n={i18n} audience={audience} />
      <main className={styles.main}>{children}</main>
    </>
  );
}
