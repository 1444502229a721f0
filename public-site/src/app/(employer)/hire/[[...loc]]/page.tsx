import type { Metadata } from 'next';
import { EmployerLanding } from '@/components/employer-landing/EmployerLanding';
import { hireLocation, type HireLocationProps } from '@/components/employer-landing/hire-location';
import { getI18n } from '@/i18n/server';
import { getCounts } from '@/lib/api/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(props: HireLocationProps): Promise<Metadata> {
  const { t, language } = await getI18n();
  const { slug, name } = await hireLocation(props, language);
  const texts = t.employerLanding;
  return pageMetadata({
    language,
    path: slug ? `/hire/${encodeURIComponent(slug)}` : '/hire',
    title: name ? texts.metaTitleIn.replace('{location}', name) : texts.metaTitle,
    description: texts.metaDescription,
  });
}

/** The employer landing, optionally naming a place (/hire/{loc}); the live counts are a bonus when the API answers. */
export default async function HirePage(props: HireLocationProps) {
  const i18n = await getI18n();
  const location = await hireLocation(props, i18n.language);
  const counts = await getCounts().catch(() => null);
  return <EmployerLanding i18n={i18n} counts={counts} variant="full" location={location.name} />;
}
