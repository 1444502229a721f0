'use client';

import { useEffect, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import { useSession } from '@/components/account/useSession';
import { withoutJapanesePathPrefix } from '@/i18n/language';
import { signInAgainHref } from '@/lib/browser/api';
import { EMPLOYER_PATHS } from '@/lib/employer-routes';
import { readSession } from '@/lib/browser/session';

export interface EmployerShellProps {
  /** The quick links, in the page's language: where each leads and what it says. */
  links: { href: string; label: string }[];
  texts: { navLabel: string; checking: string };
  /** The code screen, where an employer who has not confirmed the e-mail address yet is sent (the dashboard's calls refuse them). */
  unconfirmedHref: string;
  children: ReactNode;
}

/**
 * The employer layout: every dashboard page needs a signed-in employer. The session lives in the
 * browser tab, so the check runs there: a visitor who is not signed in as an employer is sent to
 * /employer/login, returning here after signing in. The quick links lead to every dashboard page.
 */
export function EmployerShell({ links, texts, unconfirmedHref, children }: EmployerShellProps) {
  const session = useSession();
  const pathname = usePathname();
  const editing = useSearchParams().has('edit');
  const employer = session?.accountType === 'employer';
  const unconfirmed = employer && session.user?.confirmed === false;

  useEffect(() => {
    if (unconfirmed) window.location.replace(unconfirmedHref);
  }, [unconfirmed, unconfirmedHref]);

  useEffect(() => {
    // The first render (and the server's) knows no session: decide once the browser has read it.
    if (employer) return;
    const timer = window.setTimeout(() => {
      if (readSession()?.accountType !== 'employer') window.location.replace(signInAgainHref('employer', window.location.pathname, window.location.search));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [employer]);

  if (!employer || unconfirmed) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1.5, py: 12 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{texts.checking}</Typography>
      </Box>
    );
  }

  // `/jp/employer/jobs` is the Japanese `/employer/jobs?lang=jp`: compare paths without language markers.
  // Editing a job happens in the job form (`/employer/new-job?edit=…`) but belongs with the jobs.
  const shownPath = withoutJapanesePathPrefix(pathname);
  const here = shownPath === EMPLOYER_PATHS.newJob && editing ? EMPLOYER_PATHS.jobs : shownPath;
  const current = (href: string) => {
    const path = href.split('?')[0];
    return here === path || here.startsWith(`${path}/`);
  };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, alignItems: 'start' }}>
      <Box
        component="nav"
        aria-label={texts.navLabel}
        sx={{
          display: 'flex',
          // On a phone the links wrap onto a second line: every one stays in sight, none behind a sideways scroll.
          flexDirection: { xs: 'row', md: 'column' },
          flexWrap: { xs: 'wrap', md: 'nowrap' },
          gap: 0.5,
          position: { md: 'sticky' },
          top: { md: 88 },
        }}
      >
        {links.map((link) => (
          <Button
            key={link.href}
            component={Link}
            href={link.href}
            aria-current={current(link.href) ? 'page' : undefined}
            color={current(link.href) ? 'primary' : 'inherit'}
            variant={current(link.href) ? 'contained' : 'text'}
            disableElevation
            sx={{ justifyContent: { md: 'flex-start' }, flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {link.label}
          </Button>
        ))}
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Container>
  );
}
