import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JobResults } from '@/components/jobs/JobResults';
import { QuickFilterChips } from '@/components/search/QuickFilterChips';
import { SearchBox } from '@/components/search/SearchBox';
import Link from '@/components/navigation/Link';
import { getI18n } from '@/i18n/server';
import { JOB_QUICK_FILTERS } from '@/lib/job-search';
import { JsonLd } from '@/components/seo/JsonLd';
import { htmlLanguageCode, localizeHref } from '@/i18n/language';
import { pageMetadata } from '@/lib/seo/metadata';
import { webSiteStructuredData } from '@/lib/seo/structured-data';
import { absoluteUrl } from '@/lib/site';

const LATEST_JOBS_COUNT = 20;

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: '/', title: { absolute: `${t.home.metaTitle} | ${t.siteName}` }, description: t.home.metaDescription });
}

export default async function HomePage() {
  const i18n = await getI18n();
  const { t, href } = i18n;
  const stats = [t.home.stats.monthlyUsers, t.home.stats.subscribers, t.home.stats.inJapan];

  return (
    <>
      <JsonLd data={webSiteStructuredData({ name: t.siteName, url: absoluteUrl(localizeHref('/', i18n.language)), language: htmlLanguageCode(i18n.language) })} />
      <Box component="section" sx={{ bgcolor: '#FFFFFF', borderBottom: 1, borderColor: 'divider', py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Stack spacing={3} sx={{ maxWidth: 780 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.75rem' } }}>
              {t.home.heroTitle}
            </Typography>
            <Typography variant="body1" color="text.secondary" sx={{ fontSize: { xs: '1rem', md: '1.125rem' }, lineHeight: 1.7 }}>
              {t.home.heroSubtitle}
            </Typography>
            <SearchBox i18n={i18n} path="/jobs" label={t.jobs.searchLabel} placeholder={t.jobs.searchPlaceholder} />
            <QuickFilterChips i18n={i18n} quickFilters={JOB_QUICK_FILTERS} path="/jobs" label={t.home.quickFiltersLabel} />
            <Box>
              <Button component={Link} href={href('/jobs')} variant="outlined" size="large">
                {t.home.heroSearch}
              </Button>
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
              {stats.map((stat) => (
                <Typography component="li" key={stat} variant="body2" sx={{ color: 'secondary.main', fontWeight: 600, '&::before': { content: '"■"', color: 'primary.main', mr: 1, fontSize: '0.6rem', verticalAlign: 'middle' } }}>
                  {stat}
                </Typography>
              ))}
            </Box>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
          <Typography variant="h2">{t.home.latestJobs}</Typography>
          <Button component={Link} href={href('/jobs')}>
            {t.home.seeAllJobs} →
          </Button>
        </Box>
        <JobResults i18n={i18n} query={{ pageSize: LATEST_JOBS_COUNT }} />
      </Container>
    </>
  );
}
