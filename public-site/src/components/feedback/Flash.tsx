'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';

const FlashBanner = dynamic(() => import('./FlashBanner').then((module) => module.FlashBanner), { ssr: false });

/** How long a flash message stays unless told otherwise. */
export const FLASH_DURATION_MS = 8_000;

export type FlashType = 'success' | 'failure';

export interface FlashMessage {
  type: FlashType;
  text: string;
  /** Milliseconds before it hides itself (default 8 s). */
  durationMs?: number;
}

type ShowFlash = (message: FlashMessage) => void;

const FlashContext = createContext<ShowFlash>(() => undefined);

/** Shows a flash banner from any client component under the layout's FlashProvider. */
export function useFlash(): ShowFlash {
  return useContext(FlashContext);
}

/** A message for the next page (kept across a navigation that replaces this page), shown once there. */
const NEXT_PAGE_KEY = 'shigoto.flash';

export function flashOnNextPage(message: FlashMessage): void {
  try {
    window.sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify(message));
  } catch {
    // Not kept: the next page simply shows no message.
  }
}

function takeNextPageFlash(): FlashMessage | null {
  try {
    const text = window.sessionStorage.getItem(NEXT_PAGE_KEY);
    window.sessionStorage.removeItem(NEXT_PAGE_KEY);
    return text ? (JSON.parse(text) as FlashMessage) : null;
  } catch {
    return null;
  }
}

/**
 * The flash banner every form on the site uses: one message at a time at the top of the screen,
 * success or failure, hidden after 8 s by default (or its own duration), or when closed.
 */
export function FlashProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [message, setMessage] = useState<(FlashMessage & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowFlash>((next) => {
    setMessage({ ...next, key: Date.now() });
    setOpen(true);
  }, []);

  // The layout (and this provider) stays across client-side navigations: a message left for the
  // next page is looked for on every new page, not only on the first one loaded.
  const pathname = usePathname();
  useEffect(() => {
    const pending = takeNextPageFlash();
    if (pending) show(pending);
  }, [pathname, show]);

  const context = useMemo(() => show, [show]);
  return (
    <FlashContext.Provider value={context}>
      {children}
      {/* The banner's code (MUI Snackbar and Alert) loads with the first message. */}
      {message && <FlashBanner message={message} open={open} onClose={() => setOpen(false)} closeLabel={closeLabel} />}
    </FlashContext.Provider>
  );
}
