import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import { NewsletterIssueList } from '@/components/newsletter/NewsletterIssueList';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { getI18n } from '@/i18n/server';
import { listOutcome } from '@/lib/api/list-outcome';
import { listNewsletters } from '@/lib/api/newsletters';
import { NEWSLETTER_ARCHIVE_PATH } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: '/newsletter', title: t.newsletter.metaTitle, description: t.newsletter.metaDescription });
}

/** The newsletter landing page — sign up, and read past issues. */
export default async function NewsletterPage() {
  const i18n = await getI18n();
  const { t, href, language } = i18n;
  const issues = await listOutcome(() => listNewsletters(language, { pageSize: 10 }));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 2 }}>
        {t.newsletter.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.7, maxWidth: 640 }}>
        {t.newsletter.intro}
      </Typography>
      <NewsletterSignup i18n={i18n} />

      <Box component="section" sx={{ mt: { xs: 5, md: 7 } }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t.newsletter.pastIssues}
        </Typography>
        {'failure' in issues || issues.page.items.length === 0 ? (
          <Alert severity="info">{t.newsletter.noIssues}</Alert>
        ) : (
          <NewsletterIssueList issues={issues.page.items} i18n={i18n} />
        )}
        <Typography sx={{ mt: 2 }}>
          <MuiLink component={Link} href={href(NEWSLETTER_ARCHIVE_PATH)}>
            {t.newsletter.allIssues}
          </MuiLink>
        </Typography>
      </Box>
    </Container>
  );
}
