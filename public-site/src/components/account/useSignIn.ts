'use client';

import { useCallback, useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useFlash } from '@/components/feedback/Flash';
import { readSession, storeSession, type AccountType, type SignInAnswer } from '@/lib/browser/session';

/**
 * The sign-in and sign-up pages' way in, for one kind of account (seeker or employer): a visitor
 * already signed in as that kind has nothing to do there and goes on to `destination` at once
 * (signed in as the other kind, they stay: signing in replaces that session); a successful
 * answer is kept as this tab's session, welcomed with a flash and sent on to `destination`, or
 * to `to` when the answer calls for another page (an employer still to confirm the e-mail).
 */
export function useSignIn(kind: AccountType, destination: string): (answer: SignInAnswer, welcome: string, to?: string) => void {
  const router = useRouter();
  const flash = useFlash();
  useEffect(() => {
    if (readSession()?.accountType === kind) router.replace(destination);
  }, [router, kind, destination]);

  return useCallback(
    (answer, welcome, to) => {
      storeSession(answer);
      flash({ type: 'success', text: welcome });
      router.replace(to ?? destination);
    },
    [router, flash, destination],
  );
}
