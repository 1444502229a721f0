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
 * The box's lines: the server's message in the page's language. When that message was made of the
 * first refused field (`contract_length_note is required…`) and the form labels every refused
 * field, each one is named by its label, on a line of its own, so nothing refused goes unlisted.
 */
function boxMessages(failure: RequestFailure, texts: FormErrorTexts, fieldLabels: Record<string, string> = {}): string[] {
  if (failure.network) return [texts.network];
  const refused = Object.entries(failure.fields).filter(([, messages]) => messages.length > 0);
  const [first] = refused;
  const madeOfFields = first && failure.message === `${first[0]} ${first[1][0]}`;
  if (madeOfFields && refused.every(([field]) => Object.hasOwn(fieldLabels, field))) {
    return refused.map(([field, messages]) => `${fieldLabels[field]}: ${serverMessageText(texts.serverMessages, messages[0])}`);
  }
  return [failureText(texts.serverMessages, failure)];
}

/** A failed submission: the error box with the server's reason, or the network notice and a retry. */
export function FormFailure({ failure, texts, onRetry, children, fieldLabels }: FormFailureProps) {
  if (!failure) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ErrorBox intro={texts.intro} messages={boxMessages(failure, texts, fieldLabels)} />
      {failure.network && (
        <Button type="button" variant="outlined" onClick={onRetry} sx={{ justifySelf: 'start' }}>
          {texts.retry}
        </Button>
      )}
      {children}
    </Box>
  );
}
