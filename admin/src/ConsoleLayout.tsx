import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { AppBar, Layout, Menu, UserMenu, useGetIdentity, useLocaleState, useTranslate, type MenuProps } from 'react-admin';

/** The resource menu as a navigation landmark (react-admin draws it as a plain list). */
function ConsoleMenu(props: MenuProps) {
  const translate = useTranslate();
  return (
    <nav aria-label={translate('shigoto.navigation')}>
      <Menu {...props} />
    </nav>
  );
}

/**
 * The user menu's button shows the staff member's name: its accessible name starts with that name
 * (label in name), then says what the button opens.
 */
function ConsoleUserMenu() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const label = identity?.fullName ? `${identity.fullName} – ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu';
  return <UserMenu label={label} />;
}

function ConsoleAppBar() {
  return <AppBar userMenu={<ConsoleUserMenu />} />;
}

/** Dates and times in the console's language (2026/11/29 in Japanese), whatever the browser's own. */
function DatesInConsoleLanguage({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const withLocale = useCallback(
    (outer: Theme) => ({ ...outer, components: { ...outer.components, RaDateField: { defaultProps: { locales: locale === 'ja' ? 'ja-JP' : 'en-US' } } } }),
    [locale],
  );
  return <ThemeProvider theme={withLocale}>{children}</ThemeProvider>;
}

/**
 * react-admin's layout, with the landmarks a screen reader lists: the app bar (banner), the menu
 * (navigation) and the page (main).
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <DatesInConsoleLanguage>
      <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
        {children}
      </Layout>
    </DatesInConsoleLanguage>
  );
}
