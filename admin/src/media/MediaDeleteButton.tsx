import { DeleteWithConfirmButton, HttpError, useNotify } from 'react-admin';

/** Deletes after confirming; the API refuses while a blog post uses the image as its cover, and says which. */
export function MediaDeleteButton() {
  const notify = useNotify();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle="shigoto.media.delete.confirm_title"
      confirmContent="shigoto.media.delete.confirm_content"
      mutationOptions={{
        onError: (error) => {
          const reason = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors?.id : undefined;
          notify(reason ? 'shigoto.media.delete.refused' : 'ra.notification.http_error', { type: 'error', messageArgs: { reason } });
        },
      }}
    />
  );
}
