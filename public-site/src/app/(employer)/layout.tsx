import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { MuiRegion } from '@/components/theme/MuiRegion';
import { getI18n } from '@/i18n/server';

/**
 * The public employer layout (landing, pricing, company form, job import, sign-in and sign-up):
 * the employer navigation. The dashboard's own layout adds its quick links inside it. The
 * employer pages are made of MUI components.
 */
export default async function EmployerPublicLayout({ children }: { children: ReactNode }) {
  return (
    <SiteFrame i18n={await getI18n()} audience="employers">
      <MuiRegion>{children}</MuiRegion>
    </SiteFrame>
  );
}
