import type { ReactNode } from 'react';
import { Layout, Menu, useTranslate, type MenuProps } from 'react-admin';

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
 * react-admin's layout, with the landmarks a screen reader lists: the app bar (banner), the menu
 * (navigation) and the page (main).
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return <Layout menu={ConsoleMenu}>{children}</Layout>;
}
