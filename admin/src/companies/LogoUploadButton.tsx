import UploadIcon from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import { Button, HttpError, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { API_URL, authorizedFetch } from '../session';

/**
 * Sends a new logo as soon as it is picked; the API checks it is really an image and makes its
 * resized copies in the background (the page shows the original until then).
 */
export function LogoUploadButton() {
  const company = useRecordContext<{ id: number }>();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  if (!company) return null;

  async function send(file: File) {
    const form = new FormData();
    form.append('logo', file);
    setSending(true);
    try {
      await authorizedFetch(`${API_URL}/companies/${company!.id}/logo`, { method: 'POST', body: form });
      notify('shigoto.companies.logo.done', { type: 'success' });
      refresh();
    } catch (error) {
      const fieldError = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors?.logo : undefined;
      notify(fieldError ? 'shigoto.companies.logo.refused' : error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
        messageArgs: { reason: fieldError },
      });
    } finally {
      setSending(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        data-testid="logo-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button label="shigoto.companies.logo.upload" onClick={() => input.current?.click()} disabled={sending}>
        <UploadIcon />
      </Button>
    </>
  );
}
