import { headers } from 'next/headers';
import type { Language } from '@shigoto/db/enums';
import { RENDER_ID_HEADER, notePageTags, type PageTag } from '../page-tags.mjs';
import type { JsonApiDocument, ResourceObject } from './jsonapi';

import { apiOrigin } from './origin';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/** The API could not be reached at all (down, refused, timed out). */
const API_UNREACHABLE_STATUS = 503;

/**
 * How long a page waits for one API answer. The API answers in tens of milliseconds (its p99 under
 * load is ~40 ms with 100k jobs); one that has said nothing for 5 s is hung or drowning, and the
 * visitor is better served by the page's own notice now than by a page that never comes. A page
 * makes only a few calls in a row, so even then it answers within seconds.
 */
const API_TIMEOUT_MS = 5_000;

/**
 * What an answer shows, as page tags: a page rendered for the page cache is filed under the tags of
 * every answer it used, and renders anew when the API says one of them changed. Answers themselves
 * are never kept here — one cache, the page cache, and one way to refresh it.
 */
export interface CachePolicy {
  /** Known before the call: a page showing the API's 404 is filed under them too. */
  tags: readonly PageTag[];
  /** Read from the answer: the one job or company it turned out to show (see `@shigoto/db/page-tags`). */
  tagsOf?: (document: JsonApiDocument<ResourceObject | ResourceObject[]>) => readonly PageTag[];
}

/** Files the page being rendered under the answer's tags, when it is rendered for the page cache. */
async function noteTagsOfPage(tags: readonly PageTag[]): Promise<void> {
  if (!tags.length) return;
  notePageTags((await headers()).get(RENDER_ID_HEADER), tags);
}

type QueryValue = string | number | readonly string[] | undefined;

/** Filters as query parameters: `{ remote_level: 'a,b' }` → `filter[remote_level]=a,b`. */
export function filterQuery(filters: Partial<Record<string, string>> = {}): Record<string, QueryValue> {
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [`filter[${name}]`, value]));
}

/** The API's `lang` parameter: Japanese asks for it, English is the default. */
export function languageQuery(language: Language): Record<string, QueryValue> {
  return { lang: language === 'jp' ? 'jp' : undefined };
}

function apiUrl(path: string, query: Record<string, QueryValue>): string {
  const url = new URL(`${apiOrigin()}/api/v1${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

/** The `detail` of the first entry of the response's errors list (a JSON:API error document), else the default text ('System error occurred'). */
function firstErrorMessage(body: unknown): string {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  if (first && typeof first === 'object' && 'detail' in first && typeof first.detail === 'string') return first.detail;
  return 'System error occurred';
}

export async function apiGet<Data extends ResourceObject | ResourceObject[]>(
  path: string,
  query: Record<string, QueryValue>,
  policy: CachePolicy,
): Promise<JsonApiDocument<Data>> {
  // Before the call: a page that shows the API's 404 is filed too, and renders anew when it changes.
  await noteTagsOfPage(policy.tags);
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { cache: 'no-store', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch (cause) {
    throw new ApiError(API_UNREACHABLE_STATUS, `API unreachable: GET ${path}`, { cause });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, firstErrorMessage(body));
  if (!body || typeof body !== 'object' || !('data' in body)) {
    throw new ApiError(502, `Unexpected response to GET ${path}`);
  }
  const document = body as JsonApiDocument<Data>;
  if (policy.tagsOf) await noteTagsOfPage(policy.tagsOf(document));
  return document;
}
