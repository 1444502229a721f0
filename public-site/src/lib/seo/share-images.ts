import { enumLabel } from '@/i18n/dictionaries';
import type { Language } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { getBlogPost } from '@/lib/api/blog';
import { getCompany } from '@/lib/api/companies';
import { ApiError } from '@/lib/api/client';
import { getJob } from '@/lib/api/jobs';
import { namesNothing } from '@/lib/api/not-found';
import { formatSalary } from '@/lib/format/salary';
import { presentText } from '@/lib/format/text';
import { publicBaseUrl } from '@/lib/site';
import { ogImageResponse, type OgCard } from './og-image';

// The share image of each kind of page, at /og/… (share-image-paths.ts); `?lang=jp` draws it in
// Japanese. The pages name theirs in their metadata.

/** The foot of every card: the brand and the site's address. */
function footer(tagline: string): string {
  return `${tagline} · ${publicBaseUrl().replace(/^https?:\/\//, '')}`;
}

/** A card for what the API has; a 404 when it names nothing or a closed job (an image of a page that is not there is no image). */
async function card(load: (language: Language) => Promise<OgCard>): Promise<Response> {
  const { language } = await getI18n();
  try {
    return await ogImageResponse(await load(language));
  } catch (error) {
    if (namesNothing(error) || (error instanceof ApiError && error.status === 410)) return new Response('Not found\n', { status: 404 });
    throw error;
  }
}

export function jobShareImage(slug: string): Promise<Response> {
  return card(async (language) => {
    const { t } = await getI18n();
    const job = await getJob(slug, language);
    const fullyRemote = job.remote_level === 'full_japan' || job.remote_level === 'full_worldwide';
    const place = fullyRemote ? enumLabel(t.remoteLevels, job.remote_level) : presentText(job.location);
    return {
      kicker: t.shareImage.job,
      title: job.title,
      subtitle: job.company?.name,
      badges: [formatSalary(job.salary_min, job.salary_max, t.salary), place],
      footer: footer(t.tagline),
    };
  });
}

export function companyShareImage(slug: string): Promise<Response> {
  return card(async (language) => {
    const { t } = await getI18n();
    const company = await getCompany(slug, language);
    return {
      kicker: t.shareImage.company,
      title: company.name,
      subtitle: presentText(company.location),
      badges: [company.has_active_jobs ? t.companies.hiringNow : null, company.is_verified ? t.companies.verified : null],
      footer: footer(t.tagline),
    };
  });
}

export function blogShareImage(slug: string): Promise<Response> {
  return card(async (language) => {
    const { t } = await getI18n();
    const post = await getBlogPost(slug, language);
    return { kicker: t.shareImage.blog, title: post.title, subtitle: presentText(post.author_name), footer: footer(t.tagline) };
  });
}

/** Every other page: the site's own card. */
export async function siteShareImage(): Promise<Response> {
  const { t } = await getI18n();
  return ogImageResponse({ kicker: t.siteName, title: t.home.metaTitle, subtitle: t.home.metaDescription, footer: footer(t.tagline) });
}
