import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Database, Rows } from '@shigoto/db';
import { ValidationError } from '../errors/index.js';
import { putPublicFile, type Storage } from '../storage/index.js';

/**
 * Public images (company logos, the media library): an upload is recognised by its decoded
 * header, never by its name or declared type, stored as sent, and resized copies are made later
 * in the background from the stored original.
 */

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_LIMITS = { maxFileBytes: IMAGE_MAX_BYTES, maxFileLabel: '5MB' } as const;
/** Wider or taller images are refused before decoding: a small file can declare a huge canvas. */
export const IMAGE_MAX_DIMENSION = 4096;
export const IMAGE_TYPE_MESSAGE = 'must be a PNG, JPEG, WebP or GIF image';

const FORMATS = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
} as const;
export type ImageFormat = keyof typeof FORMATS;

export interface CheckedImage {
  bytes: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

export interface ImageVariant {
  format: 'webp' | 'png';
  width: number;
  height: number;
  url: string;
}

/** The image's format and size, or a 422 on `field` when the bytes are not an acceptable image. */
export async function checkImage(bytes: Buffer, field: string): Promise<CheckedImage> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new ValidationError({ [field]: ['must be at most 5MB'] });
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new ValidationError({ [field]: [IMAGE_TYPE_MESSAGE] });
  }
  const format = metadata.format as string | undefined;
  if (!format || !(format in FORMATS) || !metadata.width || !metadata.height) throw new ValidationError({ [field]: [IMAGE_TYPE_MESSAGE] });
  if (metadata.width > IMAGE_MAX_DIMENSION || metadata.height > IMAGE_MAX_DIMENSION) {
    throw new ValidationError({ [field]: [`must be at most ${IMAGE_MAX_DIMENSION}×${IMAGE_MAX_DIMENSION} pixels`] });
  }
  return { bytes, format: format as ImageFormat, width: metadata.width, height: metadata.height };
}

/**
 * Stores a checked image publicly under `<folder>/<content hash>.<extension>` (the same image
 * twice is one file) and records it; returns its URL and key.
 */
export async function storePublicImage(
  deps: { db: Database; storage: Storage },
  image: CheckedImage,
  options: { folder: string; kind: 'logo' | 'image'; companyId?: number; clientName?: string },
): Promise<{ url: string; key: string; file: Rows['StoredFile'] }> {
  const { extension, contentType } = FORMATS[image.format];
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  const key = `${options.folder}/${sha256.slice(0, 32)}.${extension}`;
  const url = await putPublicFile(deps.storage, key, image.bytes);
  const [file] = await deps.db.models.StoredFile.findOrCreate({
    where: { storage_key: `public/${key}` },
    defaults: {
      storage_key: `public/${key}`,
      kind: options.kind,
      is_public: true,
      original_name: options.clientName?.slice(0, 255) || null,
      content_type: contentType,
      byte_size: image.bytes.length,
      sha256,
      company_id: options.companyId ?? null,
    },
  });
  return { url, key, file: file.get({ plain: true }) as Rows['StoredFile'] };
}

/**
 * WebP and PNG copies of a stored public image at each of `widths` that is not wider than the
 * original (never upscaled; an image narrower than every width gets one copy at its own width).
 * Keys follow from the source's, so running again overwrites the same files: safe to retry.
 */
export async function makeVariants(storage: Storage, sourceKey: string, widths: readonly number[]): Promise<ImageVariant[]> {
  const source = await storage.read(`public/${sourceKey}`);
  const { width: originalWidth = 0 } = await sharp(source).metadata();
  const fitting = widths.filter((w) => w <= originalWidth);
  const targets = fitting.length ? fitting : [originalWidth];
  const stem = sourceKey.replace(/\.[^.]+$/, '');
  const variants: ImageVariant[] = [];
  for (const width of targets) {
    for (const format of ['webp', 'png'] as const) {
      const pipeline = sharp(source).resize({ width, withoutEnlargement: true });
      const { data, info } = await (format === 'webp' ? pipeline.webp({ quality: 82 }) : pipeline.png({ compressionLevel: 9 })).toBuffer({ resolveWithObject: true });
      const url = await putPublicFile(storage, `${stem}-${width}.${format}`, data);
      variants.push({ format, width: info.width, height: info.height, url });
    }
  }
  return variants;
}
