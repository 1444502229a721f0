import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The frame of the account pages (sign-in, sign-up, password reset): one narrow card. */
export function AccountPage({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, md: 7 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1 }}>
          {heading}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.6 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
