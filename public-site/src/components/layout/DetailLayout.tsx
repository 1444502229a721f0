import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CompanyLogo } from '@/components/jobs/CompanyLogo';
import Link from '@/components/navigation/Link';
import type { Company } from '@/lib/api/types';

interface DetailLayoutProps {
  /** The list the page belongs to. */
  back: { href: string; label: string };
  /** Whose logo heads the page. */
  company: Company | null;
  logoAlt: string;
  title: string;
  /** Lines under the title: where, how much, badges. */
  subtitle: ReactNode;
  /** The main column, under the header. */
  children: ReactNode;
  /** The side column: facts and actions. */
  aside: ReactNode;
  /** Full-width content after both columns. */
  after?: ReactNode;
}

/** A job's or a company's own page: a main column headed by logo and title, and a side column. */
export function DetailLayout({ back, company, logoAlt, title, subtitle, children, aside, after }: DetailLayoutProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <MuiLink component={Link} href={back.href} variant="body2" sx={{ display: 'inline-block', mb: 2 }}>
        ← {back.label}
      </MuiLink>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            <Box component="header" sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: 'flex-start' }}>
              <CompanyLogo company={company} alt={logoAlt} size={72} eager />
              <Box sx={{ minWidth: 0, display: 'grid', gap: 0.75 }}>
                <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
                  {title}
                </Typography>
                {subtitle}
              </Box>
            </Box>
            {children}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{aside}</Grid>
      </Grid>
      {after}
    </Container>
  );
}
