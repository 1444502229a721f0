'use client';

import { Suspense, useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { startTracking, track, trackPageView } from '@/lib/browser/tracking';

interface TrackerProps {
  /** The product's social accounts (name and URL): a click on a link to one is a SOCIAL_BUTTON_CLICK. */
  socialLinks: readonly { name: string; url: string }[];
}

/** A page view on the first load and on every client-side route change. */
function PageViews() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    trackPageView();
  }, [pathname, search]);
  return null;
}

/**
 * Mounted once in the root layout: starts tracking (see lib/browser/tracking.ts), counts page
 * views and clicks on the social links wherever they are on the page.
 */
export function Tracker({ socialLinks }: TrackerProps) {
  useEffect(() => {
    startTracking();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const social = link && socialLinks.find((candidate) => candidate.url === link.getAttribute('href'));
      if (social) track('SOCIAL_BUTTON_CLICK', { origin: social.name });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [socialLinks]);

  return (
    // Reading the URL's query suspends while a page renders on the server; nothing is shown anyway.
    <Suspense fallback={null}>
      <PageViews />
    </Suspense>
  );
}
