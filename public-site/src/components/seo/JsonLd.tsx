import { serializeJsonLd } from '@/lib/seo/structured-data';

/** Structured data for search engines: a data block, never run, so the Content-Security-Policy does not apply to it. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
