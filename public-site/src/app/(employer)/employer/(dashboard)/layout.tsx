import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { EmployerShell } from '@/components/employer/EmployerShell';
import { getI18n } from '@/i18n/server';
import { EMPLOYER_PATHS } from '@/lib/employer-routes';

// An employer's pages are private: never indexed (and, being rendered per request, never cached).
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The employer layout: the dashboard's quick links around every employer page. */
export default async function EmployerDashboardLayout({ children }: { children: ReactNode }) {
  const { t, href } = await getI18n();
  const nav = t.employerShell.nav;
  const links = [
    { href: href(EMPLOYER_PATHS.jobs), label: nav.jobs },
    { href: href(EMPLOYER_PATHS.newJob), label: nav.newJob },
    { href: href(EMPLOYER_PATHS.applicants), label: nav.applicants },
    { href: href(EMPLOYER_PATHS.account), label: nav.account },
    { href: href(EMPLOYER_PATHS.contract), label: nav.contract },
    { href: href(EMPLOYER_PATHS.reportHire), label: nav.reportHire },
  ];
  return (
    <EmployerShell links={links} unconfirmedHref={href(EMPLOYER_PATHS.unconfirmed)} texts={{ navLabel: t.employerShell.navLabel, checking: t.employerShell.checking }}>
      {children}
    </EmployerShell>
  );
}
