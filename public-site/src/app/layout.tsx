import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { BetaAccess } from '@/components/beta/BetaAccess';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { FlashProvider } from '@/components/feedback/Flash';
import { ExitIntentModal } from '@/components/newsletter/ExitIntentModal';
import { signupTexts } from '@/components/newsletter/signup-texts';
import { Tracker } from '@/components/tracking/Tracker';
import { htmlLanguageCode } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { SOCIAL_LINKS, THEME_COLOR, publicBaseUrl } from '@/lib/site';
import './theme-variables.generated.css';
import './base.css';
import styles from './layout.module.css';

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
 * Every page's frame: the theme's CSS variables (a stylesheet written from the MUI theme, see
 * scripts/theme-css.mts), providers and the footer. The header comes from
 * the layout groups: the default layout for seekers, the employer layouts for employers (see
 * docs/architecture.md). MUI is not loaded here: the parts of pages that use it bring it
 * (components/theme/MuiRegion, MuiIsland).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const i18n = await getI18n();
  return (
    <html lang={htmlLanguageCode(i18n.language)}>
      <body>
        <FlashProvider closeLabel={i18n.t.errors.closeFlash}>
          <div className={styles.page}>
            {children}
            <SiteFooter i18n={i18n} />
          </div>
          <ExitIntentModal
            language={i18n.language}
            welcomeHref={i18n.href('/welcome')}
            texts={{ ...signupTexts(i18n.t, 'offer'), title: i18n.t.newsletter.exitTitle, intro: i18n.t.newsletter.exitIntro, close: i18n.t.newsletter.close }}
          />
          <BetaAccess i18n={i18n} />
          <Tracker socialLinks={SOCIAL_LINKS} />
        </FlashProvider>
      </body>
    </html>
  );
}
