import MarkdownIcon from '@mui/icons-material/Code';
import LinkIcon from '@mui/icons-material/Link';
import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { CopyButton } from '../common/CopyButton';
import type { MediaRecord } from './MediaThumbnail';

/** The image's public address: served under /files by the API, on the site's domain too. */
const absoluteUrl = (url: string) => new URL(url, window.location.origin).toString();

/** Markdown image syntax; brackets in the alt text would end it early. */
export const markdownOf = (media: Pick<MediaRecord, 'url' | 'alt_text' | 'name'>) => `![${(media.alt_text ?? '').replace(/[[\]]/g, '')}](${absoluteUrl(media.url)})`;

/** Copy the image as Markdown (for a post or newsletter body) or as its address. */
export function MediaCopyButtons() {
  const media = useRecordContext<MediaRecord>();
  if (!media) return null;
  const messages = { copied: 'shigoto.media.copied', failed: 'shigoto.media.copy_failed' };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <CopyButton text={markdownOf(media)} label="shigoto.media.copy_markdown" icon={<MarkdownIcon />} {...messages} />
      <CopyButton text={absoluteUrl(media.url)} label="shigoto.media.copy_url" icon={<LinkIcon />} {...messages} />
    </Stack>
  );
}
