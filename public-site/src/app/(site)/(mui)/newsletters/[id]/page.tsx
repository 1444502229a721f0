import type { Metadata } from 'next';
import { cache } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ArticleBody } from '@/components/blog/ArticleBody';
import Link from '@/components/navigation/Link';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import type { Language } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { orNotFound } from '@/lib/api/not-found';
import { getNewsletter } from '@/lib/api/newsletters';
import { formatDate } from '@/lib/format/date';
import type { RouteProps } from '@/lib/route-props';
import { newsletterPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type IssueRouteProps = RouteProps<{ id: string }>;

/** The issue a URL names; unknown ids (or not an id at all) are a 404. */
const loadIssue = cache((id: string, language: Language) => orNotFound(getNewsletter(id, language)));

export async function generateMetadata({ params }: IssueRouteProps): Promise<Metadata> {
  const { id } = await params;
  const { t, language } = await getI18n();
  const issue = await loadIssue(id, language);
  return pageMetadata({ language, path: newsletterPath(issue), title: issue.subject, description: t.newsletter.metaDescription });
}

/** A past newsletter issue (intro, the picked jobs and articles), with the sign-up for the next one. */
export default async function NewsletterIssuePage({ params }: IssueRouteProps) {
  const { id } = await params;
  const i18n = await getI18n();
  const { t, href } = i18n;
  const issue = await loadIssue(id, i18n.language);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <MuiLink component={Link} href={href('/newsletter')} variant="body2" sx={{ display: 'inline-block', mb: 2 }}>
        ← {t.newsletter.backToNewsletter}
      </MuiLink>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere', mb: 1 }}>
        {issue.subject}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {formatDate(issue.sent_at, i18n.language)}
      </Typography>
      <ArticleBody html={issue.body} href={href} />
      {issue.jobs?.length ? (
        <Box component="section" sx={{ mt: 4 }}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {t.newsletterIssue.jobs}
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0, lineHeight: 1.75 }}>
            {issue.jobs.map((job) => (
              <li key={job.id}>
                <MuiLink component={Link} href={href(job.path)} sx={{ fontWeight: 600 }}>
                  {job.title}
                </MuiLink>
                <Typography component="span" color="text.secondary">
                  {' — '}
                  {[job.company_name, job.location].filter(Boolean).join(' · ')}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {issue.articles?.length ? (
        <Box component="section" sx={{ mt: 4 }}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {t.newsletterIssue.articles}
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0, lineHeight: 1.75 }}>
            {issue.articles.map((article) => (
              <li key={article.id}>
                <MuiLink component={Link} href={href(article.path)} sx={{ fontWeight: 600 }}>
                  {article.title}
                </MuiLink>
                {article.excerpt && (
                  <Typography variant="body2" color="text.secondary">
                    {article.excerpt}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, mt: 5 }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          {t.newsletter.subscribeTitle}
        </Typography>
        <NewsletterSignup i18n={i18n} />
      </Paper>
    </Container>
  );
}
