import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPLOYER_PUBLIC_PATHS } from '@/lib/employer-routes';
import Link from '@/components/navigation/Link';
import { getI18n } from '@/i18n/server';
import { EMPLOYER_PATHS } from '@/lib/employer-routes';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  const texts = t.employerLanding.thanks;
  return pageMetadata({ language, path: '/PostCompanyRequest', title: texts.metaTitle, description: texts.metaDescription, noIndex: true });
}

/** Where a sent company lead leads: what happens next, then sign-up and pricing. */
export default async function PostCompanyRequestPage() {
  const { t, href } = await getI18n();
  const texts = t.employerLanding;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {texts.thanks.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{texts.thanks.intro}</Typography>
      <Box component="ol" sx={{ pl: 3, mt: 0, mb: 3, display: 'grid', gap: 1 }}>
        {texts.thanks.steps.map((step) => (
          <Typography component="li" key={step}>
            {step}
          </Typography>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={Link} href={href(EMPLOYER_PATHS.signup)} variant="contained" disableElevation>
          {texts.postJob}
        </Button>
        <Button component={Link} href={href(EMPLOYER_PUBLIC_PATHS.pricing)} variant="outlined">
          {texts.seePricing}
        </Button>
      </Stack>
    </Container>
  );
}
