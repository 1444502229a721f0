'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useFlash } from '@/components/feedback/Flash';
import { callApi } from '@/lib/browser/api';
import { clearSession, readSession } from '@/lib/browser/session';

/**
 * Signs out as soon as the page runs: the API ends the session (DELETE sessions), this tab forgets
 * its credentials, and the visitor goes home with a message. The tab forgets them even when the
 * API cannot be reached: signing out must always work here; the server's session then expires.
 */
export function SignOut({ homeHref, signedOutText }: { homeHref: string; signedOutText: string }) {
  const router = useRouter();
  const flash = useFlash();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (readSession()) await callApi('/sessions', { method: 'DELETE' }).catch(() => undefined);
      clearSession();
      flash({ type: 'success', text: signedOutText });
      router.replace(homeHref);
    })();
  }, [router, flash, homeHref, signedOutText]);

  return null;
}
