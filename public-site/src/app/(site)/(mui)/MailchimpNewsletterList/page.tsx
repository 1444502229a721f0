import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NewsletterIssueList } from '@/components/newsletter/NewsletterIssueList';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { ListResults } from '@/components/search/ListResults';
import { getI18n } from '@/i18n/server';
import { listOutcome } from '@/lib/api/list-outcome';
import { listNewsletters } from '@/lib/api/newsletters';
import { pageFromParams, searchHref } from '@/lib/list-search';
import type { RouteProps } from '@/lib/route-props';
import { NEWSLETTER_ARCHIVE_PATH } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** Enough issues for a year or more on one page. */
const ISSUES_PER_PAGE = 50;

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: NEWSLETTER_ARCHIVE_PATH, title: t.newsletterArchive.metaTitle, description: t.newsletterArchive.metaDescription });
}

/** The newsletter archive: every published issue, newest first, and the sign-up box for the next one. */
export default async function NewsletterArchivePage({ searchParams }: RouteProps) {
  const i18n = await getI18n();
  const { t, href, language } = i18n;
  const page = pageFromParams(await searchParams);
  const outcome = await listOutcome(() => listNewsletters(language, { page, pageSize: ISSUES_PER_PAGE }));
  const texts = t.newsletterArchive;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, mb: 2 }}>
        {texts.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.7, maxWidth: 640 }}>
        {texts.intro}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: { xs: 4, md: 5 } }}>
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          {t.newsletter.subscribeTitle}
        </Typography>
        <NewsletterSignup i18n={i18n} />
      </Paper>
      <Box component="section" aria-label={t.newsletter.pastIssues}>
        <ListResults
          i18n={i18n}
          outcome={outcome}
          texts={{ countOne: texts.countOne, count: texts.count, noResults: t.newsletter.noIssues, loadFailed: texts.loadFailed }}
          pageHref={(number) => href(searchHref({ filters: {}, page: number }, NEWSLETTER_ARCHIVE_PATH))}
          renderItems={(issues) => <NewsletterIssueList issues={issues} i18n={i18n} />}
        />
      </Box>
    </Container>
  );
}
