'use client';

import type { ReactNode } from 'react';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMAIL_TAKEN_MESSAGE, type Language } from '@shigoto/db/enums';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import Link from '@/components/navigation/Link';
import { callApi } from '@/lib/browser/api';
import type { AccountType, SignInAnswer } from '@/lib/browser/session';
import { AccountForm } from './AccountForm';
import { useSignIn } from './useSignIn';

/** Where each kind of account signs up. */
const SIGN_UP_PATH: Record<AccountType, string> = { user: '/users', employer: '/employer_users' };

export interface SignUpFormProps {
  kind: AccountType;
  language: Language;
  /** Where a visitor already signed in as this kind goes, and a new seeker once signed up: the page they came from, or the kind's home. */
  destination: string;
  /** Employers: where the new account goes to confirm its e-mail address (the code screen). */
  unconfirmedHref?: string;
  /** Employers joining a colleague's company (the code of the colleague's link): the company is then fixed. */
  membershipCode?: string;
  texts: { name: string; email: string; password: string; passwordHelp: string; submit: string; sending: string; welcome: string; companyName?: string; emailHelp?: string };
  errorTexts: FormErrorTexts;
  /** Offered when the e-mail address already has an account: this kind's sign-in and the password reset. */
  emailTaken: { signInHref: string; resetHref: string; texts: { known: string; signIn: string; reset: string } };
  /** Shown above the fields (the company an employer joins). */
  children?: ReactNode;
}

/**
 * A seeker's (POST users) or an employer's (POST employer_users) sign-up: the answer signs the new
 * account in, like a sign-in. An employer names a new company, or joins the one of a colleague's
 * link; which e-mail addresses a company accepts is the server's rule, shown under the field.
 */
export function SignUpForm({ kind, language, destination, unconfirmedHref, membershipCode, texts, errorTexts, emailTaken, children }: SignUpFormProps) {
  const form = useServerForm({ name: '', company_name: '', email: '', password: '' }, errorTexts.serverMessages);
  const signedIn = useSignIn(kind, destination);
  const namesCompany = kind === 'employer' && !membershipCode;

  async function signUp() {
    const sent = await form.submit(({ name, company_name, email, password }) =>
      callApi<SignInAnswer>(SIGN_UP_PATH[kind], {
        body: {
          user: {
            name: name.trim() || undefined,
            email,
            password,
            language,
            ...(namesCompany ? { company_name: company_name.trim() } : {}),
            ...(kind === 'employer' && membershipCode ? { membership_code: membershipCode } : {}),
          },
        },
      }),
    );
    if (sent.ok) signedIn(sent.answer, texts.welcome, unconfirmedHref);
  }

  const email = form.field('email');
  const password = form.field('password');
  return (
    <AccountForm
      onSubmit={signUp}
      form={form}
      errorTexts={errorTexts}
      texts={texts}
      fieldLabels={{ ...(texts.companyName && { company_name: texts.companyName }), name: texts.name, email: texts.email, password: texts.password }}
      failureHelp={form.failure?.fieldMessage('email') === EMAIL_TAKEN_MESSAGE && <EmailTakenHelp {...emailTaken} />}
    >
      {children}
      {namesCompany && <TextField {...form.field('company_name')} label={texts.companyName} autoComplete="organization" required fullWidth />}
      <TextField {...form.field('name')} label={texts.name} autoComplete="name" fullWidth />
      <TextField {...email} helperText={email.helperText ?? texts.emailHelp} type="email" label={texts.email} autoComplete="email" required fullWidth />
      <TextField {...password} helperText={password.helperText ?? texts.passwordHelp} type="password" label={texts.password} autoComplete="new-password" required fullWidth />
    </AccountForm>
  );
}

/** The way on for someone who already has an account: sign in, or choose a new password. */
function EmailTakenHelp({ signInHref, resetHref, texts }: SignUpFormProps['emailTaken']) {
  return (
    <Stack data-testid="email-taken-help" spacing={0.5} sx={{ mt: 1 }}>
      <Typography variant="body2">{texts.known}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <MuiLink component={Link} href={signInHref} sx={{ fontWeight: 600 }}>
          {texts.signIn}
        </MuiLink>
        <MuiLink component={Link} href={resetHref} sx={{ fontWeight: 600 }}>
          {texts.reset}
        </MuiLink>
      </Stack>
    </Stack>
  );
}
