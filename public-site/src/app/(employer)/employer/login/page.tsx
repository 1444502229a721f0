import type { Metadata } from 'next';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountPage } from '@/components/account/AccountPage';
import { ACCOUNT_PATHS, EMPLOYER_RESET_QUERY, safeNextPath } from '@/components/account/next-path';
import { SignInForm } from '@/components/account/SignInForm';
import { formErrorTexts } from '@/components/forms/form-texts';
import Link from '@/components/navigation/Link';
import { getI18n } from '@/i18n/server';
import { EMPLOYER_PATHS } from '@/lib/employer-routes';
import type { RouteProps } from '@/lib/route-props';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  const texts = t.employerAuth.login;
  return pageMetadata({ language, path: EMPLOYER_PATHS.login, title: texts.metaTitle, description: texts.metaDescription, noIndex: true });
}

/** The employer's sign-in, where an employer whose credentials are gone is sent; `next` is where they return, else the jobs list. */
export default async function EmployerSignInPage({ searchParams }: RouteProps) {
  const { t, href } = await getI18n();
  const next = safeNextPath((await searchParams).next);
  const texts = t.employerAuth.login;
  return (
    <AccountPage heading={texts.heading} intro={texts.intro}>
      <SignInForm
        kind="employer"
        destination={next ?? href(EMPLOYER_PATHS.jobs)}
        // With a `next` (the e-mailed confirmation link, a dashboard page) the employer goes there: it asks for the code itself.
        unconfirmedHref={next ? undefined : href(EMPLOYER_PATHS.unconfirmed)}
        texts={{ email: t.employerAuth.fields.email, password: t.employerAuth.fields.password, submit: texts.submit, sending: texts.sending, signedIn: texts.signedIn }}
        errorTexts={formErrorTexts(t)}
      />
      <Stack spacing={1.25} sx={{ mt: 3 }}>
        <MuiLink component={Link} href={href(`${ACCOUNT_PATHS.resetRequest}?${EMPLOYER_RESET_QUERY}`)}>
          {texts.forgotPassword}
        </MuiLink>
        <Typography>
          {texts.noAccount}{' '}
          <MuiLink component={Link} href={href(EMPLOYER_PATHS.signup)} sx={{ fontWeight: 600 }}>
            {texts.signUpLink}
          </MuiLink>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.seekerNote}{' '}
          <MuiLink component={Link} href={href(ACCOUNT_PATHS.login)}>
            {texts.seekerLink}
          </MuiLink>
        </Typography>
      </Stack>
    </AccountPage>
  );
}
