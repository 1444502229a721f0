import RetryIcon from '@mui/icons-material/ReplayOutlined';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { API_URL, authorizedFetch } from '../session';
import { ActionButton } from '../common/ActionButton';
import { failureMessage } from '../common/failureMessage';

/**
 * Puts a failed e-mail back in the queue; the mailer then delivers it. The API answers a retry
 * of an e-mail already queued with no change, so a double click sends once.
 */
export function RetryEmailButton() {
  const email = useRecordContext<{ id: number; state: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);
  if (email?.state !== 'failed') return null;
  const retry = async () => {
    setPending(true);
    try {
      await authorizedFetch(`${API_URL}/outbound_emails/${email.id}/retry`, { method: 'POST' });
      notify('shigoto.outbound_emails.retry.done', { type: 'success' });
      refresh();
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <ActionButton label="shigoto.outbound_emails.retry.label" onClick={retry} disabled={isPending} variant="contained">
      <RetryIcon />
    </ActionButton>
  );
}
