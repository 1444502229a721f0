import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { BetaAccess } from '@/components/beta/BetaAccess';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { FlashProvider } from '@/components/feedback/Flash';
import { ExitIntentModal } from '@/components/newsletter/ExitIntentModal';
import { signupTexts } from '@/components/newsletter/NewsletterSignup';
import { ThemeRegistry } from '@/components/theme/ThemeRegistry';
import { Tracker } from '@/components/tracking/Tracker';
import { htmlLanguageCode } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { NONCE_HEADER } from '@/lib/content-security-policy.mjs';
import { SOCIAL_LINKS, THEME_COLOR, publicBaseUrl } from '@/lib/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return {
    metadataBase: new URL(publicBaseUrl()),
    title: { default: `${t.siteName} | ${t.tagline}`, template: `%s | ${t.siteName}` },
    description: t.home.metaDescription,
    applicationName: t.siteName,
  };
}

export const viewport: Viewport = { themeColor: THEME_COLOR };

/**
 * Every page's frame: providers and the footer. The header comes from the layout groups: the default
 * layout for seekers, the employer layouts for employers (see docs/architecture.md).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const i18n = await getI18n();
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang={htmlLanguageCode(i18n.language)}>
      <body>
        <ThemeRegistry nonce={nonce} language={i18n.language}>
          <FlashProvider closeLabel={i18n.t.errors.closeFlash}>
            <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
              {children}
              <SiteFooter i18n={i18n} />
            </Box>
            <ExitIntentModal
              language={i18n.language}
              welcomeHref={i18n.href('/welcome')}
              texts={{ ...signupTexts(i18n.t), title: i18n.t.newsletter.exitTitle, intro: i18n.t.newsletter.exitIntro, close: i18n.t.newsletter.close }}
            />
            <BetaAccess i18n={i18n} />
            <Tracker socialLinks={SOCIAL_LINKS} />
          </FlashProvider>
        </ThemeRegistry>
      </body>
    </html>
  );
}
