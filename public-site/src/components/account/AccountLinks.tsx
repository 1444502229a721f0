'use client';

import Link from 'next/link';
import { useState } from 'react';
import { IntentLink } from '@/components/navigation/IntentLink';
import { buttonClass, ui } from '@/components/ui/classes';
import { interpolate } from '@/lib/format/template';
import type { Session } from '@/lib/browser/session';
import styles from './AccountLinks.module.css';
import { signInReturningTo } from './next-path';
import { useSession } from './useSession';

export interface AccountLinksProps {
  /** The sign-in link of the page the layout was rendered for. */
  signInHref: string;
  /** Whether signing in returns to the page shown (a seeker's sign-in) rather than a fixed page. */
  signInReturnsHere?: boolean;
  logoutHref: string;
  dashboardHref: string;
  texts: { signIn: string; signOut: string; dashboard: string; signedInAs: string };
}

/** How the header names a signed-in seeker: their name, else their e-mail. */
function displayName(session: Session): string {
  return session.user?.name?.trim() || session.user?.email || '';
}

/**
 * The header's personal links, which differ per visitor: anonymous → sign in; a seeker → who is
 * signed in and sign out; an employer → the dashboard and sign out. The anonymous set is what the
 * server renders (pages are shared by every visitor); the signed-in sets replace it in the browser.
 * `layout` is a row of buttons (the wide header) or a column (the menu); `itemClassName` is the
 * look of each link where it sits.
 */
export function AccountLinks({ signInHref, signInReturnsHere, logoutHref, dashboardHref, texts, layout, itemClassName }: AccountLinksProps & { layout: 'row' | 'column'; itemClassName: string }) {
  const session = useSession();
  // The header stays mounted while the visitor moves between pages and filters, so the link is
  // pointed at the page shown now just before it is used (hovered, focused or touched).
  const [shownSignInHref, setShownSignInHref] = useState(signInHref);
  const pointAtShownPage = () => {
    if (signInReturnsHere) setShownSignInHref(signInReturningTo(location.pathname + location.search + location.hash));
  };
  const column = layout === 'column';
  const look = buttonClass({ color: 'inherit' }, itemClassName);
  const signOut = (
    <Link href={logoutHref} prefetch={false} className={look}>
      {texts.signOut}
    </Link>
  );

  let links;
  if (!session) {
    links = (
      <IntentLink href={shownSignInHref} className={look} onPointerEnter={pointAtShownPage} onFocus={pointAtShownPage}>
        {texts.signIn}
      </IntentLink>
    );
  } else if (session.accountType === 'employer') {
    links = (
      <>
        <IntentLink href={dashboardHref} className={look}>
          {texts.dashboard}
        </IntentLink>
        {signOut}
      </>
    );
  } else {
    const name = displayName(session);
    const sentence = interpolate(texts.signedInAs, { name });
    links = (
      <>
        <span data-testid="signed-in-as" title={sentence} className={styles.name}>
          {/* Read out as the whole sentence ("Signed in as …"), shown as the name alone. */}
          <span className={ui.visuallyHidden}>{sentence}</span>
          <span aria-hidden>{name}</span>
        </span>
        {signOut}
      </>
    );
  }
  return (
    <div data-account={session?.accountType ?? 'anonymous'} className={column ? styles.column : styles.row}>
      {links}
    </div>
  );
}
