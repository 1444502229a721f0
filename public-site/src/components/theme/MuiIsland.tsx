'use client';
import { useState, type ReactNode } from 'react';
import { ThemeRegistry } from './ThemeRegistry';

/** The page's nonce (the browser keeps it on Next's scripts), for the style elements MUI adds; none on a cached page. */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * MUI components that load in the browser after the page (a dialog, a banner), anywhere on a page:
 * the theme in the page's language and the page's nonce, read from the document. Render it only in
 * the browser (a `next/dynamic` import with `ssr: false`).
 */
export function MuiIsland({ children }: { children: ReactNode }) {
  const [page] = useState(() => ({ nonce: pageNonce(), language: document.documentElement.lang === 'ja' ? ('jp' as const) : ('en' as const) }));
  return (
    <ThemeRegistry nonce={page.nonce} language={page.language}>
      {children}
    </ThemeRegistry>
  );
}
