import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { DeleteWithConfirmButton, HttpError, useNotify, useRecordContext } from 'react-admin';
import type { MediaRecord } from './MediaThumbnail';
import { ActionButton } from '../common/ActionButton';

/**
 * Deletes after confirming. An image that is a blog post's cover cannot go (the API refuses): the
 * button is off then, and the page says which posts use it (`CoverOfField`).
 */
export function MediaDeleteButton() {
  const notify = useNotify();
  const media = useRecordContext<MediaRecord>();
  if (media?.cover_of?.length) return <ActionButton label="ra.action.delete" disabled>
      <DeleteIcon />
    </ActionButton>;
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
