import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CompanyLogo } from '@/components/jobs/CompanyLogo';
import Link from '@/components/navigation/Link';
import type { Company } from '@/lib/api/types';

interface ResultCardProps {
  /** For tests: "job-card", "company-card". */
  testId: string;
  /** Whose logo the card shows. */
  company: Company | null;
  logoAlt: string;
  title: string;
  href: string;
  /** A result placed first on purpose (a featured job): its card is set off by an accent edge. */
  highlighted?: boolean;
  children: ReactNode;
}

/** One result in a list: logo, a title linking to the result, and what the list shows of it. */
export function ResultCard({ testId, company, logoAlt, title, href, highlighted = false, children }: ResultCardProps) {
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid={testId}
      sx={{
        position: 'relative',
        display: 'flex',
        gap: { xs: 1.5, sm: 2 },
        p: { xs: 2, sm: 2.5 },
        ...(highlighted && { borderLeft: 4, borderLeftColor: 'secondary.main' }),
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: '0 4px 16px rgba(26, 31, 43, 0.08)' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <CompanyLogo company={company} alt={logoAlt} size={56} />
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.75 }}>
        <Typography component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {/* The title's link covers the whole card, so the card is one big target without nesting links. */}
          <MuiLink
            component={Link}
            href={href}
            color="inherit"
            underline="none"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
          >
            {title}
          </MuiLink>
        </Typography>
        {children}
      </Box>
    </Card>
  );
}
