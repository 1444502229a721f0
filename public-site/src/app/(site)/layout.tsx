import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { getI18n } from '@/i18n/server';

/** The default layout: the site's pages for job seekers. */
export default async function SeekerLayout({ children }: { children: ReactNode }) {
  return (
    <SiteFrame i18n={await getI18n()} audience="seekers">
      {children}
    </SiteFrame>
  );
}
