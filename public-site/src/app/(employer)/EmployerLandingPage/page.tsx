import type { Metadata } from 'next';
import { EmployerLanding } from '@/components/employer-landing/EmployerLanding';
import { getI18n } from '@/i18n/server';
import { getCounts } from '@/lib/api/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: '/EmployerLandingPage', title: t.employerLanding.shortMetaTitle, description: t.employerLanding.metaDescription });
}

/** The shorter employer landing: the same facts and calls to action as /hire, without the steps and FAQ. */
export default async function EmployerLandingPage() {
  const i18n = await getI18n();
  const counts = await getCounts().catch(() => null);
  return <EmployerLanding i18n={i18n} counts={counts} variant="short" />;
}
