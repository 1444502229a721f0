import type { ReactNode } from 'react';
import { MuiRegion } from '@/components/theme/MuiRegion';

/** A page outside the layout groups, made of MUI components. */
export default function MuiPageLayout({ children }: { children: ReactNode }) {
  return <MuiRegion>{children}</MuiRegion>;
}
