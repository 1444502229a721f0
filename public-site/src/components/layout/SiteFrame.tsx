import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { I18n } from '@/i18n/server';
import { SiteHeader, type HeaderAudience } from './SiteHeader';

/** A layout group's header and main area; the root layout adds the footer below. */
export function SiteFrame({ i18n, audience, children }: { i18n: I18n; audience: HeaderAudience; children: ReactNode }) {
  return (
    <>
      <SiteHeader i18n={i18n} audience={audience} />
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
    </>
  );
}
