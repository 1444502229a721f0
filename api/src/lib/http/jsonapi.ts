import type { Request } from 'express';

/** JSON:API documents: the shape the site's API client decodes into "id plus attributes". */
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

const PAGE_PARAMETERS = new Set(['page[number]', 'page[size]']);

/** A query parameter's name as the client meant it (`page%5Bnumber%5D` is `page[number]`). */
function parameterName(pair: string): string {
  const raw = pair.slice(0, pair.includes('=') ? pair.indexOf('=') : pair.length);
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/**
 * Links to pages of the request's own list: its other parameters exactly as the client encoded
 * them, then page[number] and page[size]. (Re-serializing the query through URL was ~5 % of a
 * search request, and decoding it afterwards turned an encoded "+" or "&" into a separator.)
 */
function pageLinks(req: Request, size: number): (number: number) => string {
  const [path, query = ''] = splitOnce(req.originalUrl, '?');
  const kept = query.split('&').filter((pair) => pair && !PAGE_PARAMETERS.has(parameterName(pair)));
  const prefix = `${path}?${kept.map((pair) => `${pair}&`).join('')}page[number]=`;
  return (number) => `${prefix}${number}&page[size]=${size}`;
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
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
