import type { Job } from './api/types';

/** A job lives at /jobs/{company_slug}/{job_slug}. */
export function jobPath(job: Pick<Job, 'slug'> & { company: { slug: string } | null }): string {
  return `/jobs/${encodeURIComponent(job.company?.slug ?? 'company')}/${encodeURIComponent(job.slug)}`;
}

export function jobApplyPath(job: Pick<Job, 'slug' | 'company'>): string {
  return `${jobPath(job)}/apply`;
}

/** A skill's keyword page: `/{skill}-jobs-in-japan`, underscores in the skill's system name becoming hyphens. */
export function skillJobsPath(skillSystemName: string): string {
  return `/${skillSystemName.replace(/_/g, '-')}-jobs-in-japan`;
}

/** What the live job postings advertise, by role, seniority, Japanese level, remote work and location. */
export const SALARY_GUIDE_PATH = '/salary-guide';

/** A company lives at /companies/{slug}. */
export function companyPath(company: { slug: string }): string {
  return `/companies/${encodeURIComponent(company.slug)}`;
}

/** A blog post lives at /blog/{slug}. */
export function blogPostPath(post: { slug: string }): string {
  return `/blog/${encodeURIComponent(post.slug)}`;
}

/** Every past newsletter issue, newest first (the product's old address for it). */
export const NEWSLETTER_ARCHIVE_PATH = '/MailchimpNewsletterList';

/** The privacy policy, in the site's layout (the terms of service are standalone documents, below). */
export const PRIVACY_PATH = '/privacy';

/** The terms of service: a standalone HTML document per language, outside the site's layout. */
export function termsOfServicePath(language: 'en' | 'jp'): string {
  return language === 'jp' ? '/terms_of_service_ja.html' : '/terms_of_service_en.html';
}

/** A past newsletter issue lives at /newsletters/{id}. */
export function newsletterPath(issue: { id: string }): string {
  return `/newsletters/${encodeURIComponent(issue.id)}`;
}

/** The companies with a tag live at /companies/tags/{tag}. */
export function companyTagPath(tag: string): string {
  return `/companies/tags/${encodeURIComponent(tag)}`;
}

/** The companies that work with a skill live at /skills/{skill_system_name}/companies. */
export function skillCompaniesPath(skillSystemName: string): string {
  return `/skills/${encodeURIComponent(skillSystemName)}/companies`;
}

/**
 * Whether every percent-escape in a request path decodes to UTF-8. Next decodes a dynamic segment
 * before any page code runs and answers 500 when it cannot (`/companies/%FF`, `/%E0%A4%A`, a lone
 * surrogate `%ED%A0%80`): such a path names nothing the site has.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
