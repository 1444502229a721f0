import { getSitemapEntries } from '@/lib/api/sitemap';
import { sitemapFileUrls, sitemapIndexEntries, sitemapIndexXml, urlsetXml } from './sitemap';

const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' };

function xml(body: string): Response {
  return new Response(body, { headers: XML_HEADERS });
}

/**
 * The API could not say what the site has: 503 (a crawler comes back later; the page cache keeps
 * no 503), rather than a sitemap missing every job.
 */
function unavailable(): Response {
  return new Response('The sitemap is unavailable for a moment.\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } });
}

/**
 * /sitemap.xml: the whole sitemap while it fits one file (50,000 addresses), else an index of the
 * files /sitemap/{n}.xml, one per page of the API's entries (each sized to fit).
 */
export async function sitemapResponse(): Promise<Response> {
  try {
    const first = await getSitemapEntries(1);
    return xml(first.totalPages > 1 ? sitemapIndexXml(sitemapIndexEntries(first.totalPages)) : urlsetXml(sitemapFileUrls(1, first.items)));
  } catch {
    return unavailable();
  }
}

/** /sitemap/{n}.xml: one file of the index; a number past the last is a 404. */
export async function sitemapFileResponse(file: string): Promise<Response> {
  const number = /^[1-9]\d{0,4}\.xml$/.test(file) ? Number.parseInt(file, 10) : NaN;
  if (!Number.isInteger(number)) return new Response('Not found\n', { status: 404 });
  try {
    const page = await getSitemapEntries(number);
    if (number > page.totalPages) return new Response('Not found\n', { status: 404 });
    return xml(urlsetXml(sitemapFileUrls(number, page.items)));
  } catch {
    return unavailable();
  }
}
