import type { Metadata } from 'next';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountPage } from '@/components/account/AccountPage';
import { ACCOUNT_PATHS, safeNextPath, withNext } from '@/components/account/next-path';
import { SignInForm } from '@/components/account/SignInForm';
import { formErrorTexts } from '@/components/forms/form-texts';
import Link from '@/components/navigation/Link';
import { getI18n } from '@/i18n/server';
import type { RouteProps } from '@/lib/route-props';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: ACCOUNT_PATHS.login, title: t.account.login.metaTitle, description: t.account.login.metaDescription, noIndex: true });
}

/** The seeker's sign-in, where a seeker whose credentials are gone is sent; `next` is where they return. */
export default async function SignInPage({ searchParams }: RouteProps) {
  const { t, href } = await getI18n();
  const next = safeNextPath((await searchParams).next);
  const texts = t.account.login;
  return (
    <AccountPage heading={texts.heading} intro={texts.intro}>
      <SignInForm
        kind="user"
        destination={next ?? href('/')}
        texts={{ email: t.account.fields.email, password: t.account.fields.password, submit: texts.submit, sending: texts.sending, signedIn: texts.signedIn }}
        errorTexts={formErrorTexts(t)}
      />
      <Stack spacing={1.25} sx={{ mt: 3 }}>
        <MuiLink component={Link} href={href(ACCOUNT_PATHS.resetRequest)}>
          {texts.forgotPassword}
        </MuiLink>
        <Typography>
          {texts.noAccount}{' '}
          <MuiLink component={Link} href={href(withNext(ACCOUNT_PATHS.signup, next))} sx={{ fontWeight: 600 }}>
            {texts.signUpLink}
          </MuiLink>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.employerNote}{' '}
          <MuiLink component={Link} href={href('/employer/login')}>
            {texts.employerLink}
          </MuiLink>
        </Typography>
      </Stack>
    </AccountPage>
  );
}
