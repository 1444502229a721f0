'use client';

import TextField from '@mui/material/TextField';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import { callApi } from '@/lib/browser/api';
import type { AccountType, SignInAnswer } from '@/lib/browser/session';
import { AccountForm } from './AccountForm';
import { useSignIn } from './useSignIn';

/** Where each kind of account signs in. */
const SIGN_IN_PATH: Record<AccountType, string> = { user: '/sessions', employer: '/employer_sessions' };

export interface SignInFormProps {
  kind: AccountType;
  /** Where the visitor goes once signed in: the page they came from, or the kind's home. */
  destination: string;
  /** Employers only: where one who has not confirmed the e-mail yet goes instead (the code screen). */
  unconfirmedHref?: string;
  texts: { email: string; password: string; submit: string; sending: string; signedIn: string };
  errorTexts: FormErrorTexts;
}

/** A seeker's (POST sessions) or an employer's (POST employer_sessions) sign-in: keeps the tokens for this tab and goes on. */
export function SignInForm({ kind, destination, unconfirmedHref, texts, errorTexts }: SignInFormProps) {
  const form = useServerForm({ email: '', password: '' }, errorTexts.serverMessages);
  const signedIn = useSignIn(kind, destination);

  async function signIn() {
    const sent = await form.submit((user) => callApi<SignInAnswer>(SIGN_IN_PATH[kind], { body: { user } }));
    if (!sent.ok) return;
    const unconfirmed = unconfirmedHref && sent.answer.data.attributes.confirmed === false;
    signedIn(sent.answer, texts.signedIn, unconfirmed ? unconfirmedHref : undefined);
  }

  return (
    <AccountForm onSubmit={signIn} form={form} errorTexts={errorTexts} texts={texts} fieldLabels={{ email: texts.email, password: texts.password }}>
      <TextField {...form.field('email')} type="email" label={texts.email} autoComplete="email" required fullWidth />
      <TextField {...form.field('password')} type="password" label={texts.password} autoComplete="current-password" required fullWidth />
    </AccountForm>
  );
}
