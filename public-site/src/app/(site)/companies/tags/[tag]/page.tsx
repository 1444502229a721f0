import type { Metadata } from 'next';
import { companyTagLabel } from '@shigoto/db/company-tags';
import { SearchView } from '@/components/search/SearchView';
import { notFound } from 'next/navigation';
import { getI18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';
import type { RouteProps } from '@/lib/route-props';
import { companyListCanonicalPath } from '@/lib/company-search';
import { companyTagPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type TagRouteProps = RouteProps<{ tag: string }>;

/** Tags are words like "fintech" or "remote-friendly"; anything else is not a page. */
const TAG = /^[\w-]{1,60}$/;

export async function generateMetadata({ params, searchParams }: TagRouteProps): Promise<Metadata> {
  const { tag } = await params;
  const { t, language } = await getI18n();
  if (!TAG.test(tag)) notFound();
  return pageMetadata({ language, path: companyListCanonicalPath(companyTagPath(tag), await searchParams, { tags: tag }), title: interpolate(t.companies.tagHeading, { tag: companyTagLabel(tag, language) }), description: t.companies.metaDescription });
}

/** /companies/tags/{tag}: the companies with a tag, searchable and filterable like /companies. */
export default async function CompanyTagPage({ params, searchParams }: TagRouteProps) {
  const { tag } = await params;
  if (!TAG.test(tag)) notFound();
  const i18n = await getI18n();
  const { t } = i18n;
  return (
    <SearchView kind="companies" i18n={i18n} heading={interpolate(t.companies.tagHeading, { tag: companyTagLabel(tag, i18n.language) })} path={companyTagPath(tag)} params={await searchParams} fixedFilters={{ tags: tag }} />
  );
}
