import type { CSSProperties } from 'react';
import type { ImageVariant } from '@/lib/api/types';

const srcSet = (variants: ImageVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');

/**
 * An uploaded image's resized copies: WebP for browsers that take it, PNG otherwise, each at the
 * widths made; the browser picks by `sizes` (a 2x screen gets the copy twice as wide). `width`
 * and `height` reserve the image's box before it loads. `fallbackWidth` picks the PNG for
 * browsers without srcset.
 */
export function Picture({
  variants,
  alt,
  sizes,
  width,
  height,
  fallbackWidth,
  eager,
  style,
}: {
  variants: ImageVariant[];
  alt: string;
  sizes: string;
  width: number;
  height: number;
  fallbackWidth: number;
  eager: boolean;
  style: CSSProperties;
}) {
  const webp = variants.filter((v) => v.format === 'webp');
  const png = variants.filter((v) => v.format === 'png');
  const fallback = png.find((v) => v.width >= fallbackWidth) ?? png[png.length - 1] ?? variants[0];
  return (
    <picture style={{ display: 'contents' }}>
      {webp.length > 0 && <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />}
      <img
        src={fallback.url}
        srcSet={png.length ? srcSet(png) : undefined}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={style}
      />
    </picture>
  );
}
