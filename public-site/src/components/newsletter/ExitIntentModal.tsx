'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import type { Language } from '@shigoto/db/enums';
import { readSession } from '@/lib/browser/session';
import { track } from '@/lib/browser/tracking';
import { SIGNED_UP_EMAIL_KEY } from './newsletter-storage';
import type { ExitIntentDialogProps } from './ExitIntentDialog';

const ExitIntentDialog = dynamic(() => import('./ExitIntentDialog').then((module) => module.ExitIntentDialog), { ssr: false });

/** The exit-intent offer waits 15 s after the page loads. */
const EXIT_INTENT_DELAY_MS = 15_000;
/** It shows once per browser; remembered in the browser's storage. */
const OFFERED_KEY = 'shigoto.newsletter.offered';
/** How the offer and its sign-ups are named in leads and tracking. */
const ORIGIN = 'exit_intent_modal';
/**
 * Never on the employer landing (/hire), welcome, newsletter and apply pages, nor where a visitor
 * signs in, up or out, nor on the employer's pages (the offer is for seekers).
 */
const SUPPRESSED = /^(\/jp)?(\/hire(\/|$)|\/welcome$|\/newsletter(\/unsubscribe)?$|.*\/apply$|\/user\/|\/PasswordReset$|\/password-reset\/|\/logout$|\/employer(\/|-confirm\/|$))/;

interface ExitIntentModalProps {
  language: Language;
  welcomeHref: string;
  texts: ExitIntentDialogProps['texts'];
}

/** Whether the offer is not for this visitor: they signed up, were offered it, or are signed in as an employer. */
function alreadyHandled(): boolean {
  if (readSession()?.accountType === 'employer') return true;
  try {
    return Boolean(window.localStorage.getItem(SIGNED_UP_EMAIL_KEY) || window.localStorage.getItem(OFFERED_KEY));
  } catch {
    return true; // no storage (private mode): never risk showing it on every page
  }
}

/**
 * The mailing-list offer when a visitor is about to leave: 15 s after load, the first time
 * the mouse leaves the window; once per browser; not for subscribers, employers or on the pages above.
 */
export function ExitIntentModal({ language, welcomeHref, texts }: ExitIntentModalProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (SUPPRESSED.test(pathname) || alreadyHandled()) return;
    const onLeave = (event: MouseEvent) => {
      // Never on top of another open dialog (an application being filled in): the visitor is busy
      // there (an open MUI modal, or an open native dialog such as the mobile menu).
      if (event.relatedTarget !== null || alreadyHandled() || document.querySelector('.MuiModal-root:not(.MuiModal-hidden), dialog[open]')) return;
      window.localStorage.setItem(OFFERED_KEY, '1');
      setOpen(true);
      setShown(true);
      track('MODAL_VIEW', { origin: ORIGIN, exit_intent: true });
    };
    const timer = window.setTimeout(() => document.addEventListener('mouseout', onLeave), EXIT_INTENT_DELAY_MS);
    // Marks when the 15 s start counting (the page is interactive), for tests and for debugging.
    document.documentElement.dataset.exitIntent = 'armed';
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('mouseout', onLeave);
      delete document.documentElement.dataset.exitIntent;
    };
  }, [pathname]);

  function close() {
    setOpen(false);
    track('MODAL_CLOSE', { origin: ORIGIN, exit_intent: true });
  }

  // The dialog's code (MUI Dialog, the sign-up form) loads only when the offer is first shown.
  return shown ? <ExitIntentDialog open={open} onClose={close} language={language} welcomeHref={welcomeHref} texts={texts} source={ORIGIN} /> : null;
}
