import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound, permanentRedirect } from 'next/navigation';
import { SearchView } from '@/components/search/SearchView';
import { getI18n } from '@/i18n/server';
import { localizeHref, type Language } from '@/i18n/language';
import { getLandingPage, landingPageJobFilters } from '@/lib/api/landing-pages';
import { jobListCanonicalPath } from '@/lib/job-search';
import { namesNothing } from '@/lib/api/not-found';
import type { RouteProps } from '@/lib/route-props';
import { pageMetadata } from '@/lib/seo/metadata';

type LandingRouteProps = RouteProps<{ landing: string }>;

// Every SEO keyword path mentions jobs (`python-jobs-in-japan`, `jobs-in-japan-salary-over-8m`,
// `japan-jobs-relocation`); any other single-segment URL is a 404 without asking the API.
const LANDING_SEGMENT = /^[a-z0-9-]*jobs[a-z0-9-]*$/;

/**
 * The SEO landing page for a path, resolved by the API. A path the API maps elsewhere (its own
 * redirects) is sent to the page's own path, so each page has one address.
 */
const loadLandingPage = cache(async (segment: string, language: Language) => {
  if (!LANDING_SEGMENT.test(segment)) notFound();
  try {
    const page = await getLandingPage(segment, language);
    if (page.path !== `/${segment}`) permanentRedirect(localizeHref(page.path, language));
    return page;
  } catch (error) {
    if (namesNothing(error)) notFound();
    throw error;
  }
});

export async function generateMetadata({ params, searchParams }: LandingRouteProps): Promise<Metadata> {
  const { language } = await getI18n();
  const page = await loadLandingPage((await params).landing, language);
  const path = jobListCanonicalPath(page.path, await searchParams, landingPageJobFilters(page));
  // A keyword page listing no job would be an empty page to a search engine (a soft 404): not indexed,
  // and left out of the sitemap, until a job matches.
  return pageMetadata({ language, path, title: page.title, description: page.description, noIndex: page.job_count === 0 });
}

export default async function LandingPage({ params, searchParams }: LandingRouteProps) {
  const i18n = await getI18n();
  const page = await loadLandingPage((await params).landing, i18n.language);
  return (
    <SearchView
      kind="jobs"
      i18n={i18n}
      heading={page.heading}
      path={page.path}
      params={await searchParams}
      fixedFilters={landingPageJobFilters(page)}
    />
  );
}
