import Avatar from '@mui/material/Avatar';
import type { Company } from '@/lib/api/types';

/** The company's logo, or its initial on a tinted square when it has none (or it fails to load). */
export function CompanyLogo({ company, alt, size }: { company: Company | null; alt: string; size: number }) {
  const name = company?.short_name || company?.name || '?';
  return (
    <Avatar
      variant="rounded"
      src={company?.logo_url ?? undefined}
      alt={alt}
      slotProps={{ img: { loading: 'lazy', width: size, height: size } }}
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
