import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompanyResults } from '@/components/companies/CompanyResults';
import { SearchLayout } from '@/components/search/SearchLayout';
import { getI18n } from '@/i18n/server';
import { COMPANY_QUICK_FILTERS, companySearchFromParams } from '@/lib/company-search';
import { interpolate } from '@/lib/format/template';
import { searchHref } from '@/lib/list-search';
import type { RouteProps } from '@/lib/route-props';
import { companyTagPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type TagRouteProps = RouteProps<{ tag: string }>;

/** Tags are words like "fintech" or "remote-friendly"; anything else is not a page. */
const TAG = /^[\w-]{1,60}$/;

export async function generateMetadata({ params }: TagRouteProps): Promise<Metadata> {
  const { tag } = await params;
  const { t, language } = await getI18n();
  if (!TAG.test(tag)) notFound();
  return pageMetadata({ language, path: companyTagPath(tag), title: interpolate(t.companies.tagHeading, { tag }), description: t.companies.metaDescription });
}

/** Spec §2: the companies with a tag, searchable and filterable like /companies. */
export default async function CompanyTagPage({ params, searchParams }: TagRouteProps) {
  const { tag } = await params;
  if (!TAG.test(tag)) notFound();
  const i18n = await getI18n();
  const { t, href } = i18n;
  const search = companySearchFromParams(await searchParams);
  const path = companyTagPath(tag);
  return (
    <SearchLayout
      i18n={i18n}
      heading={interpolate(t.companies.tagHeading, { tag })}
      path={path}
      search={search}
      quickFilters={COMPANY_QUICK_FILTERS}
      searchLabel={t.companies.searchLabel}
      searchPlaceholder={t.companies.searchPlaceholder}
    >
      <CompanyResults
        i18n={i18n}
        query={{ page: search.page, q: search.q, filters: { ...search.filters, tags: tag } }}
        pageHref={(page) => href(searchHref({ ...search, page }, path))}
      />
    </SearchLayout>
  );
}
