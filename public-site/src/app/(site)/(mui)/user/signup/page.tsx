import type { Metadata } from 'next';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AccountPage } from '@/components/account/AccountPage';
import { ACCOUNT_PATHS, safeNextPath, withNext } from '@/components/account/next-path';
import { SignUpForm } from '@/components/account/SignUpForm';
import { formErrorTexts } from '@/components/forms/form-texts';
import Link from '@/components/navigation/Link';
import { getI18n } from '@/i18n/server';
import type { RouteProps } from '@/lib/route-props';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: ACCOUNT_PATHS.signup, title: t.account.signup.metaTitle, description: t.account.signup.metaDescription, noIndex: true });
}

/** The seeker's sign-up; the new account is signed in at once and returns to `next`. */
export default async function SignUpPage({ searchParams }: RouteProps) {
  const { t, href, language } = await getI18n();
  const next = safeNextPath((await searchParams).next);
  const texts = t.account.signup;
  const fields = t.account.fields;
  return (
    <AccountPage heading={texts.heading} intro={texts.intro}>
      <SignUpForm
        kind="user"
        language={language}
        destination={next ?? href('/')}
        texts={{ name: fields.name, email: fields.email, password: fields.password, passwordHelp: fields.passwordHelp, submit: texts.submit, sending: texts.sending, welcome: texts.welcome }}
        errorTexts={formErrorTexts(t)}
        emailTaken={{ signInHref: href(withNext(ACCOUNT_PATHS.login, next)), resetHref: href(ACCOUNT_PATHS.resetRequest), texts: t.account.emailTaken }}
      />
      <Typography sx={{ mt: 3 }}>
        {texts.haveAccount}{' '}
        <MuiLink component={Link} href={href(withNext(ACCOUNT_PATHS.login, next))} sx={{ fontWeight: 600 }}>
          {texts.signInLink}
        </MuiLink>
      </Typography>
    </AccountPage>
  );
}
