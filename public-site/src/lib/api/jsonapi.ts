import type { Paginated } from './types';

/** JSON:API documents as the API sends them. */
export interface ResourceIdentifier {
  id: string;
  type: string;
}

export interface ResourceObject extends ResourceIdentifier {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

export interface JsonApiDocument<Data extends ResourceObject | ResourceObject[]> {
  data: Data;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
}

/** A decoded record: its id plus its attributes, with relationships replaced by the records they name. */
type Decoded = { id: string } & Record<string, unknown>;

function keyOf(resource: ResourceIdentifier): string {
  return `${resource.type}:${resource.id}`;
}

/**
 * Relationships resolve one level deep: an included record keeps its attributes but not its own
 * relationships, which keeps cyclic documents (job → company → jobs) finite.
 */
function decodeResource(resource: ResourceObject, included: Map<string, ResourceObject> | null): Decoded {
  const record: Decoded = { ...resource.attributes, id: resource.id };
  if (!included) return record;
  const resolve = (identifier: ResourceIdentifier) => {
    const related = included.get(keyOf(identifier));
    return related ? decodeResource(related, null) : null;
  };
  for (const [name, { data }] of Object.entries(resource.relationships ?? {})) {
    record[name] = Array.isArray(data) ? data.map(resolve).filter((r) => r !== null) : data ? resolve(data) : null;
  }
  return record;
}

function includedIndex(document: JsonApiDocument<ResourceObject | ResourceObject[]>): Map<string, ResourceObject> {
  return new Map((document.included ?? []).map((resource) => [keyOf(resource), resource]));
}

/**
 * The site's types describe the API contract; the decoder is the single place where the wire
 * format becomes those types.
 */
export function decodeOne<T>(document: JsonApiDocument<ResourceObject>): T {
  return decodeResource(document.data, includedIndex(document)) as T;
}

export function decodeMany<T>(document: JsonApiDocument<ResourceObject[]>): T[] {
  const included = includedIndex(document);
  return document.data.map((resource) => decodeResource(resource, included) as T);
}

/** A page of a list, with the pagination the API puts in `meta`. */
export function decodePage<T>(document: JsonApiDocument<ResourceObject[]>): Paginated<T> {
  const meta = document.meta ?? {};
  const items = decodeMany<T>(document);
  return {
    items,
    total: Number(meta.total ?? items.length),
    page: Number(meta.page ?? 1),
    perPage: Number(meta.per_page ?? items.length),
    totalPages: Number(meta.total_pages ?? 1),
  };
}
