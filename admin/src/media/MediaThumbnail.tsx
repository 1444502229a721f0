import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

export interface MediaVariant {
  format: 'webp' | 'png';
  width: number;
  height: number;
  url: string;
}

export interface MediaRecord {
  id: number;
  name: string;
  alt_text: string | null;
  url: string;
  width: number;
  height: number;
  byte_size: number;
  variants: MediaVariant[];
  /** The slugs of the blog posts the image is the cover of (one record's page only). */
  cover_of?: string[];
}

/** The smallest WebP copy fit for `size` px, or the original while the copies are being made. */
export function thumbnailUrl(media: Pick<MediaRecord, 'url' | 'variants'>, size: number): string {
  const webp = media.variants.filter((v) => v.format === 'webp');
  return (webp.find((v) => v.width >= size) ?? webp.at(-1))?.url ?? media.url;
}

/** An image of the library in a square, whole (letterboxed), at a fixed size so lists do not jump. */
export function MediaPreview({ media, size }: { media: Pick<MediaRecord, 'url' | 'variants' | 'alt_text' | 'name'>; size: number }) {
  return (
    <Box
      component="img"
      src={thumbnailUrl(media, size * 2)}
      alt={media.alt_text ?? media.name}
      width={size}
      height={size}
      loading="lazy"
      sx={{ width: size, height: size, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 }}
    />
  );
}

export function MediaThumbnail({ size = 64 }: { size?: number }) {
  const media = useRecordContext<MediaRecord>();
  return media ? <MediaPreview media={media} size={size} /> : null;
}
