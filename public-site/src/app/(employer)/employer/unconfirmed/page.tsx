import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/AccountPage';
import { ACCOUNT_PATHS, withNext } from '@/components/account/next-path';
import { EmployerConfirmation } from '@/components/employer/EmployerConfirmation';
import { confirmationTexts } from '@/components/employer/confirmation-texts';
import { formErrorTexts } from '@/components/forms/form-texts';
import { getI18n } from '@/i18n/server';
import { EMPLOYER_PATHS } from '@/lib/employer-routes';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.employerAuth.unconfirmed.metaTitle, robots: { index: false, follow: false } };
}

/** Where a new employer lands: the code e-mailed to the address, typed here, confirms the account. */
export default async function EmployerUnconfirmedPage() {
  const { t, href } = await getI18n();
  return (
    <AccountPage heading={t.employerAuth.unconfirmed.heading}>
      <EmployerConfirmation
        dashboardHref={href(EMPLOYER_PATHS.jobs)}
        signInHref={href(withNext(EMPLOYER_PATHS.login, EMPLOYER_PATHS.unconfirmed))}
        unconfirmedHref={href(EMPLOYER_PATHS.unconfirmed)}
        logoutHref={href(ACCOUNT_PATHS.logout)}
        texts={confirmationTexts(t)}
        errorTexts={formErrorTexts(t)}
      />
    </AccountPage>
  );
}
