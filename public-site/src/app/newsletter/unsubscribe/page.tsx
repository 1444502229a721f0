import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import { UnsubscribeButton } from '@/components/newsletter/UnsubscribeButton';
import { getI18n } from '@/i18n/server';
import type { RouteProps } from '@/lib/route-props';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { t, language } = await getI18n();
  return pageMetadata({ language, path: '/newsletter/unsubscribe', title: t.unsubscribe.metaTitle, description: t.unsubscribe.intro, noIndex: true });
}

/** Where a newsletter's unsubscribe link leads: the reader confirms with one button, no sign-in. */
export default async function UnsubscribePage({ searchParams }: RouteProps) {
  const { token } = await searchParams;
  const { t, href } = await getI18n();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        {t.unsubscribe.heading}
      </Typography>
      {typeof token === 'string' && token ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.7 }}>
            {t.unsubscribe.intro}
          </Typography>
          <UnsubscribeButton token={token} texts={{ button: t.unsubscribe.button, sending: t.unsubscribe.sending, done: t.unsubscribe.done, failed: t.unsubscribe.failed }} />
        </>
      ) : (
        <Alert severity="warning">{t.unsubscribe.noToken}</Alert>
      )}
      <MuiLink component={Link} href={href('/newsletter')} variant="body2" sx={{ display: 'block', width: 'fit-content', mt: 4 }}>
        ← {t.newsletter.backToNewsletter}
      </MuiLink>
    </Container>
  );
}
