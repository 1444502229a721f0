'use client';
import { useState, type ReactNode } from 'react';
import { ThemeRegistry } from './ThemeRegistry';

/**
 * MUI components that load in the browser after the page (a dialog, a banner), anywhere on a page:
 * the theme in the page's language, read from the document. Render it only in
 * the browser (a `next/dynamic` import with `ssr: false`).
 */
export function MuiIsland({ children }: { children: ReactNode }) {
  const [language] = useState(() => (document.documentElement.lang === 'ja' ? ('jp' as const) : ('en' as const)));
  return (
    <ThemeRegistry language={language}>
      {children}
    </ThemeRegistry>
  );
}
