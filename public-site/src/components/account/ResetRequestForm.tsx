'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import { callApi } from '@/lib/browser/api';
import { interpolate } from '@/lib/format/template';
import { AccountForm } from './AccountForm';

export interface ResetRequestFormProps {
  texts: { email: string; submit: string; sending: string; sent: string };
  errorTexts: FormErrorTexts;
}

/**
 * Asks for a password-reset link (POST password_reset_tokens). The answer is the same whether or
 * not the address has an account, and so is what the page says.
 */
export function ResetRequestForm({ texts, errorTexts }: ResetRequestFormProps) {
  const form = useServerForm({ email: '' }, errorTexts.serverMessages);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function request() {
    const sent = await form.submit((user) => callApi('/password_reset_tokens', { body: { user } }));
    if (sent.ok) setSentTo(form.values.email.trim());
  }

  if (sentTo !== null) {
    return (
      <Alert severity="success" role="status">
        {interpolate(texts.sent, { email: sentTo })}
      </Alert>
    );
  }
  return (
    <AccountForm onSubmit={request} form={form} errorTexts={errorTexts} texts={texts} fieldLabels={{ email: texts.email }}>
      <TextField {...form.field('email')} type="email" label={texts.email} autoComplete="email" required fullWidth />
    </AccountForm>
  );
}
