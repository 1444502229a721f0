import type { ReactNode } from 'react';
import { getI18n } from '@/i18n/server';
import { pageNonce } from '@/lib/page-nonce';
import { ThemeRegistry } from './ThemeRegistry';

/**
 * A part of the page made of MUI components, rendered on the server: the theme in the page's
 * language, and MUI's styles collected into the streamed page with the page's nonce. The pages
 * most people open have none (they are plain markup, see components/ui), so they load no MUI code.
 */
export async function MuiRegion({ children }: { children: ReactNode }) {
  const { language } = await getI18n();
  const nonce = await pageNonce();
  return (
    <ThemeRegistry nonce={nonce} language={language}>
      {children}
    </ThemeRegistry>
  );
}
