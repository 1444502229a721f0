import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';

interface NotFoundViewProps {
  message: string;
  homeLabel: string;
  homeHref: string;
}

/**
 * The 404 page's content, with a link to the homepage so a wrong URL is not a dead end. Shared by
 * the 404 page and by browser-rendered pages that learn from the API that what they show does not exist.
 */
export function NotFoundView({ message, homeLabel, homeHref }: NotFoundViewProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography component="h1" variant="h2" sx={{ mt: 2, mb: 4 }}>
        {message}
      </Typography>
      <Button component={Link} href={homeHref} variant="contained" size="large">
        {homeLabel}
      </Button>
    </Container>
  );
}
