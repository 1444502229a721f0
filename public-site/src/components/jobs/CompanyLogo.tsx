import Avatar from '@mui/material/Avatar';
import { Picture } from '@/components/media/Picture';
import type { Company, LogoVariant } from '@/lib/api/types';
import styles from './CompanyLogo.module.css';

/** The logo's copies in a square of `size` px, whole (letterboxed on white). */
function LogoPicture({ variants, alt, size, eager }: { variants: LogoVariant[]; alt: string; size: number; eager: boolean }) {
  return (
    <Picture
      variants={variants}
      alt={alt}
      sizes={`${size}px`}
      width={size}
      height={size}
      fallbackWidth={size}
      eager={eager}
      style={{ width: '100%', height: '100%', objectFit: 'contain', background: '#FFFFFF' }}
    />
  );
}

/**
 * The company's logo, or its initial on a tinted square when it has none. `eager` for a logo at
 * the top of the page; lists load theirs as they scroll in. Resized copies and the initial are
 * plain markup; only a logo known by its original alone (its copies not made yet) is MUI's
 * Avatar, which shows the initial instead should the original fail to load.
 */
export function CompanyLogo({ company, alt, size, eager = false }: { company: Company | null; alt: string; size: number; eager?: boolean }) {
  const name = company?.short_name || company?.name || '?';
  const variants = company?.logo_variants ?? [];
  if (!variants.length && company?.logo_url) {
    return (
      <Avatar
        variant="rounded"
        src={company.logo_url}
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
        {name.charAt(0).toUpperCase()}
      </Avatar>
    );
  }
  return (
    <div className={styles.logo} style={{ width: size, height: size }}>
      {variants.length ? <LogoPicture variants={variants} alt={alt} size={size} eager={eager} /> : name.charAt(0).toUpperCase()}
    </div>
  );
}
