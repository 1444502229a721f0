import type { Metadata } from 'next';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AccountPage } from '@/components/account/AccountPage';
import { EmployerSignUp } from '@/components/employer/EmployerSignUp';
import { formErrorTexts } from '@/components/forms/form-texts';
import Link from '@/components/navigation/Link';
import { ACCOUNT_PATHS, EMPLOYER_RESET_QUERY, safeNextPath, withNext } from '@/components/account/next-path';
import { getI18n } from '@/i18n/server';
import { EMPLOYER_PATHS } from '@/lib/employer-routes';
import type { RouteProps } from '@/lib/route-props';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  const texts = t.employerAuth.signup;
  // A colleague's link carries the company's secret code: no other site learns it through the Referer.
  return { ...pageMetadata({ language, path: EMPLOYER_PATHS.signup, title: texts.metaTitle, description: texts.metaDescription, noIndex: true }), referrer: 'no-referrer' };
}

/**
 * The employer's sign-up: a new company, or (`?code=`, a colleague's link) the colleague's company.
 * The new account is signed in at once and asked for the code e-mailed to it. An employer already
 * signed in goes on to `next` (the header's "Post a job" names the job form), else the jobs list.
 */
export default async function EmployerSignUpPage({ searchParams }: RouteProps) {
  const { t, href, language } = await getI18n();
  const { code } = await searchParams;
  const next = safeNextPath((await searchParams).next);
  const signInHref = href(withNext(EMPLOYER_PATHS.login, next));
  const texts = t.employerAuth.signup;
  const fields = t.employerAuth.fields;
  return (
    <AccountPage heading={texts.heading} intro={texts.intro}>
      <EmployerSignUp
        language={language}
        membershipCode={typeof code === 'string' && code ? code : null}
        destination={next ?? href(EMPLOYER_PATHS.jobs)}
        unconfirmedHref={href(EMPLOYER_PATHS.unconfirmed)}
        texts={{
          name: fields.name,
          companyName: fields.companyName,
          email: fields.email,
          emailHelp: fields.emailHelp,
          password: fields.password,
          passwordHelp: fields.passwordHelp,
          submit: texts.submit,
          sending: texts.sending,
          welcome: texts.created,
          joinIntro: texts.joinIntro,
          company: texts.company,
          invalidCode: texts.invalidCode,
          loading: texts.loading,
        }}
        errorTexts={formErrorTexts(t)}
        emailTaken={{ signInHref, resetHref: href(`${ACCOUNT_PATHS.resetRequest}?${EMPLOYER_RESET_QUERY}`), texts: t.account.emailTaken }}
      />
      <Typography sx={{ mt: 3 }}>
        {texts.haveAccount}{' '}
        <MuiLink component={Link} href={signInHref} sx={{ fontWeight: 600 }}>
          {texts.signInLink}
        </MuiLink>
      </Typography>
    </AccountPage>
  );
}
