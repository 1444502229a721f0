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
 * the top of the page; lists load theirs as they scroll in. A logo known by its original alone
 * (its copies not made yet) lies over the initial, which shows should the original fail to load;
 * the square then carries the logo's name.
 */
export function CompanyLogo({ company, alt, size, eager = false }: { company: Company | null; alt: string; size: number; eager?: boolean }) {
  const name = company?.short_name || company?.name || '?';
  const initial = name.charAt(0).toUpperCase();
  const variants = company?.logo_variants ?? [];
  if (!variants.length && company?.logo_url) {
    return (
      <div role="img" aria-label={alt} className={`${styles.logo} ${styles.withOriginal}`} style={{ width: size, height: size }}>
        {initial}
        <img src={company.logo_url} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} className={styles.original} />
      </div>
    );
  }
  return (
    <div className={styles.logo} style={{ width: size, height: size }}>
      {variants.length ? <LogoPicture variants={variants} alt={alt} size={size} eager={eager} /> : initial}
    </div>
  );
}
