import type { Metadata } from 'next';
import { CompanyResults } from '@/components/companies/CompanyResults';
import { SearchLayout } from '@/components/search/SearchLayout';
import { getI18n } from '@/i18n/server';
import { COMPANIES_PATH, COMPANY_QUICK_FILTERS, companySearchFromParams, companySearchHref } from '@/lib/company-search';
import type { RouteProps } from '@/lib/route-props';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  // Filtered variants share the unfiltered page's canonical URL.
  return pageMetadata({ language, path: COMPANIES_PATH, title: t.companies.metaTitle, description: t.companies.metaDescription });
}

export default async function CompaniesPage({ searchParams }: RouteProps) {
  const i18n = await getI18n();
  const { t, href } = i18n;
  const search = companySearchFromParams(await searchParams);
  return (
    <SearchLayout
      i18n={i18n}
      heading={t.companies.heading}
      path={COMPANIES_PATH}
      search={search}
      quickFilters={COMPANY_QUICK_FILTERS}
      searchLabel={t.companies.searchLabel}
      searchPlaceholder={t.companies.searchPlaceholder}
    >
      <CompanyResults i18n={i18n} query={{ page: search.page, q: search.q, filters: search.filters }} pageHref={(page) => href(companySearchHref({ ...search, page }))} />
    </SearchLayout>
  );
}
