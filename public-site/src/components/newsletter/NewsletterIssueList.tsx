import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import type { NewsletterIssue } from '@/lib/api/newsletters';
import { formatDate } from '@/lib/format/date';
import { newsletterPath } from '@/lib/routes';

/** Past issues as links to their pages, each with the day it went out. */
export function NewsletterIssueList({ issues, i18n }: { issues: NewsletterIssue[]; i18n: I18n }) {
  const { href, language } = i18n;
  return (
    <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="newsletter-issues">
      {issues.map((issue) => (
        <li key={issue.id}>
          <MuiLink component={Link} href={href(newsletterPath(issue))} sx={{ fontWeight: 600 }}>
            {issue.subject}
          </MuiLink>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {formatDate(issue.sent_at, language)}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}
