'use client';
import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Language } from '@shigoto/db/enums';
import { japaneseTheme, theme } from './theme';

/**
 * Collects MUI's styles into the streamed <head> and provides the theme to every component. Every
 * style element carries the page's nonce, which the Content-Security-Policy asks of them.
 */
export function ThemeRegistry({ nonce, language, children }: { nonce: string | undefined; language: Language; children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ nonce }}>
      <ThemeProvider theme={language === 'jp' ? japaneseTheme : theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
