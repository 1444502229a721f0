import type { MetadataRoute } from 'next';
import { localizeHref } from '@/i18n/language';
import { listBlogPosts } from '@/lib/api/blog';
import { listCompanies } from '@/lib/api/companies';
import { listJobs } from '@/lib/api/jobs';
import { listLandingPages } from '@/lib/api/landing-pages';
import { orNothing } from '@/lib/api/optional';
import { SURVEY_PATHS } from '@/lib/experience-surveys';
import { NEWSLETTER_ARCHIVE_PATH, PRIVACY_PATH, SALARY_GUIDE_PATH, blogPostPath, companyPath, jobPath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

// Built per request (the API is not running at build time); the API responses themselves are cached.
export const dynamic = 'force-dynamic';

const SITEMAP_JOB_COUNT = 100;
const SITEMAP_COMPANY_COUNT = 100;
const SITEMAP_POST_COUNT = 100;

function entry(path: string, lastModified?: string | null): MetadataRoute.Sitemap[number] {
  return {
    url: absoluteUrl(path),
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages: { en: absoluteUrl(path), ja: absoluteUrl(localizeHref(path, 'jp')) } },
  };
}

/** Without the API the sitemap still lists the static pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [jobs, companies, posts, landingPages] = await Promise.all([
    orNothing(async () => (await listJobs({ language: 'en', pageSize: SITEMAP_JOB_COUNT })).items),
    orNothing(async () => (await listCompanies({ language: 'en', pageSize: SITEMAP_COMPANY_COUNT, filters: { flags: 'has_active_jobs' } })).items),
    orNothing(async () => (await listBlogPosts({ language: 'en', pageSize: SITEMAP_POST_COUNT })).items),
    orNothing(listLandingPages),
  ]);
  return [
    entry('/'),
    entry('/jobs'),
    entry('/companies'),
    entry(SALARY_GUIDE_PATH),
    ...jobs.map((job) => entry(jobPath(job), job.published_at)),
    ...companies.map((company) => entry(companyPath(company))),
    entry('/newsletter'),
    entry(NEWSLETTER_ARCHIVE_PATH),
    entry(SURVEY_PATHS.designer),
    entry(SURVEY_PATHS.remote),
    entry(PRIVACY_PATH),
    entry('/blog'),
    entry('/blog-employer'),
    entry('/PricingPage'),
    entry('/hire'),
    entry('/EmployerLandingPage'),
    entry('/hire/company-form'),
    ...posts.map((post) => entry(blogPostPath(post), post.published_at)),
    ...landingPages.map((page) => entry(page.path)),
  ];
}
