'use client';

import { useRef, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormFailure } from '@/components/forms/FormFailure';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import type { RequestFailure } from '@/lib/browser/api';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

interface AccountFormProps {
  onSubmit: () => void;
  /** The form's state (`useServerForm`): whether it is sending, and how the last sending failed. */
  form: { sending: boolean; failure: RequestFailure | null };
  errorTexts: FormErrorTexts;
  texts: { submit: string; sending: string };
  /** The fields. */
  children: ReactNode;
  /** Shown with a failure: what else the visitor can do about it. */
  failureHelp?: ReactNode;
  /** The fields' labels by API field name: the error box names a refused field as the form does. */
  fieldLabels: Record<string, string>;
}

/**
 * The account pages' form: the fields, the error box above the button when sending failed, and
 * the button. The browser's own checks are off: the server's messages appear under the fields.
 */
export function AccountForm({ onSubmit, form: { sending, failure }, errorTexts, texts, children, failureHelp, fieldLabels }: AccountFormProps) {
  const formElement = useRef<HTMLFormElement>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) onSubmit();
  }
  return (
    <Box component="form" {...SENT_BY_SCRIPT} ref={formElement} onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {children}
      <FormFailure failure={failure} texts={errorTexts} onRetry={() => formElement.current?.requestSubmit()} fieldLabels={fieldLabels}>
        {failureHelp}
      </FormFailure>
      <Button type="submit" variant="contained" size="large" disabled={sending}>
        {sending ? texts.sending : texts.submit}
      </Button>
    </Box>
  );
}
