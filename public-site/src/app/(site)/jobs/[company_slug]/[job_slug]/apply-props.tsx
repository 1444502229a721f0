import { signupTexts } from '@/components/newsletter/signup-texts';
import { JobShortList } from '@/components/apply/JobShortList';
import { applyTexts } from '@/components/apply/texts';
import type { I18n } from '@/i18n/server';
import { listLocations } from '@/lib/api/locations';
import { getRelatedJobs } from '@/lib/api/jobs';
import { orNothing } from '@/lib/api/optional';
import type { JobDetail } from '@/lib/api/types';
import { jobPath } from '@/lib/routes';

/** Jobs for people the eligibility rules turn away: relocation to Japan, or no Japanese needed. */
const RELOCATION_JOBS_PATH = '/japan-jobs-relocation';
const NO_JAPANESE_JOBS_PATH = '/jobs?filter[japanese_level]=not_required';

/** The newsletter offer of the after-apply and unpublished-job modals. */
export function newsletterOffer(i18n: I18n) {
  return { language: i18n.language, welcomeHref: i18n.href('/welcome'), texts: signupTexts(i18n.t, 'offer') };
}

/**
 * What both apply forms (the modal of a link job, the e-mail application page) receive from the
 * server: the job, the texts, the locations to choose from, the related jobs the after-apply
 * modal lists (an element the job page shows as well), and the links of the eligibility screen.
 * Related jobs and locations are a bonus: a failure to load them leaves them out.
 */
export async function applyProps(job: JobDetail, i18n: I18n) {
  const { t, href, language } = i18n;
  const [locations, related] = await Promise.all([orNothing(() => listLocations(language)), orNothing(() => getRelatedJobs(job.slug, language))]);
  return {
    props: {
      target: { jobId: Number(job.id), companyId: job.company ? Number(job.company.id) : null },
      company: job.company?.name ?? '',
      language,
      texts: applyTexts(t),
      locations,
      links: { job: href(jobPath(job)), relocationJobs: href(RELOCATION_JOBS_PATH), noJapaneseJobs: href(NO_JAPANESE_JOBS_PATH) },
      relatedJobs: related.length ? <JobShortList jobs={related} i18n={i18n} /> : null,
      newsletter: newsletterOffer(i18n),
    },
  };
}
