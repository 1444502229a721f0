'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ErrorBox } from '@/components/feedback/ErrorBox';
import type { RequestFailure } from '@/lib/browser/api';
import { otherFieldMessages } from './other-fields';
import type { ApplyTexts } from './texts';

/**
 * Why a submission did not go through: no answer at all (say so and offer to send again; nothing
 * typed is lost), field messages (they are under the fields: point there), or the server's reason
 * in the error box.
 */
export function SubmissionFailure({ failure, texts, onRetry }: { failure: RequestFailure; texts: ApplyTexts; onRetry(): void }) {
  if (failure.network) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {texts.errors.retry}
          </Button>
        }
      >
        {texts.errors.network}
      </Alert>
    );
  }
  const elsewhere = otherFieldMessages(failure.fields, texts);
  if (failure.status === 422 && Object.keys(failure.fields).length && !elsewhere.length) {
    return (
      <Alert severity="error" role="alert">
        {texts.apply.fixFields}
      </Alert>
    );
  }
  return <ErrorBox intro={texts.errors.requestUnsuccessful} messages={elsewhere.length ? elsewhere : [failure.message]} />;
}
