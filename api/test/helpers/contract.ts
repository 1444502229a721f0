import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';

/**
 * Checks real answers against the OpenAPI document: the status must be one the operation lists,
 * a JSON body must match its schema with no property the document does not name (every object
 * schema that lists properties is closed), a file must come in a listed media type, and every
 * JSON:API answer must be a JSON:API 1.1 document (test/fixtures/jsonapi-1.1.schema.json).
 */
type Json = Record<string, unknown>;

/** The document with `additionalProperties: false` on every object schema that lists its properties. */
export function closed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closed);
  if (!value || typeof value !== 'object') return value;
  const object = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, closed(inner)])) as Json;
  if (object.properties && typeof object.properties === 'object' && !('additionalProperties' in object) && (object.type === 'object' || object.required)) {
    object.additionalProperties = false;
  }
  return object;
}

const jsonApiSchema = JSON.parse(readFileSync(new URL('../fixtures/jsonapi-1.1.schema.json', import.meta.url), 'utf8')) as Json;

/** A JSON pointer segment inside a URI fragment. */
const segment = (key: string) => encodeURIComponent(key.replaceAll('~', '~0').replaceAll('/', '~1'));

export interface Checked {
  operation: string;
  status: number;
  problems: string[];
}

export function contractChecker(doc: Json) {
  const openApi = new Ajv2020({ strict: false, allErrors: true });
  addFormats(openApi);
  openApi.addSchema(closed(doc) as Json, 'openapi');
  const jsonApi = new Ajv({ strict: false, allErrors: true });
  addFormats(jsonApi);
  const isJsonApi = jsonApi.compile(jsonApiSchema);
  const compiled = new Map<string, ValidateFunction>();
  const errorsOf = (validate: ValidateFunction) => (validate.errors ?? []).map((e) => `${e.instancePath || '$'} ${e.message ?? ''} ${e.params ? JSON.stringify(e.params) : ''}`.trim());
  const paths = doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Json }> }> }>>;

  return {
    /** The problems of one answer to `method template` (e.g. `get /jobs/{id}`). */
    check(method: string, template: string, res: Response): Checked {
      const operation = `${method} ${template}`;
      const documented = paths[template]?.[method];
      if (!documented) return { operation, status: res.status, problems: [`${operation} is not in the document`] };
      const answer = documented.responses[String(res.status)];
      if (!answer) return { operation, status: res.status, problems: [`${operation} answered ${res.status}, which the document does not list`] };
      const problems: string[] = [];
      const mediaType = String(res.headers['content-type'] ?? '').split(';')[0];
      if (!answer.content) {
        // A redirect's short text body (Express writes one for browsers) is not part of the contract.
        if (res.text && (res.status < 300 || res.status >= 400)) problems.push(`${res.status} has no documented body, but one came`);
        return { operation, status: res.status, problems };
      }
      const content = answer.content[mediaType] ?? answer.content['*/*'];
      if (!content) return { operation, status: res.status, problems: [`${res.status} came as ${mediaType}, not one of ${Object.keys(answer.content).join(', ')}`] };
      if (content.schema.format === 'binary') return { operation, status: res.status, problems };
      const ref = `openapi#/paths/${segment(template)}/${method}/responses/${res.status}/content/${segment(mediaType)}/schema`;
      let validate = compiled.get(ref);
      if (!validate) compiled.set(ref, (validate = openApi.compile({ $ref: ref })));
      if (!validate(res.body)) problems.push(...errorsOf(validate).map((e) => `schema: ${e}`));
      const fieldErrors = (content.schema.$ref as string | undefined)?.endsWith('/FieldErrors');
      if (!fieldErrors && !isJsonApi(res.body)) problems.push(...errorsOf(isJsonApi).map((e) => `JSON:API: ${e}`));
      return { operation, status: res.status, problems };
    },
  };
}
