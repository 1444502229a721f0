'use client';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUrlLanguage } from '@/components/errors/useUrlLanguage';
import Link from '@/components/navigation/Link';
import { errorPageTexts } from '@/i18n/error-page';
import { localizeHref } from '@/i18n/language';

/**
 * A page that failed (the API down or too slow), inside the site's header and footer (each layout
 * group's error.tsx shows it, so the group's header stays). "Try again"
 * asks the server for the page afresh (`retry`: router.refresh() and reset() in one transition).
 */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  const language = useUrlLanguage();
  const t = errorPageTexts[language];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t.title}
      </Typography>
      <Typography sx={{ mt: 2, mb: 4, fontSize: '1.125rem', color: 'text.secondary', wordBreak: 'auto-phrase' }}>{t.message}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button onClick={retry} variant="contained" size="large">
          {t.retry}
        </Button>
        <Button component={Link} href={localizeHref('/', language)} variant="outlined" size="large">
          {t.homeLink}
        </Button>
      </Stack>
    </Container>
  );
}
