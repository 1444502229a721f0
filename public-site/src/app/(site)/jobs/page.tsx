import type { Metadata } from 'next';
import { SearchView } from '@/components/search/SearchView';
import { getI18n } from '@/i18n/server';
import { jobListCanonicalPath } from '@/lib/job-search';
import { pageMetadata } from '@/lib/seo/metadata';
import type { RouteProps } from '@/lib/route-props';

export async function generateMetadata({ searchParams }: RouteProps): Promise<Metadata> {
  const { t, language } = await getI18n();
  // Each page of each search is its own page (and canonical): page 2 lists other jobs than page 1.
  return pageMetadata({ language, path: jobListCanonicalPath('/jobs', await searchParams), title: t.jobs.metaTitle, description: t.jobs.metaDescription });
}

export default async function JobsPage({ searchParams }: RouteProps) {
  const i18n = await getI18n();
  return <SearchView kind="jobs" i18n={i18n} heading={i18n.t.jobs.heading} path="/jobs" params={await searchParams} />;
}
