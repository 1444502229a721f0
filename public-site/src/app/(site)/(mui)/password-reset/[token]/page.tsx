import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/AccountPage';
import { ACCOUNT_PATHS } from '@/components/account/next-path';
import { NewPasswordForm } from '@/components/account/NewPasswordForm';
import { formErrorTexts } from '@/components/forms/form-texts';
import { getI18n } from '@/i18n/server';
import type { RouteProps } from '@/lib/route-props';

/**
 * The address holds a secret: no canonical or alternate links repeat it, and no other site
 * learns it through the Referer of a link followed from here.
 */
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.account.newPassword.metaTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** Where the password-reset e-mail links to: choose a new password, then sign in with it. */
export default async function NewPasswordPage({ params }: RouteProps<{ token: string }>) {
  const { t, href } = await getI18n();
  const { token } = await params;
  const texts = t.account.newPassword;
  return (
    <AccountPage heading={texts.heading} intro={texts.intro}>
      <NewPasswordForm
        token={token}
        signInHref={href(ACCOUNT_PATHS.login)}
        resetRequestHref={href(ACCOUNT_PATHS.resetRequest)}
        texts={{ newPassword: t.account.fields.newPassword, submit: texts.submit, sending: texts.sending, changed: texts.changed, askAgain: texts.askAgain, resetLink: texts.resetLink }}
        errorTexts={formErrorTexts(t)}
      />
    </AccountPage>
  );
}
