import UploadIcon from '@mui/icons-material/UploadFile';
import { useRef, useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { authorizedFetch } from '../session';
import { ActionButton } from './ActionButton';
import { failureMessage } from './failureMessage';

/**
 * Sends an image as soon as it is picked, as multipart `field`; the API checks it is really an
 * image (a refusal names the reason) and makes its resized copies in the background.
 */
export function ImageUploadButton({
  url,
  field,
  label,
  refused,
  testId,
  extraFields = {},
  onUploaded,
}: {
  url: string;
  field: string;
  label: string;
  /** Message for a refused image, with %{reason}. */
  refused: string;
  testId: string;
  extraFields?: Record<string, string>;
  onUploaded: (record: { id: number } & Record<string, unknown>) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const notify = useNotify();

  async function send(file: File) {
    const form = new FormData();
    form.append(field, file);
    for (const [name, value] of Object.entries(extraFields)) form.append(name, value);
    setSending(true);
    try {
      const { json } = await authorizedFetch(url, { method: 'POST', body: form });
      onUploaded(json);
    } catch (error) {
      const fieldError = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors?.[field] : undefined;
      notify(fieldError ? refused : failureMessage(error), { type: 'error', messageArgs: { reason: fieldError } });
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
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <ActionButton label={label} onClick={() => input.current?.click()} disabled={sending}>
        <UploadIcon />
      </ActionButton>
    </>
  );
}
