import type { Metadata } from 'next';
import { SearchView } from '@/components/search/SearchView';
import { getI18n } from '@/i18n/server';
import { COMPANIES_PATH, companyListCanonicalPath } from '@/lib/company-search';
import type { RouteProps } from '@/lib/route-props';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ searchParams }: RouteProps): Promise<Metadata> {
  const { t, language } = await getI18n();
  // Each page of each search is its own page (and canonical).
  return pageMetadata({ language, path: companyListCanonicalPath(COMPANIES_PATH, await searchParams), title: t.companies.metaTitle, description: t.companies.metaDescription });
}

export default async function CompaniesPage({ searchParams }: RouteProps) {
  const i18n = await getI18n();
  const { t } = i18n;
  return (
    <SearchView kind="companies" i18n={i18n} heading={t.companies.heading} path={COMPANIES_PATH} params={await searchParams} />
  );
}
