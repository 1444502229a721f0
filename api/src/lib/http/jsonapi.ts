import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../errors/index.js';

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

/** JSON:API's media type: requests may be sent in it, and answers are given in it to clients that ask for it. */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

export const INCLUDE_UNSUPPORTED_MESSAGE = 'is not supported: every answer already includes its related resources';
export const MEDIA_TYPE_PARAMETERS_MESSAGE = 'The JSON:API media type may carry only the ext and profile parameters';

/** The JSON:API media types in a header that carry a parameter other than ext and profile, and whether there are any at all. */
function jsonApiMediaTypes(header: string): { any: boolean; allModified: boolean } {
  const instances = header
    .split(',')
    .map((part) => part.split(';').map((piece) => piece.trim().toLowerCase()))
    .filter(([type]) => type === JSON_API_MEDIA_TYPE);
  const modified = (params: string[]) => params.some((param) => param && !/^(ext|profile)=/.test(param));
  return { any: instances.length > 0, allModified: instances.length > 0 && instances.every(([, ...params]) => modified(params)) };
}

/**
 * `res.json` for an answer in the JSON:API media type. Express adds `; charset=utf-8` to the type
 * of any text it sends, and JSON:API allows no media type parameter but ext and profile; sent as
 * bytes, the type stays as set (JSON is UTF-8 by definition). ETag and 304 work as for any answer.
 */
function sendJsonApiDocument(this: Response, body: unknown): Response {
  return this.send(Buffer.from(JSON.stringify(body) ?? ''));
}

/**
 * JSON:API's rules for a request, before any endpoint reads it: a body in the JSON:API media type
 * with other parameters than ext and profile is refused (415), as is an Accept header whose every
 * JSON:API media type has them (406); a client that asks for the JSON:API media type gets its
 * answers in it (others keep application/json, so answers vary with Accept); `include` is refused
 * (400): the related resources an answer has are always included, no others can be asked for.
 */
export const jsonApiRequest: RequestHandler = (req, res, next) => {
  res.vary('Accept');
  const contentType = req.headers['content-type'];
  if (contentType?.includes('vnd.api+json') && jsonApiMediaTypes(contentType).allModified) {
    return next(new AppError(415, MEDIA_TYPE_PARAMETERS_MESSAGE));
  }
  const accept = req.headers.accept;
  if (accept?.includes('vnd.api+json')) {
    const asked = jsonApiMediaTypes(accept);
    if (asked.allModified && !req.accepts('application/json')) return next(new AppError(406, MEDIA_TYPE_PARAMETERS_MESSAGE));
    if (req.accepts([JSON_API_MEDIA_TYPE, 'application/json']) === JSON_API_MEDIA_TYPE) {
      res.setHeader('Content-Type', JSON_API_MEDIA_TYPE);
      res.json = sendJsonApiDocument;
    }
  }
  if ((req.query as Record<string, unknown>).include !== undefined) {
    return next(new AppError(400, `include ${INCLUDE_UNSUPPORTED_MESSAGE}`, { include: [INCLUDE_UNSUPPORTED_MESSAGE] }, { include: { parameter: 'include' } }));
  }
  next();
};
