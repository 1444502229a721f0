import type { Metadata } from 'next';
import { SearchView } from '@/components/search/SearchView';
import { getI18n } from '@/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import type { RouteProps } from '@/lib/route-props';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  // Filtered variants share the unfiltered page's canonical URL.
  return pageMetadata({ language, path: '/jobs', title: t.jobs.metaTitle, description: t.jobs.metaDescription });
}

export default async function JobsPage({ searchParams }: RouteProps) {
  const i18n = await getI18n();
  return <SearchView kind="jobs" i18n={i18n} heading={i18n.t.jobs.heading} path="/jobs" params={await searchParams} />;
}
