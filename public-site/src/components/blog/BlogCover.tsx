import type { CSSProperties } from 'react';
import { Picture } from '@/components/media/Picture';
import type { BlogCover as Cover } from '@/lib/api/blog';

/**
 * A post's cover image; `alt` is the caller's (a card's cover is decorative). `sizes` is how wide
 * it is shown; width and height (the original's) keep its place while it loads. Until its copies
 * are made the original is shown.
 */
export function BlogCover({ cover, alt, sizes, eager, style }: { cover: Cover; alt: string; sizes: string; eager: boolean; style: CSSProperties }) {
  const imageStyle: CSSProperties = { display: 'block', width: '100%', height: 'auto', ...style };
  if (!cover.variants.length) {
    return <img src={cover.url} alt={alt} width={cover.width} height={cover.height} loading={eager ? 'eager' : 'lazy'} decoding="async" style={imageStyle} />;
  }
  return (
    <Picture
      variants={cover.variants}
      alt={alt}
      sizes={sizes}
      width={cover.width}
      height={cover.height}
      fallbackWidth={800}
      eager={eager}
      style={imageStyle}
    />
  );
}
