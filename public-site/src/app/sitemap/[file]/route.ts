import { sitemapFileResponse } from '@/lib/seo/sitemap-response';

// Built per request, like /sitemap.xml.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return sitemapFileResponse((await params).file);
}
