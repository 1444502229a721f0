import type { Request } from 'express';

/** JSON:API documents (DESIGN §5): the shape the spec's client decodes into "id plus attributes". */
export interface ResourceObject {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string; type: string } | { id: string; type: string }[] | null }>;
}

export function resourceObject(
  type: string,
  id: number | string,
  attributes: Record<string, unknown>,
  relationships?: ResourceObject['relationships'],
): ResourceObject {
  return { id: String(id), type, attributes, ...(relationships ? { relationships } : {}) };
}

export interface Page {
  number: number;
  size: number;
  offset: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Reads page[number] and page[size] (already validated as integers, or absent). */
export function pageOf(query: { page?: { number?: number; size?: number } }): Page {
  const number = Math.max(1, query.page?.number ?? 1);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, query.page?.size ?? DEFAULT_PAGE_SIZE));
  return { number, size, offset: (number - 1) * size };
}

/** Links to pages of the request's own list: its URL with page[number] and page[size] replaced (parsed once). */
function pageLinks(req: Request, size: number): (number: number) => string {
  const url = new URL(req.originalUrl, 'http://local');
  url.searchParams.set('page[number]', '1');
  url.searchParams.set('page[size]', String(size));
  return (number) => {
    url.searchParams.set('page[number]', String(number));
    return decodeURIComponent(url.pathname + url.search);
  };
}

export function listDocument(
  req: Request,
  data: ResourceObject[],
  page: Page,
  total: number,
  extra: { included?: ResourceObject[]; meta?: Record<string, unknown> } = {},
) {
  const totalPages = Math.max(1, Math.ceil(total / page.size));
  const pageLink = pageLinks(req, page.size);
  return {
    data,
    ...(extra.included ? { included: extra.included } : {}),
    meta: { total, page: page.number, per_page: page.size, total_pages: totalPages, ...extra.meta },
    links: {
      self: pageLink(page.number),
      next: page.number < totalPages ? pageLink(page.number + 1) : null,
      prev: page.number > 1 ? pageLink(page.number - 1) : null,
    },
  };
}

/** De-duplicates included resources by type and id. */
export function uniqueResources(resources: ResourceObject[]): ResourceObject[] {
  const seen = new Map<string, ResourceObject>();
  for (const r of resources) seen.set(`${r.type}:${r.id}`, r);
  return [...seen.values()];
}
