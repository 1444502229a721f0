import type { Metadata } from 'next';
import { SearchView } from '@/components/search/SearchView';
import { getI18n } from '@/i18n/server';
import { COMPANIES_PATH } from '@/lib/company-search';
import type { RouteProps } from '@/lib/route-props';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  // Filtered variants share the unfiltered page's canonical URL.
  return pageMetadata({ language, path: COMPANIES_PATH, title: t.companies.metaTitle, description: t.companies.metaDescription });
}

export default async function CompaniesPage({ searchParams }: RouteProps) {
  const i18n = await getI18n();
  const { t } = i18n;
  return (
    <SearchView kind="companies" i18n={i18n} heading={t.companies.heading} path={COMPANIES_PATH} params={await searchParams} />
  );
}
