import { sitemapResponse } from '@/lib/seo/sitemap-response';

// Built per request (the API is not running at build time); the page cache keeps the answer until what it lists changes.
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return sitemapResponse();
}
