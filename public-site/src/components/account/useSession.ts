'use client';

import { useSyncExternalStore } from 'react';
import { SESSION_EVENT, readSession, type Session } from '@/lib/browser/session';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  return () => window.removeEventListener(SESSION_EVENT, onChange);
}

// The same object while the stored session is unchanged: React compares snapshots by identity.
let last: { key: string; session: Session | null } = { key: '', session: null };

function snapshot(): Session | null {
  const session = readSession();
  const key = session ? JSON.stringify(session) : '';
  if (key !== last.key) last = { key, session };
  return last.session;
}

/**
 * This tab's session, following every sign-in, sign-out and profile change. The server (and the
 * first render in the browser) always sees an anonymous visitor: pages are shared by everyone,
 * so the signed-in parts appear once the page runs in the browser.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
