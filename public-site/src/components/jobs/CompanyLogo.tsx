import Avatar from '@mui/material/Avatar';
import type { Company, LogoVariant } from '@/lib/api/types';

const srcSet = (variants: LogoVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');

/**
 * The logo's resized copies: WebP for browsers that take it, PNG otherwise, each at the widths
 * made (the browser picks by `sizes`, so a 2x screen gets the copy twice as wide).
 */
function LogoPicture({ variants, alt, size, eager }: { variants: LogoVariant[]; alt: string; size: number; eager: boolean }) {
  const webp = variants.filter((v) => v.format === 'webp');
  const png = variants.filter((v) => v.format === 'png');
  const fallback = png.find((v) => v.width >= size) ?? png[png.length - 1] ?? variants[0];
  const sizes = `${size}px`;
  return (
    <picture style={{ display: 'contents' }}>
      {webp.length > 0 && <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />}
      <img
        src={fallback.url}
        srcSet={png.length ? srcSet(png) : undefined}
        sizes={sizes}
        alt={alt}
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ width: '100%', height: '100%', objectFit: 'contain', background: '#FFFFFF' }}
      />
    </picture>
  );
}

/**
 * The company's logo, or its initial on a tinted square when it has none (or the original fails
 * to load). `eager` for a logo at the top of the page; lists load theirs as they scroll in.
 */
export function CompanyLogo({ company, alt, size, eager = false }: { company: Company | null; alt: string; size: number; eager?: boolean }) {
  const name = company?.short_name || company?.name || '?';
  const variants = company?.logo_variants ?? [];
  return (
    <Avatar
      variant="rounded"
      src={variants.length ? undefined : (company?.logo_url ?? undefined)}
      alt={alt}
      slotProps={{ img: { loading: eager ? 'eager' : 'lazy', width: size, height: size } }}
      sx={{
        width: size,
        height: size,
        bgcolor: '#F1ECE4',
        color: 'secondary.main',
        fontWeight: 700,
        border: 1,
        borderColor: 'divider',
        '& img': { objectFit: 'contain', bgcolor: '#FFFFFF' },
      }}
    >
      {variants.length ? <LogoPicture variants={variants} alt={alt} size={size} eager={eager} /> : name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
