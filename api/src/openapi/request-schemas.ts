import type { DeclaredField } from '../lib/http/declared-fields.js';
import type { Schema } from './schemas.js';

/**
 * What a request may carry, described from the endpoint's own validators: the document cannot
 * drift from what the API accepts.
 */

interface FieldNode {
  /** Set when a validator names this very path. */
  declared?: { schema: Schema; required: boolean };
  properties: Map<string, FieldNode>;
  items?: FieldNode;
}

const fieldNode = (): FieldNode => ({ properties: new Map() });

/** Named by a validator as required, or (when no validator names it) holding a required field. */
const isRequired = (node: FieldNode): boolean => node.declared?.required ?? [...node.properties.values()].some(isRequired);

function schemaOf(node: FieldNode): Schema {
  const own = node.declared?.schema ?? {};
  if (node.items) return { type: 'array', ...own, items: schemaOf(node.items) };
  if (!node.properties.size) return own;
  const children = [...node.properties];
  const required = children.filter(([, child]) => isRequired(child)).map(([name]) => name);
  return {
    type: 'object',
    ...own,
    properties: Object.fromEntries(children.map(([name, child]) => [name, schemaOf(child)])),
    ...(required.length ? { required } : {}),
  };
}

/** The JSON body the validators read: `user.email` is `email` inside `user`, `ids.*` each item of `ids`. */
export function bodySchema(fields: readonly DeclaredField[]): Schema {
  const root = fieldNode();
  for (const field of fields.filter((f) => f.location === 'body')) {
    let node = root;
    for (const segment of field.path.split('.')) {
      if (segment === '*') node = node.items ??= fieldNode();
      else node = node.properties.get(segment) ?? node.properties.set(segment, fieldNode()).get(segment)!;
    }
    node.declared = { schema: field.schema, required: field.required };
  }
  return { type: 'object', ...schemaOf(root) };
}

/** `page.number` as a query string writes it: `page[number]`. */
export const queryName = (path: string) => path.replace(/\.([^.]+)/g, '[$1]');

/** Query parameters the validators read whose top-level name is not in `documented`. */
export function queryParameters(fields: readonly DeclaredField[], documented: readonly string[]): Schema[] {
  const topLevel = (name: string) => name.split(/[.[]/)[0];
  const known = new Set(documented.map(topLevel));
  return fields
    .filter((field) => field.location === 'query' && !known.has(topLevel(field.path)))
    .map((field) => ({ name: queryName(field.path), in: 'query', ...(field.required ? { required: true } : {}), schema: { type: 'string', ...field.schema } }));
}

/** The parameters of a path template (`/jobs/{id}`), typed by the validator of each when it has one. */
export function pathParameters(path: string, fields: readonly DeclaredField[]): Schema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const declared = fields.find((field) => field.location === 'params' && field.path === name);
    return { name, in: 'path', required: true, schema: { type: 'string', ...declared?.schema } };
  });
}
