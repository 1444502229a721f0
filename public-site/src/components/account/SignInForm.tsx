'use client';

import TextField from '@mui/material/TextField';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import { callApi } from '@/lib/browser/api';
import type { SignInAnswer } from '@/lib/browser/session';
import { AccountForm } from './AccountForm';
import { useSignIn } from './useSignIn';

export interface SignInFormProps {
  /** Where the visitor goes once signed in: the page they came from, or home. */
  destination: string;
  texts: { email: string; password: string; submit: string; sending: string; signedIn: string };
  errorTexts: FormErrorTexts;
}

/** The seeker's sign-in (POST sessions): keeps the tokens for this tab and goes back where the visitor came from. */
export function SignInForm({ destination, texts, errorTexts }: SignInFormProps) {
  const form = useServerForm({ email: '', password: '' }, errorTexts.serverMessages);
  const signedIn = useSignIn(destination);

  async function signIn() {
    const sent = await form.submit((user) => callApi<SignInAnswer>('/sessions', { body: { user } }));
    if (sent.ok) signedIn(sent.answer, texts.signedIn);
  }

  return (
    <AccountForm onSubmit={signIn} sending={form.sending} failure={form.failure} errorTexts={errorTexts} texts={texts}>
      <TextField {...form.field('email')} type="email" label={texts.email} autoComplete="email" required fullWidth />
      <TextField {...form.field('password')} type="password" label={texts.password} autoComplete="current-password" required fullWidth />
    </AccountForm>
  );
}
