'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ErrorBox } from '@/components/feedback/ErrorBox';
import type { RequestFailure } from '@/lib/browser/api';
import { failureText, serverMessageText, type FormErrorTexts } from './form-texts';

interface FormFailureProps {
  failure: RequestFailure | null;
  texts: FormErrorTexts;
  /** Sends the form again, as typed: offered when no answer came. */
  onRetry: () => void;
  /** What else the visitor can do about this failure (e.g. ask for a new link). */
  children?: ReactNode;
  /** The form's labels by API field name: the box then names a refused field as the form does. */
  fieldLabels?: Record<string, string>;
}

/**
 * The box's line: the server's message in the page's language. A message the client made of the
 * first refused field (`contract_length_note is required…`) names the field by its label instead.
 */
function boxMessage(failure: RequestFailure, texts: FormErrorTexts, fieldLabels: Record<string, string> = {}): string {
  if (failure.network) return texts.network;
  const [field, messages] = Object.entries(failure.fields)[0] ?? [];
  if (field && messages?.[0] && Object.hasOwn(fieldLabels, field) && failure.message === `${field} ${messages[0]}`) {
    return `${fieldLabels[field]}: ${serverMessageText(texts.serverMessages, messages[0])}`;
  }
  return failureText(texts.serverMessages, failure);
}

/** A failed submission: the error box with the server's reason, or the network notice and a retry. */
export function FormFailure({ failure, texts, onRetry, children, fieldLabels }: FormFailureProps) {
  if (!failure) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ErrorBox intro={texts.intro} messages={[boxMessage(failure, texts, fieldLabels)]} />
      {failure.network && (
        <Button type="button" variant="outlined" onClick={onRetry} sx={{ justifySelf: 'start' }}>
          {texts.retry}
        </Button>
      )}
      {children}
    </Box>
  );
}
