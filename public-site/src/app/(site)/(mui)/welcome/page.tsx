import type { Metadata } from 'next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import { getI18n } from '@/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: '/welcome', title: t.welcome.metaTitle, description: t.welcome.intro, noIndex: true });
}

/** Where a new newsletter subscriber lands after signing up. */
export default async function WelcomePage() {
  const { t, href } = await getI18n();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {t.welcome.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, lineHeight: 1.7 }}>
        {t.welcome.intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={Link} href={href('/jobs')} variant="contained">
          {t.welcome.searchJobs}
        </Button>
        <Button component={Link} href={href('/companies')} variant="outlined">
          {t.welcome.companies}
        </Button>
        <Button component={Link} href={href('/blog')} variant="outlined">
          {t.welcome.blog}
        </Button>
      </Stack>
    </Container>
  );
}
