'use client';
import type { CSSProperties } from 'react';
import { useUrlLanguage } from '@/components/errors/useUrlLanguage';
import { BORDER_RADIUS, PALETTE as palette, SYSTEM_FONT_STACK } from '@/components/theme/tokens';
import { errorPageTexts } from '@/i18n/error-page';
import { htmlLanguageCode, localizeHref } from '@/i18n/language';

const buttonStyle: CSSProperties = {
  display: 'inline-block',
  padding: '10px 22px',
  borderRadius: BORDER_RADIUS,
  border: `1px solid ${palette.primary.main}`,
  font: 'inherit',
  fontWeight: 600,
  fontSize: '1rem',
  textDecoration: 'none',
  cursor: 'pointer',
};

/**
 * The error page for a failure of the root layout itself, which it replaces: its own document, and
 * no MUI, whose style elements need the nonce only the layout knows. Style attributes are allowed
 * by the Content-Security-Policy, so the page is styled with them, in the theme's colours.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const language = useUrlLanguage();
  const t = errorPageTexts[language];
  return (
    <html lang={htmlLanguageCode(language)}>
      <body style={{ margin: 0, fontFamily: SYSTEM_FONT_STACK, background: palette.background.default, color: palette.text.primary }}>
        <title>{`${t.title} | Shigoto`}</title>
        <main style={{ maxWidth: 600, margin: '0 auto', padding: '96px 24px', textAlign: 'center' }}>
          <p style={{ margin: 0, fontWeight: 800, fontSize: '1.375rem' }}>
            Shigoto <span style={{ color: palette.primary.main }}>仕事</span>
          </p>
          <h1 style={{ margin: '32px 0 16px', fontSize: '2rem', lineHeight: 1.2 }}>{t.title}</h1>
          <p style={{ margin: '0 0 32px', fontSize: '1.125rem', color: palette.text.secondary, wordBreak: 'auto-phrase' }}>{t.message}</p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'center' }}>
            <button type="button" onClick={retry} style={{ ...buttonStyle, background: palette.primary.main, color: palette.primary.contrastText }}>
              {t.retry}
            </button>
            <a href={localizeHref('/', language)} style={{ ...buttonStyle, color: palette.primary.main }}>
              {t.homeLink}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
