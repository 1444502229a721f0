'use client';
import { useState, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Language } from '@shigoto/db/enums';
import { japaneseTheme, theme } from './theme';

/**
 * The nonce of the policy in force in this browser tab: the one the document was served with (the
 * browser keeps it on Next's scripts); none on a cached page, whose policy allows MUI's empty style
 * elements by their hash instead.
 */
function documentNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * Collects MUI's styles into the streamed <head> and provides the theme to every component. Every
 * style element carries the nonce the Content-Security-Policy asks of them: on the server the
 * response's (`nonce`), in the browser the document's. A page reached by client navigation is
 * rendered with a fresh nonce, but the policy in force is still the first document's.
 */
export function ThemeRegistry({ nonce, language, children }: { nonce?: string; language: Language; children: ReactNode }) {
  const [styleNonce] = useState(() => (typeof document === 'undefined' ? nonce : documentNonce()));
  return (
    <AppRouterCacheProvider options={{ nonce: styleNonce }}>
      <ThemeProvider theme={language === 'jp' ? japaneseTheme : theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
