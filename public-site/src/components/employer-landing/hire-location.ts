import { notFound } from 'next/navigation';
import type { Language } from '@/i18n/language';
import { listLocations } from '@/lib/api/locations';
import { orNothing } from '@/lib/api/optional';

/** The optional location segment of /hire/{loc} and /hire/company-form/{loc}. */
export interface HireLocationProps {
  params: Promise<{ loc?: string[] }>;
}

/**
 * The place an employer page names, from its optional slug: a known slug gives the place's name;
 * an unknown one (or none) still shows the page, without a place. More than one segment is no page.
 */
export async function hireLocation(props: HireLocationProps, language: Language): Promise<{ slug?: string; name?: string }> {
  const segments = (await props.params).loc ?? [];
  if (segments.length > 1) notFound();
  const slug = segments[0];
  if (!slug) return {};
  const locations = await orNothing(() => listLocations(language));
  return { slug, name: locations.find((location) => location.slug === slug)?.name };
}
