'use client';

import { useCallback, useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useFlash } from '@/components/feedback/Flash';
import { readSession, storeSession, type SignInAnswer } from '@/lib/browser/session';

/**
 * The sign-in and sign-up pages' way in: a visitor already signed in has nothing to do there and
 * goes on to `destination` at once; a successful answer is kept as this tab's session, welcomed
 * with a flash and sent on to `destination` too.
 */
export function useSignIn(destination: string): (answer: SignInAnswer, welcome: string) => void {
  const router = useRouter();
  const flash = useFlash();
  useEffect(() => {
    if (readSession()) router.replace(destination);
  }, [router, destination]);

  return useCallback(
    (answer, welcome) => {
      storeSession(answer);
      flash({ type: 'success', text: welcome });
      router.replace(destination);
    },
    [router, flash, destination],
  );
}
