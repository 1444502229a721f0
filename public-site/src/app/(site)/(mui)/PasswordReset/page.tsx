import type { Metadata } from 'next';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AccountPage } from '@/components/account/AccountPage';
import { ACCOUNT_PATHS } from '@/components/account/next-path';
import { EMPLOYER_PATHS } from '@/lib/employer-routes';
import type { RouteProps } from '@/lib/route-props';
import { ResetRequestForm } from '@/components/account/ResetRequestForm';
import { formErrorTexts } from '@/components/forms/form-texts';
import Link from '@/components/navigation/Link';
import { getI18n } from '@/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: ACCOUNT_PATHS.resetRequest, title: t.account.reset.metaTitle, description: t.account.reset.metaDescription, noIndex: true });
}

/** Asks for a password-reset link by e-mail (seekers and employers alike); `?for=employer` leads back to the employer sign-in. */
export default async function PasswordResetPage({ searchParams }: RouteProps) {
  const { t, href } = await getI18n();
  const employer = (await searchParams).for === 'employer';
  const texts = t.account.reset;
  return (
    <AccountPage heading={texts.heading} intro={texts.intro}>
      <ResetRequestForm texts={{ email: t.account.fields.email, submit: texts.submit, sending: texts.sending, sent: texts.sent }} errorTexts={formErrorTexts(t)} />
      <Typography sx={{ mt: 3 }}>
        <MuiLink component={Link} href={href(employer ? EMPLOYER_PATHS.login : ACCOUNT_PATHS.login)}>
          {texts.backToSignIn}
        </MuiLink>
      </Typography>
    </AccountPage>
  );
}
