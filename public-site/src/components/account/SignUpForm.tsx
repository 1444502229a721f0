'use client';

import TextField from '@mui/material/TextField';
import type { Language } from '@shigoto/db/enums';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import { callApi } from '@/lib/browser/api';
import type { SignInAnswer } from '@/lib/browser/session';
import { AccountForm } from './AccountForm';
import { useSignIn } from './useSignIn';

export interface SignUpFormProps {
  language: Language;
  /** Where the new seeker goes once signed up (and so signed in): the page they came from, or home. */
  destination: string;
  texts: { name: string; email: string; password: string; submit: string; sending: string; welcome: string };
  errorTexts: FormErrorTexts;
}

/** The seeker's sign-up (POST users): the answer signs the new seeker in, like a sign-in. */
export function SignUpForm({ language, destination, texts, errorTexts }: SignUpFormProps) {
  const form = useServerForm({ name: '', email: '', password: '' }, errorTexts.serverMessages);
  const signedIn = useSignIn(destination);

  async function signUp() {
    const sent = await form.submit(({ name, email, password }) =>
      callApi<SignInAnswer>('/users', { body: { user: { name: name.trim() || undefined, email, password, language } } }),
    );
    if (sent.ok) signedIn(sent.answer, texts.welcome);
  }

  return (
    <AccountForm onSubmit={signUp} sending={form.sending} failure={form.failure} errorTexts={errorTexts} texts={texts}>
      <TextField {...form.field('name')} label={texts.name} autoComplete="name" fullWidth />
      <TextField {...form.field('email')} type="email" label={texts.email} autoComplete="email" required fullWidth />
      <TextField {...form.field('password')} type="password" label={texts.password} autoComplete="new-password" required fullWidth />
    </AccountForm>
  );
}
