import type { Metadata } from 'next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import { getI18n } from '@/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.notFound.metaTitle, description: t.notFound.message };
}

/** The 404 page, with a link to the homepage so a wrong URL is not a dead end. */
export default async function NotFound() {
  const { t, href } = await getI18n();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography component="h1" variant="h2" sx={{ mt: 2, mb: 4 }}>
        {t.notFound.message}
      </Typography>
      <Button component={Link} href={href('/')} variant="contained" size="large">
        {t.notFound.homeLink}
      </Button>
    </Container>
  );
}
