import { useState, type ReactElement } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { API_URL, authorizedFetch } from '../session';
import { ActionButton } from './ActionButton';
import { failureMessage } from './failureMessage';

interface ConfirmedApiButtonProps {
  /** Under the console API, e.g. `/companies/3/status/publish`. */
  path: string;
  body?: Record<string, unknown>;
  /** Labels under `<labels>.label`, `.confirm_title`, `.confirm_content` and `.done`. */
  labels: string;
  icon: ReactElement;
  /** Names the record in the confirmation title (`%{name}`). */
  name?: string;
  variant?: 'text' | 'outlined' | 'contained';
}

/** An action the API takes on a record (publish, mark handled…), asked for once more before it is sent. */
export function ConfirmedApiButton({ path, body = {}, labels, icon, name = '', variant = 'text' }: ConfirmedApiButtonProps) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  async function confirm() {
    setLoading(true);
    try {
      await authorizedFetch(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify(body) });
      notify(`${labels}.done`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setLoading(false);
      setOpen(false);
    }
  }
  return (
    <>
      <ActionButton label={`${labels}.label`} onClick={() => setOpen(true)} variant={variant} disabled={loading}>
        {icon}
      </ActionButton>
      <Confirm
        isOpen={open}
        loading={loading}
        title={`${labels}.confirm_title`}
        content={`${labels}.confirm_content`}
        translateOptions={{ name }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
