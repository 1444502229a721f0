import { useNotify, useRedirect } from 'react-admin';
import { ImageUploadButton } from '../common/ImageUploadButton';
import { API_URL } from '../session';
import type { MediaRecord } from './MediaThumbnail';

/** Uploads an image into the media library. */
export function MediaUploadButton({ testId, onUploaded }: { testId: string; onUploaded: (media: MediaRecord) => void }) {
  return (
    <ImageUploadButton
      url={`${API_URL}/media`}
      field="file"
      label="shigoto.media.upload"
      refused="shigoto.media.refused"
      testId={testId}
      onUploaded={(record) => onUploaded(record as unknown as MediaRecord)}
    />
  );
}

/** The library's own upload: then the image opens to be described (alt text). */
export function LibraryUploadButton() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <MediaUploadButton
      testId="media-file"
      onUploaded={(media) => {
        notify('shigoto.media.uploaded', { type: 'success' });
        redirect('edit', 'media', media.id);
      }}
    />
  );
}
