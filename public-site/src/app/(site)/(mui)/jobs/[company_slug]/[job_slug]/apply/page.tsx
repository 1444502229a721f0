import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmailApplyForm } from '@/components/apply/EmailApplyForm';
import Link from '@/components/navigation/Link';
import { getI18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';
import type { RouteProps } from '@/lib/route-props';
import { jobApplyPath, jobPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { applyProps } from '@/app/(site)/jobs/[company_slug]/[job_slug]/apply-props';
import { loadJob } from '@/app/(site)/jobs/[company_slug]/[job_slug]/load-job';
import { UnavailableJob } from '@/app/(site)/jobs/[company_slug]/[job_slug]/unavailable-job';

type ApplyRouteProps = RouteProps<{ company_slug: string; job_slug: string }>;

const APPLY_SUFFIX = '/apply';

export async function generateMetadata({ params }: ApplyRouteProps): Promise<Metadata> {
  const { company_slug, job_slug } = await params;
  const { t, language } = await getI18n();
  const loaded = await loadJob(company_slug, job_slug, language, APPLY_SUFFIX);
  if (loaded.state === 'unavailable') {
    return pageMetadata({ language, path: `/jobs/${company_slug}/${job_slug}${APPLY_SUFFIX}`, title: t.job.unavailable, description: t.job.unavailable, noIndex: true });
  }
  const { job } = loaded;
  // An application form is not a search result.
  return pageMetadata({
    language,
    path: jobApplyPath(job),
    title: interpolate(t.apply.metaTitle, { title: job.title }),
    description: interpolate(t.apply.metaDescription, { title: job.title, company: job.company?.name ?? '' }),
    noIndex: true,
  });
}

/**
 * The e-mail application page at /jobs/{company_slug}/{job_slug}/apply, for jobs that take
 * applications by e-mail. A job applied to on the company's own page has no such form: its
 * address leads to the job page, where Apply opens the apply modal.
 */
export default async function ApplyPage({ params }: ApplyRouteProps) {
  const { company_slug, job_slug } = await params;
  const i18n = await getI18n();
  const { t, href } = i18n;
  const loaded = await loadJob(company_slug, job_slug, i18n.language, APPLY_SUFFIX);

  if (loaded.state === 'unavailable') return <UnavailableJob i18n={i18n} />;
  const { job } = loaded;
  if (job.application_type === 1) redirect(href(jobPath(job)));
  const { props } = await applyProps(job, i18n);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <MuiLink component={Link} href={href(jobPath(job))} variant="body2" sx={{ display: 'inline-block', mb: 2 }}>
        ← {t.apply.backToJob}
      </MuiLink>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' }, mb: 0.5, overflowWrap: 'anywhere' }}>
          {interpolate(t.apply.heading, { title: job.title })}
        </Typography>
        {job.company && (
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {interpolate(t.apply.atCompany, { company: job.company.name })}
          </Typography>
        )}
        <Typography sx={{ mb: 3 }}>{interpolate(t.apply.intro, { company: props.company })}</Typography>
        <EmailApplyForm {...props} />
      </Paper>
    </Container>
  );
}
