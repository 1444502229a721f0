import type { Metadata } from 'next';
import { IntentLink } from '@/components/navigation/IntentLink';
import type { ReactNode } from 'react';
import { JobApply, ApplyButton } from '@/components/apply/JobApply';
import { JobShortList } from '@/components/apply/JobShortList';
import { JobPageBody } from '@/components/jobs/JobPageBody';
import { buttonClass, cx, ui } from '@/components/ui/classes';
import { Notice } from '@/components/ui/Notice';
import { EarlyClickRecorder } from '@/components/layout/EarlyClickRecorder';
import { enumLabel } from '@/i18n/dictionaries';
import { getI18n, type I18n } from '@/i18n/server';
import type { JobDetail } from '@/lib/api/types';
import { getSameCompanyJobs } from '@/lib/api/jobs';
import { orNothing } from '@/lib/api/optional';
import { interpolate } from '@/lib/format/template';
import { presentText } from '@/lib/format/text';
import type { RouteProps } from '@/lib/route-props';
import { companyPath, jobApplyPath, jobPath } from '@/lib/routes';
import { JsonLd } from '@/components/seo/JsonLd';
import { SALARY_COMPARE_PATH } from '@/lib/salary-guide';
import { jobPostingStructuredData } from '@/lib/seo/job-posting';
import { breadcrumbs } from '@/lib/seo/structured-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { jobShareImagePath } from '@/lib/seo/share-image-paths';
import { absoluteUrl } from '@/lib/site';
import { applyProps } from './apply-props';
import { loadJob } from './load-job';
import { UnavailableJob } from './unavailable-job';
import styles from './job-page.module.css';

type JobRouteProps = RouteProps<{ company_slug: string; job_slug: string }>;

export async function generateMetadata({ params }: JobRouteProps): Promise<Metadata> {
  const { company_slug, job_slug } = await params;
  const { t, language } = await getI18n();
  const loaded = await loadJob(company_slug, job_slug, language);
  if (loaded.state === 'unavailable') {
    return pageMetadata({ language, path: `/jobs/${company_slug}/${job_slug}`, title: t.job.unavailable, description: t.job.unavailable, noIndex: true });
  }
  const { job } = loaded;
  const companyName = job.company?.name ?? '';
  return pageMetadata({
    language,
    path: jobPath(job),
    title: companyName ? `${job.title} – ${companyName}` : job.title,
    description: interpolate(t.job.metaDescription, { title: job.title, company: companyName, location: presentText(job.location) ?? 'Japan' }),
    image: { path: jobShareImagePath(job.slug), alt: companyName ? `${job.title} – ${companyName}` : job.title },
  });
}

/**
 * Where the seeker applies: the 'Japanese Required' warning first when the job needs more than
 * conversational Japanese, then Apply: the apply modal for jobs applied to on the company's own
 * page, the e-mail application page for the others.
 */
function ApplyArea({ job, i18n }: { job: JobDetail; i18n: I18n }) {
  const { t, href } = i18n;
  const level = enumLabel(t.japaneseLevels, job.japanese_level_enum);
  return (
    <div className={styles.applyArea}>
      {job.japanese_required && (
        <Notice severity="warning" title={t.job.japaneseRequired} data-testid="japanese-required">
          {level && interpolate(t.jobPage.japaneseRequiredNote, { level })}
        </Notice>
      )}
      {job.application_type === 1 ? (
        <>
          <EarlyClickRecorder />
          <ApplyButton label={t.job.apply} />
        </>
      ) : (
        <IntentLink
          href={href(jobApplyPath(job))}
          data-track-click="JOB_APPLICATION_CLICK"
          data-track-origin="job_detail"
          className={buttonClass({ variant: 'contained', size: 'large', fullWidth: true })}
        >
          {t.job.apply}
        </IntentLink>
      )}
    </div>
  );
}

/** A titled short list of jobs; `list` null shows nothing. */
function JobsSection({ title, list }: { title: string; list: ReactNode }) {
  if (!list) return null;
  return (
    <section className={styles.jobsSection}>
      <h2 className={cx(ui.h2, styles.jobsTitle)}>{title}</h2>
      {list}
    </section>
  );
}

/** The company's other jobs shown under a job. */
const SAME_COMPANY_JOBS = 4;

export default async function JobDetailPage({ params }: JobRouteProps) {
  const { company_slug, job_slug } = await params;
  const i18n = await getI18n();
  const loaded = await loadJob(company_slug, job_slug, i18n.language);
  if (loaded.state === 'unavailable') return <UnavailableJob i18n={i18n} />;

  const { job } = loaded;
  const { t, href } = i18n;
  const companyName = job.company?.name ?? '';
  const logoUrl = job.company?.logo_url ? new URL(job.company.logo_url, absoluteUrl('/')).toString() : null;
  const structuredData = [
    jobPostingStructuredData(job, { url: absoluteUrl(jobPath(job)), logoUrl, now: new Date() }),
    breadcrumbs(i18n.language, [
      [t.breadcrumbs.home, '/'],
      [t.breadcrumbs.jobs, '/jobs'],
      ...(job.company ? [[job.company.name, companyPath(job.company)] as const] : []),
      [job.title, jobPath(job)],
    ]),
  ];
  const [apply, sameCompany] = await Promise.all([
    applyProps(job, i18n),
    orNothing(async () => (await getSameCompanyJobs(job.slug, i18n.language, SAME_COMPANY_JOBS)).items),
  ]);

  return (
    <JobApply {...apply.props} jobTitle={job.title}>
      {structuredData.map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <JobPageBody
        job={job}
        t={t}
        language={i18n.language}
        back={{ href: href('/jobs'), label: t.job.backToJobs }}
        companyHref={job.company ? href(companyPath(job.company)) : null}
        actions={<ApplyArea job={job} i18n={i18n} />}
        salaryGuideHref={href(SALARY_COMPARE_PATH)}
        after={
          <>
            {/* The very element the apply modal's eligibility screen lists: the page's data carries it once. */}
            <JobsSection title={t.jobPage.relatedJobs} list={apply.props.relatedJobs} />
            {job.company && sameCompany.length > 0 && (
              <JobsSection title={interpolate(t.jobPage.moreFromCompany, { company: companyName })} list={<JobShortList jobs={sameCompany} i18n={i18n} />} />
            )}
          </>
        }
      />
    </JobApply>
  );
}
