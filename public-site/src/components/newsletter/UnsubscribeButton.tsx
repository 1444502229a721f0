'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { callApi, RequestFailure } from '@/lib/browser/api';
import { useHydrated } from '@/lib/browser/hydrated';

export interface UnsubscribeTexts {
  button: string;
  sending: string;
  done: string;
  failed: string;
}

/**
 * Confirms the unsubscribe: POSTs the link's signed token, as the one-click header does. A page
 * that only loads never unsubscribes (mail scanners open links), the button does.
 */
export function UnsubscribeButton({ token, texts }: { token: string; texts: UnsubscribeTexts }) {
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function unsubscribe() {
    setState('sending');
    setFailure(null);
    try {
      await callApi('/newsletter_unsubscriptions', { method: 'POST', query: { token } });
      setState('done');
    } catch (error) {
      setFailure(error instanceof RequestFailure && error.fieldMessage('token') ? error.fieldMessage('token')! : texts.failed);
      setState('idle');
    }
  }

  if (state === 'done') return <Alert severity="success">{texts.done}</Alert>;
  return (
    <>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Button variant="contained" size="large" onClick={unsubscribe} disabled={!hydrated || state === 'sending'}>
        {state === 'sending' ? texts.sending : texts.button}
      </Button>
    </>
  );
}
