import type { ReactNode } from 'react';
import { MuiRegion } from '@/components/theme/MuiRegion';

/**
 * The seekers' pages made of MUI components (forms, accounts, the blog, the salary guide…). The
 * pages most people open — home, job search and landing pages, job and company pages — stand
 * outside this group in plain markup, so they load no MUI code.
 */
export default function MuiPagesLayout({ children }: { children: ReactNode }) {
  return <MuiRegion>{children}</MuiRegion>;
}
