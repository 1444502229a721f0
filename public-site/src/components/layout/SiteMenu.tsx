'use client';

import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { IntentLink } from '@/components/navigation/IntentLink';
import { AccountLinks, type AccountLinksProps } from '@/components/account/AccountLinks';
import { useSession } from '@/components/account/useSession';
import { buttonClass, cx } from '@/components/ui/classes';
import { localizeHref, type Language } from '@/i18n/language';
import { useNotReadyUntilHydrated } from '@/lib/browser/hydrated';
import styles from './SiteMenu.module.css';

export interface NavLink {
  label: string;
  href: string;
  /** Leaves the site: a plain anchor in a new tab. */
  external?: boolean;
  /** Employer marketing, hidden from a signed-in employer. */
  forEmployers?: boolean;
}

export interface LanguageSwitchProps {
  label: string;
  ariaLabel: string;
  /** The page the layout was rendered for, in the other language (what a browser without scripts follows). */
  href: string;
  hrefLang: string;
  /** The other language. */
  language: Language;
}

/** A link of the main navigation, in the header's row or in the menu. */
export function NavLinkButton({ link, className, onClick }: { link: NavLink; className: string; onClick?: () => void }) {
  const look = buttonClass({ color: 'inherit' }, className);
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener" onClick={onClick} className={look}>
      {link.label}
    </a>
  ) : (
    <IntentLink href={link.href} onClick={onClick} className={look}>
      {link.label}
    </IntentLink>
  );
}

/**
 * The same page in the other language. A full page load: client navigation would keep the shared
 * layout (header, footer, <html lang>) in the old language. The layout stays while the visitor
 * moves between pages and filters, so the link is pointed at the page shown now just before it is
 * used (hovered, focused, touched or clicked).
 */
export function LanguageSwitch({ label, ariaLabel, href, hrefLang, language }: LanguageSwitchProps) {
  const pointAtShownPage = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = localizeHref(location.pathname + location.search + location.hash, language);
  };
  return (
    <a
      href={href}
      hrefLang={hrefLang}
      lang={hrefLang}
      aria-label={ariaLabel}
      className={buttonClass({ variant: 'outlined', color: 'secondary', size: 'small' })}
      onPointerEnter={pointAtShownPage}
      onFocus={pointAtShownPage}
      onClick={pointAtShownPage}
    >
      {label}
    </a>
  );
}

export interface SiteMenuProps {
  id: string;
  links: NavLink[];
  account: AccountLinksProps;
  otherLanguage: LanguageSwitchProps;
  texts: { open: string; close: string; label: string };
}

const MENU_ICON = 'M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z';
const CLOSE_ICON = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={path} />
    </svg>
  );
}

/**
 * The narrow screens' navigation: a menu button that opens a panel with the site's links, the
 * account links and the language switch. The panel is a native modal dialog: focus moves into it
 * and stays there, the rest of the page is inert, Escape, the close button or a click beside it
 * closes it, and focus returns to the button.
 */
export function SiteMenu({ id, links, account, otherLanguage, texts }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const employer = useSession()?.accountType === 'employer';
  const notReady = useNotReadyUntilHydrated();
  const close = () => dialog.current?.close();
  // The panel lives at the end of the body, outside the header's landmark (the account links it
  // repeats are the header's once); it is added once the page runs, as the button only works then.
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => setBody(document.body), []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={texts.open}
        aria-expanded={open}
        aria-controls={id}
        aria-disabled={notReady}
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
        className={styles.iconButton}
      >
        <Icon path={MENU_ICON} />
      </button>
      {/* Always in the running page, so the button's aria-controls names an element. */}
      {body &&
        createPortal(
          <dialog
            ref={dialog}
            id={id}
            aria-labelledby={`${id}-title`}
            className={styles.drawer}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
            // A click on the backdrop lands on the dialog element itself.
            onClick={(event) => event.target === event.currentTarget && close()}
          >
            <div className={styles.panel}>
              <div className={styles.head}>
                <h2 id={`${id}-title`} className={styles.title}>
                  {texts.label}
                </h2>
                <button type="button" aria-label={texts.close} onClick={close} className={cx(styles.iconButton, styles.closeButton)}>
                  <Icon path={CLOSE_ICON} />
                </button>
              </div>
              <nav aria-label={texts.label} className={styles.section}>
                {links
                  .filter((link) => !(employer && link.forEmployers))
                  .map((link) => (
                    <NavLinkButton key={link.href} link={link} onClick={close} className={styles.item} />
                  ))}
              </nav>
              <div className={styles.section} onClick={close}>
                <AccountLinks {...account} layout="column" itemClassName={styles.item} />
              </div>
              <div className={styles.language}>
                <LanguageSwitch {...otherLanguage} />
              </div>
            </div>
          </dialog>,
          body,
        )}
    </>
  );
}
