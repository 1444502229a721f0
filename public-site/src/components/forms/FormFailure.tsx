'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ErrorBox } from '@/components/feedback/ErrorBox';
import type { RequestFailure } from '@/lib/browser/api';
import { failureText, type FormErrorTexts } from './form-texts';

interface FormFailureProps {
  failure: RequestFailure | null;
  texts: FormErrorTexts;
  /** Sends the form again, as typed: offered when no answer came. */
  onRetry: () => void;
  /** What else the visitor can do about this failure (e.g. ask for a new link). */
  children?: ReactNode;
}

/** A failed submission: the error box with the server's reason, or the network notice and a retry. */
export function FormFailure({ failure, texts, onRetry, children }: FormFailureProps) {
  if (!failure) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ErrorBox intro={texts.intro} messages={[failure.network ? texts.network : failureText(texts.serverMessages, failure)]} />
      {failure.network && (
        <Button type="button" variant="outlined" onClick={onRetry} sx={{ justifySelf: 'start' }}>
          {texts.retry}
        </Button>
      )}
      {children}
    </Box>
  );
}
