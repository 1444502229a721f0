'use client';

import { Suspense, useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { TRACKING_EVENT_TYPES, type TrackingEventType } from '@shigoto/db/enums';
import { startTracking, track, trackPageView } from '@/lib/browser/tracking';

/**
 * A link or button a server component marks with `data-track-click="<event type>"` (and
 * optionally `data-track-origin`) sends that event when clicked, without becoming a client component.
 */
const TRACK_CLICK_SELECTOR = '[data-track-click]';

const isEventType = (value: string | undefined): value is TrackingEventType => TRACKING_EVENT_TYPES.includes(value as TrackingEventType);

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
 * views, clicks on the social links wherever they are on the page, and clicks on marked elements.
 */
export function Tracker({ socialLinks }: TrackerProps) {
  useEffect(() => {
    startTracking();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const social = link && socialLinks.find((candidate) => candidate.url === link.getAttribute('href'));
      if (social) track('SOCIAL_BUTTON_CLICK', { origin: social.name });
      const marked = event.target instanceof Element ? event.target.closest<HTMLElement>(TRACK_CLICK_SELECTOR) : null;
      if (marked && isEventType(marked.dataset.trackClick)) track(marked.dataset.trackClick, { origin: marked.dataset.trackOrigin });
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
