'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'onMouseEnter' | 'onTouchStart' | 'onFocus'> & {
  href: string;
};

/**
 * A link that prefetches its page once the visitor shows they may follow it (the pointer comes over
 * it, a finger touches it, the keyboard focuses it) instead of as soon as it is on screen. List
 * pages hold many such links (results, quick filters, filter chips, pages, tags); prefetching each
 * one on sight made a phone download and unpack a whole list page per link while the visitor was
 * still reading, and that work delayed the page becoming responsive. docs/architecture.md has the
 * measurement.
 */
export function IntentLink({ href, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return <Link {...props} href={href} prefetch={false} onMouseEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch} />;
}
