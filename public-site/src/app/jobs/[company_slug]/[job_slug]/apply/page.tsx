import type { Metadata } from 'next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import { getI18n } from '@/i18n/server';
import { interpolate } from '@/lib/format/template';
import type { RouteProps } from '@/lib/route-props';
import { jobApplyPath, jobPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadJob } from '../load-job';

type ApplyRouteProps = RouteProps<{ company_slug: string; job_slug: string }>;

const APPLY_SUFFIX = '/apply';

export async function generateMetadata({ params }: ApplyRouteProps): Promise<Metadata> {
  const { company_slug, job_slug } = await params;
  const { t, language } = await getI18n();
  const loaded = await loadJob(company_slug, job_slug, language, APPLY_SUFFIX);
  const title = loaded.state === 'public' ? loaded.job.title : t.job.unavailable;
  const path = loaded.state === 'public' ? jobApplyPath(loaded.job) : `/jobs/${company_slug}/${job_slug}${APPLY_SUFFIX}`;
  // An application form is not a search result.
  return pageMetadata({ language, path, title: interpolate(t.apply.metaTitle, { title }), description: t.apply.comingSoon, noIndex: true });
}

/** Placeholder for the e-mail application page at /jobs/{company_slug}/{job_slug}/apply. */
export default async function ApplyPage({ params }: ApplyRouteProps) {
  const { company_slug, job_slug } = await params;
  const i18n = await getI18n();
  const { t, href } = i18n;
  const loaded = await loadJob(company_slug, job_slug, i18n.language, APPLY_SUFFIX);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        {loaded.state === 'public' ? (
          <>
            <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 0.5, overflowWrap: 'anywhere' }}>
              {interpolate(t.apply.heading, { title: loaded.job.title })}
            </Typography>
            {loaded.job.company && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {interpolate(t.apply.atCompany, { company: loaded.job.company.name })}
              </Typography>
            )}
            <Typography sx={{ mb: 3 }}>{t.apply.comingSoon}</Typography>
            <Button component={Link} href={href(jobPath(loaded.job))} variant="outlined">
              {t.apply.backToJob}
            </Button>
          </>
        ) : (
          <>
            <Typography sx={{ mb: 3 }}>{t.job.unavailable}</Typography>
            <Button component={Link} href={href('/jobs')} variant="outlined">
              {t.job.backToJobs}
            </Button>
          </>
        )}
      </Paper>
    </Container>
  );
}
