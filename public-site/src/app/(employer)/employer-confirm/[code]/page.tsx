import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/AccountPage';
import { ACCOUNT_PATHS, withNext } from '@/components/account/next-path';
import { EmployerConfirmation } from '@/components/employer/EmployerConfirmation';
import { confirmationTexts } from '@/components/employer/confirmation-texts';
import { formErrorTexts } from '@/components/forms/form-texts';
import { getI18n } from '@/i18n/server';
import { EMPLOYER_PATHS, employerConfirmPath } from '@/lib/employer-routes';
import type { RouteProps } from '@/lib/route-props';

/** The address holds the confirmation code: never indexed, and no other site learns it through the Referer. */
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.employerAuth.confirmLink.metaTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** The confirmation e-mail's link: confirms the signed-in employer with the code it carries. */
export default async function EmployerConfirmLinkPage({ params }: RouteProps<{ code: string }>) {
  const { t, href } = await getI18n();
  const { code } = await params;
  return (
    <AccountPage heading={t.employerAuth.confirmLink.heading}>
      <EmployerConfirmation
        linkCode={code}
        dashboardHref={href(EMPLOYER_PATHS.jobs)}
        signInHref={href(withNext(EMPLOYER_PATHS.login, employerConfirmPath(code)))}
        unconfirmedHref={href(EMPLOYER_PATHS.unconfirmed)}
        logoutHref={href(ACCOUNT_PATHS.logout)}
        texts={confirmationTexts(t)}
        errorTexts={formErrorTexts(t)}
      />
    </AccountPage>
  );
}
