'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link that prefetches its page once the visitor shows they may follow it (the pointer comes over
 * it, a finger touches it, the keyboard focuses it) instead of as soon as it is on screen. A page
 * shows many links (a list's results and quick filters, the header's, a job's company and salary
 * guide); prefetching each one on sight made a phone download and unpack a whole page per link
 * while the visitor was still reading, and that work delayed the page becoming responsive.
 * docs/architecture.md has the measurement.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  /** The caller's own handler, then the prefetch. */
  const thenPrefetch =
    <E,>(handler: ((event: E) => void) | undefined) =>
    (event: E) => {
      handler?.(event);
      router.prefetch(href);
    };
  return <Link {...props} href={href} prefetch={false} onMouseEnter={thenPrefetch(onMouseEnter)} onTouchStart={thenPrefetch(onTouchStart)} onFocus={thenPrefetch(onFocus)} />;
}
