'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Language } from '@shigoto/db/enums';
import { track } from '@/lib/browser/tracking';
import { SIGNED_UP_EMAIL_KEY, SignupForm, type SignupFormProps } from './SignupForm';

/** The exit-intent offer waits 15 s after the page loads. */
const EXIT_INTENT_DELAY_MS = 15_000;
/** It shows once per browser; remembered in the browser's storage. */
const OFFERED_KEY = 'shigoto.newsletter.offered';
/** How the offer and its sign-ups are named in leads and tracking. */
const ORIGIN = 'exit_intent_modal';
/** Never on the employer landing (/hire), welcome, newsletter and apply pages, nor where a visitor signs in, up or out. */
const SUPPRESSED = /^(\/jp)?(\/hire(\/|$)|\/welcome$|\/newsletter(\/unsubscribe)?$|.*\/apply$|\/user\/|\/PasswordReset$|\/password-reset\/|\/logout$)/;

interface ExitIntentModalProps {
  language: Language;
  welcomeHref: string;
  texts: SignupFormProps['texts'] & { title: string; intro: string; close: string };
}

function alreadyHandled(): boolean {
  try {
    return Boolean(window.localStorage.getItem(SIGNED_UP_EMAIL_KEY) || window.localStorage.getItem(OFFERED_KEY));
  } catch {
    return true; // no storage (private mode): never risk showing it on every page
  }
}

/**
 * The mailing-list offer when a visitor is about to leave: 15 s after load, the first time
 * the mouse leaves the window; once per browser; not for subscribers or on the pages above.
 */
export function ExitIntentModal({ language, welcomeHref, texts }: ExitIntentModalProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (SUPPRESSED.test(pathname) || alreadyHandled()) return;
    const onLeave = (event: MouseEvent) => {
      // Never on top of another open dialog (an application being filled in): the visitor is busy
      // there. Closed dialogs that stay mounted (the mobile menu) carry MUI's hidden class.
      if (event.relatedTarget !== null || alreadyHandled() || document.querySelector('.MuiModal-root:not(.MuiModal-hidden)')) return;
      window.localStorage.setItem(OFFERED_KEY, '1');
      setOpen(true);
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

  return (
    <Dialog open={open} onClose={close} aria-labelledby="exit-intent-title" maxWidth="sm" fullWidth>
      <DialogTitle id="exit-intent-title" sx={{ pr: 6 }}>
        {texts.title}
        <IconButton aria-label={texts.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          ×
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {texts.intro}
        </Typography>
        <SignupForm language={language} welcomeHref={welcomeHref} texts={texts} source={ORIGIN} exitIntent />
      </DialogContent>
    </Dialog>
  );
}
