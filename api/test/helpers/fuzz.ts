import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import qs from 'qs';
import type { JsonSchema } from '../../src/lib/http/declared-fields.js';
import type { Access } from '../../src/lib/http/endpoint.js';
import { bodySchema, queryName } from '../../src/openapi/request-schemas.js';
import { allowed, freshAddress, ROLES, type Role } from './callers.js';
import { docxBytes, pdfBytes } from './factories.js';
import { declaredRoutes } from './routes.js';

/**
 * The pieces of the API fuzz: which operations there are and what they read, hostile and
 * plausible values for what they read, raw HTTP to send them, and the checks on each answer.
 */

// ---------------------------------------------------------------------------------------------
// Operations

export interface FuzzOperation {
  method: string;
  /** The route with Express parameters (`/api/v1/jobs/:id`). */
  path: string;
  access: readonly Access[];
  query: { name: string; schema: JsonSchema; deepObject: boolean }[];
  body?: { kind: 'json' | 'multipart'; schema: JsonSchema };
}

interface OpenApiParameter {
  name: string;
  in: string;
  style?: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * Every operation the OpenAPI document describes, then every other declared route (the staff
 * console API, health checks), which the router describes through its validators.
 */
export function fuzzOperations(document: OpenApiDocument): FuzzOperation[] {
  const routes = declaredRoutes();
  const prefix = new URL(document.servers[0].url).pathname;
  const described = Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]): FuzzOperation => {
      const path = `${prefix}${template.replace(/\{(\w+)\}/g, ':$1')}`;
      const route = routes.find((r) => r.method === method && r.path === path);
      if (!route) throw new Error(`${method.toUpperCase()} ${path} is described but not mounted`);
      const content = operation.requestBody?.content ?? {};
      const [kind, media] = content['multipart/form-data'] ? ['multipart' as const, content['multipart/form-data']] : ['json' as const, content['application/json']];
      return {
        method,
        path,
        access: route.access,
        query: operation.parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, deepObject: p.style === 'deepObject' })),
        body: media ? { kind, schema: media.schema } : undefined,
      };
    }),
  );
  const isDescribed = new Set(described.map((operation) => `${operation.method} ${operation.path}`));
  const undescribed = routes
    .filter((route) => !isDescribed.has(`${route.method} ${route.path}`))
    .map((route): FuzzOperation => ({
      method: route.method,
      path: route.path,
      access: route.access,
      query: route.fields.filter((f) => f.location === 'query').map((f) => ({ name: queryName(f.path), schema: f.schema, deepObject: false })),
      body: route.method === 'get' ? undefined : { kind: 'json', schema: bodySchema(route.fields) },
    }));
  return [...described, ...undescribed];
}

// ---------------------------------------------------------------------------------------------
// Values

/** A value as text: strings as they are, anything else as JSON (String() throws on an object whose toString is not a function). */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'));

/** Values of the seeded world, by the name of the parameter or field they fit (`id`, `job_id`). */
export type Seeds = Record<string, readonly (string | number)[]>;

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'toLocaleString', 'isPrototypeOf'] as const;

/** An own property of any name, `__proto__` included (an object literal would set the prototype). */
const withOwn = <T extends object>(target: T, key: string, value: unknown): T =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

const nested = (depth: number, wrap: (inner: unknown) => unknown) => Array.from({ length: depth }).reduce<unknown>((inner) => wrap(inner), 1);

const HOSTILE_TEXT = {
  loneSurrogates: ['\ud800', '\udfff', 'a\ud800b', '\udc00\ud800', 'seeker@example.com\ud800', '\ud800@example.com'],
  control: ['\u0000', 'a\u0000b', '\u0000@example.com', 'seeker@example.com\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b[2J', '\u007f', '\u0085', 'a\r\nInjected: header'],
  long: ['x'.repeat(100_000), 'あ'.repeat(20_000), `${'a'.repeat(300)}@example.com`, `https://example.com/${'a'.repeat(5000)}`],
  unicode: ['😀', '👩‍👩‍👧‍👦', '\u202etxt.exe', '\u200b', 'e\u0301', '日本語の求人', '\ufeff', 'İstanbul', 'ß', '\u2028', 'Ｓｅｌｅｃｔ', 'ﬃ@example.com'],
  sql: ["' OR '1'='1", '1; DROP TABLE users; --', "1' UNION SELECT password_hash FROM users --", '%', '_', '\\', "'", '"', '`', "admin'--", '1 OR 1=1'],
  html: ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', '{{7*7}}', '${7*7}', '<!--'],
  links: ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example', 'http:/x', 'https://', 'file:///etc/passwd'],
  numbers: ['NaN', 'Infinity', '-Infinity', '-1', '0', '-0', '1e309', '1e-7', '0x10', '1.5', '9007199254740993', '99999999999999999999', ' 1', '+1', '١٢٣'],
  words: ['', ' ', 'true', 'false', 'null', 'undefined', '[]', '{}', '__proto__', 'constructor', 'toString', '../../etc/passwd', 'a,b,,c', ','],
};

/** Each kind of hostile text, and random text of any code units (lone surrogates included). */
const HOSTILE_TEXT_KINDS = [...Object.values(HOSTILE_TEXT).map((texts) => fc.constantFrom(...texts)), fc.string({ unit: 'binary', maxLength: 40 })];

/** Hostile text, each kind as likely as another. */
const hostileText: fc.Arbitrary<string> = fc.oneof(...HOSTILE_TEXT_KINDS);

/** Hostile text short enough for a URL (Node refuses request heads over 16 KiB before the app sees them). */
const hostileUrlText = hostileText.map((text) => text.slice(0, 500));

/** Objects whose keys shadow Object.prototype members, and objects shaped like operators or lists. */
const hostileObject = fc.oneof(
  fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom<unknown>(0, 1, '', 'x', null, {}, { polluted: true })).map(([key, value]) => withOwn({}, key, value)),
  fc.constantFrom<unknown>({}, { $gt: '' }, { 0: 'a', length: 1 }),
);

/**
 * Any JSON value a client could send where the API expects something else, one kind as likely
 * as another: each kind of hostile text, odd numbers, booleans and null, lists, prototype-key
 * objects, deep nesting and random JSON.
 */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  ...HOSTILE_TEXT_KINDS,
  fc.oneof(fc.constantFrom(0, -1, -0, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 1e-7, 1e21), fc.integer()),
  fc.constantFrom<unknown>(true, false, null),
  fc.constantFrom<unknown>([], [[]], [8], [1, 2], ['a'], [null], [{}], [[[[1]]]], Array.from({ length: 1000 }, (_, i) => i)),
  hostileObject,
  fc.constantFrom<unknown>(nested(400, (inner) => [inner]), nested(400, (inner) => ({ a: inner }))),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value the schema accepts, or a value of the seeded world when one fits the name. */
function plausible(schema: JsonSchema, name: string, seeds: Seeds): fc.Arbitrary<unknown> {
  const fromSchema = schemaValue(schema, seeds);
  const known = seeds[name];
  return known ? fc.oneof(fc.constantFrom(...known), fromSchema) : fromSchema;
}

function schemaValue(schema: JsonSchema, seeds: Seeds): fc.Arbitrary<unknown> {
  const { type, format, pattern, minimum, maximum, minLength, maxLength } = schema as Record<string, number & string>;
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (type) {
    case 'integer':
      return fc.integer({ min: minimum ?? -10, max: Math.min(maximum ?? 1000, 2 ** 31) });
    case 'number':
      return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible((schema.items ?? {}) as JsonSchema, '', seeds), { maxLength: 3 });
    case 'object': {
      const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
      if (!properties.length) return fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 });
      const record = Object.fromEntries(properties.map(([key, property]) => [key, plausible(property, key, seeds)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []) as string[] });
    }
    case 'string':
      if (format === 'email') return fc.emailAddress();
      if (format === 'uri') return fc.webUrl();
      if (format === 'date') return fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
      if (pattern) return fc.stringMatching(new RegExp(pattern)).filter((text) => text.length <= (maxLength ?? 200));
      return fc.string({ minLength: Math.max(minLength ?? 1, 1), maxLength: Math.max(minLength ?? 1, Math.min(maxLength ?? 40, 80)) });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------------------------------------
// Requests

export interface FuzzRequest {
  method: string;
  /** Path and query, percent-encoded as sent. */
  url: string;
  role: Role;
  headers: Record<string, string>;
  body?: Buffer;
  /** Every text the request carries, to tell an echo of it from a leak. */
  sent: string[];
}

interface RawBody {
  headers: Record<string, string>;
  bytes: Buffer;
  sent: string[];
}

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form: it becomes the three bytes
 * a careless encoder (WTF-8) sends, which no decoder accepts.
 */
function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    if (!/\p{Cs}/u.test(char)) encoded += encodeURIComponent(char);
    else {
      const unit = char.charCodeAt(0);
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  }
  return encoded;
}

const json = (value: unknown): RawBody => {
  const text = JSON.stringify(value) ?? 'null';
  return { headers: { 'content-type': 'application/json' }, bytes: Buffer.from(text), sent: [text, ...stringsIn(value)] };
};

/** Every string in a JSON value, keys included. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsIn(inner)]);
}

const raw = (text: string | Buffer, headers: Record<string, string>): RawBody => ({ headers, bytes: Buffer.from(text), sent: [text.toString()] });

/** Bodies no JSON endpoint should choke on: malformed, mislabelled or wrongly encoded. */
const ODD_JSON_BODIES: RawBody[] = [
  ...[
    '',
    'null',
    '[]',
    '"just a string"',
    '12345',
    'true',
    '{"user":5}',
    '{"user":{"email":{"$gt":""},"password":[1,2]}}',
    '{"job":{"title":["a"],"skills":"go","salary_min":"lots","location":{"x":1}}}',
    '{"applicant":{"job_id":"1 OR 1=1","name":null,"email":[],"location_id":-1}}',
    JSON.stringify({ feedback: { body: 'x'.repeat(200_000) } }),
    JSON.stringify({ data: { type: 'PAGE_VIEW', ab_tests: 'a', utm: [1] } }),
    '{"code":"\\u0000\\u0000"}',
    '{"refresh":"eyJhbGciOiJub25lIn0.e30."}',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    '{"user":{"email":"a@b.example","email":{"toString":1}}}',
    '{"job_id":1e400,"company_id":123456789012345678901234567890}',
    '{"a":',
    '\ufeff{"a":1}',
  ].map((text) => raw(text, { 'content-type': 'application/json' })),
  raw('{"user":{"email":"a@b.example"}}', { 'content-type': 'text/plain' }),
  raw('{"user":{"email":"a@b.example"}}', { 'content-type': 'application/vnd.api+json' }),
  raw('user[email]=a%40b.example&user[password][]=x', { 'content-type': 'application/x-www-form-urlencoded' }),
  raw('{"user":{"email":"a@b.example"}}', { 'content-type': 'application/json; charset=utf-16' }),
  raw('{"user":{"email":"a@b.example"}}', { 'content-type': 'application/json', 'content-encoding': 'gzip' }),
  raw('{"user":{"email":"a@b.example"}}', { 'content-type': 'application/json', 'content-encoding': 'br, compress' }),
  raw(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]), { 'content-type': 'application/json' }),
  raw('--x\r\nContent-Disposition: form-data; name="user[email]"\r\n\r\na@b.example\r\n--x--\r\n', { 'content-type': 'multipart/form-data; boundary=x' }),
  raw(`{"a":"${'x'.repeat(1_100_000)}"}`, { 'content-type': 'application/json' }),
];

/** Every path into a schema's objects and lists (a list's first item stands for all). */
function schemaPaths(schema: JsonSchema, at: string[] = []): { path: string[]; object: boolean }[] {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const inside = schema.items ? schemaPaths(schema.items as JsonSchema, [...at, '0']) : properties.flatMap(([key, property]) => schemaPaths(property, [...at, key]));
  return [{ path: at, object: schema.type === 'object' }, ...inside];
}

/** `value` with `replacement` at `path`, copied along the way (arrays and objects the fuzz generated stay as they were). */
function replaceAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [key, ...rest] = path;
  const container = value && typeof value === 'object' ? value : {};
  const copy = Array.isArray(container) ? [...container] : { ...container };
  const inner = Object.hasOwn(container, key) ? (container as Record<string, unknown>)[key] : undefined;
  return withOwn(copy, key, replaceAt(inner, rest, replacement));
}

/**
 * How a mutation changes the value at its place: a hostile value instead, the plausible value
 * wrapped in a list (validators check each item of a list), or an object posing as a value.
 */
const change: fc.Arbitrary<(current: unknown) => unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileValue.map((value) => () => value) },
  { weight: 1, arbitrary: fc.constantFrom((current: unknown) => [current], (current: unknown) => [[current]], () => []) },
  { weight: 1, arbitrary: hostileObject.map((value) => () => value) },
);

/**
 * A JSON body: mostly a plausible one with one place (sometimes a few) made hostile — its value
 * replaced or wrapped, or a key that shadows an Object.prototype member added — so the rest gets
 * past validation; sometimes a hostile value as the whole body; sometimes a malformed,
 * mislabelled or wrongly encoded one.
 */
function jsonBody(schema: JsonSchema, seeds: Seeds): fc.Arbitrary<RawBody> {
  const paths = schemaPaths(schema);
  const objects = paths.filter((p) => p.object).map((p) => p.path);
  const mutation = fc.oneof(
    { weight: 4, arbitrary: fc.record({ path: fc.constantFrom(...paths.map((p) => p.path)), change }) },
    {
      weight: 1,
      arbitrary: fc.record({ path: fc.tuple(fc.constantFrom(...objects), fc.constantFrom(...PROTOTYPE_KEYS)).map(([at, key]) => [...at, key]), change }),
    },
  );
  const mutations = fc.oneof(
    { weight: 1, arbitrary: fc.constant([]) },
    { weight: 4, arbitrary: mutation.map((one) => [one]) },
    { weight: 1, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }) },
  );
  const mutated = fc
    .tuple(plausible(schema, '', seeds), mutations)
    .map(([value, applied]) => json(applied.reduce((body, { path, change: apply }) => replaceAt(body, path, apply(valueAt(body, path))), value)));
  return fc.oneof({ weight: 8, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue.map((value) => json(value)) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_JSON_BODIES) });
}

const valueAt = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' && Object.hasOwn(at, key) ? (at as Record<string, unknown>)[key] : undefined), value);

const HOSTILE_FORM_NAMES = [
  'applicant[toString]',
  'applicant[email][toString]',
  'applicant[email][]',
  '__proto__[polluted]',
  'applicant[__proto__][polluted]',
  'constructor[prototype][polluted]',
  'applicant',
  'applicant[a][b][c][d]',
  'a\u0000b',
  'applicant[email]',
];

/** Bytes that are not UTF-8: a lone surrogate's WTF-8 form, a stray continuation byte, NUL. */
const brokenBytes = fc.constantFrom(Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0x61, 0xff, 0x62]), Buffer.from([0xc0, 0x80]), Buffer.from([0x00]));

interface FormPart {
  name: string;
  value: Buffer;
  filename?: string;
}

const BOUNDARY = 'fuzz-boundary';

/** A multipart/form-data body written by hand: names and file names go out as given, quotes and all. */
function multipartBytes(parts: FormPart[]): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n\r\n`),
    part.value,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** A multipart form: its fields plausible, hostile or not UTF-8, odd field names, files of any bytes. */
function multipartBody(schema: JsonSchema, seeds: Seeds): fc.Arbitrary<RawBody> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const leaf = (name: string) => name.match(/\[([^\]]*)\]$/)?.[1] ?? name;
  const text = (name: string, property: JsonSchema): fc.Arbitrary<Buffer> =>
    fc.oneof(
      { weight: 3, arbitrary: plausible(property, leaf(name), seeds).map((value) => Buffer.from(asText(value))) },
      { weight: 2, arbitrary: hostileText.map((value) => Buffer.from(value)) },
      { weight: 1, arbitrary: brokenBytes },
    );
  const file: fc.Arbitrary<Buffer> = fc.oneof(fc.constant(pdfBytes()), fc.constant(docxBytes()), fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)), fc.constant(Buffer.alloc(0)));
  const parts = properties.map(([name, property]): fc.Arbitrary<FormPart | null> =>
    fc.option(
      property.format === 'binary'
        ? fc.record({ name: fc.constant(name), value: file, filename: fc.oneof(fc.constant('cv.pdf'), hostileUrlText) })
        : fc.record({ name: fc.constant(name), value: text(name, property) }),
    ),
  );
  const extra = fc.array(
    fc.record({ name: fc.oneof(fc.constantFrom(...HOSTILE_FORM_NAMES), hostileUrlText), value: fc.oneof(hostileText.map((v) => Buffer.from(v)), brokenBytes) }),
    { maxLength: 2 },
  );
  const form = fc.tuple(fc.tuple(...parts), extra).map(([given, more]): RawBody => {
    const all: FormPart[] = [...given.filter((part) => part !== null), ...more];
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      bytes: multipartBytes(all),
      sent: all.flatMap((part) => [part.name, part.value.toString(), part.filename ?? '']),
    };
  });
  const odd = fc.constantFrom(
    raw(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="applicant[name]"\r\n\r\nno closing boundary`, { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }),
    raw('anything', { 'content-type': 'multipart/form-data' }),
    raw('{"applicant":{"name":"Aiko"}}', { 'content-type': 'application/json' }),
  );
  return fc.oneof({ weight: 8, arbitrary: form }, { weight: 1, arbitrary: odd });
}

/** Query fragments written by hand: nested, repeated, undecodable, NUL, prototype keys, JSON holding NUL. */
const RAW_QUERY_FRAGMENTS = [
  '%00=1',
  'q=%00',
  'q=a%00b',
  'q=%ED%A0%80',
  'q[]=a',
  'q[toString]=1',
  'q[0]=a',
  'q=a&q[x]=b',
  'filter=x',
  'filter[toString]=x',
  'filter[__proto__][polluted]=1',
  'page=5',
  'page[number][]=1',
  'page[number]=1e309',
  'page[size]=-1',
  'sort=%00',
  'sort[]=id',
  'lang[]=en',
  'q=%',
  'q=%zz',
  '%ZZ=1',
  'a[b][c][d][e][f][g]=1',
  `filter=${encodeURIComponent('{"q":"\\u0000"}')}`,
  `filter=${encodeURIComponent('{"q":{"toString":1},"id":[[]]}')}`,
  `range=${encodeURIComponent('[0,1e400]')}`,
];

/** Path segments that are not what a route expects: NUL, undecodable bytes, dots, numbers out of range. */
const RAW_PATH_SEGMENTS = ['%00', 'a%00b', '%ED%A0%80', '%C0%80', '%FF', '%', '%zz', '..', '%2e%2e', '%2F', '-1', '0', '1.5', '1e3', '99999999999999999999', 'NaN', 'x'.repeat(3000)];

/** The names the API's validators declare: every field's own name (`job_id`) and every `filter[…]` key. */
export interface DeclaredNames {
  fields: string[];
  filters: string[];
}

export function declaredNames(): DeclaredNames {
  const fields = declaredRoutes().flatMap((route) => route.fields);
  return {
    fields: [...new Set(['q', 'id', ...fields.map((field) => field.path.split('.').at(-1)!).filter((name) => name !== '*')])],
    filters: [...new Set(fields.filter((field) => field.location === 'query' && field.path.startsWith('filter.')).map((field) => field.path.slice('filter.'.length)))],
  };
}

/** A value for a query parameter: plausible, hostile text, or a JSON text (the console's `filter`, `sort`, `range`). */
function queryValue(schema: JsonSchema, name: string, seeds: Seeds, fieldNames: readonly string[]): fc.Arbitrary<unknown> {
  const jsonText = fc
    .oneof(
      fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(plausible({}, '', seeds), hostileValue), { maxKeys: 3 }),
      fc.tuple(fc.oneof(fc.constantFrom(...fieldNames), hostileUrlText), fc.oneof(fc.constantFrom('ASC', 'DESC'), hostileUrlText)),
      fc.tuple(fc.integer(), fc.integer()),
      hostileValue,
    )
    .map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema, name, seeds).map(asText) },
    { weight: 2, arbitrary: hostileUrlText },
    { weight: 1, arbitrary: jsonText },
    { weight: 1, arbitrary: fc.constantFrom<unknown>({ toString: 1 }, ['a', 'b'], { a: { b: { c: 'd' } } }) },
  );
}

function queryString(operation: FuzzOperation, seeds: Seeds, names: DeclaredNames): fc.Arbitrary<string> {
  const fieldNames = names.fields;
  const parameters = operation.query.map(({ name, schema, deepObject }) =>
    fc.option(
      deepObject
        ? fc.dictionary(fc.oneof(fc.constantFrom(...names.filters), hostileUrlText), queryValue({}, name, seeds, fieldNames), { maxKeys: 3 }).map((value) => [name, value] as const)
        : queryValue(schema, name.match(/\[([^\]]*)\]$/)?.[1] ?? name, seeds, fieldNames).map((value) => [name, value] as const),
    ),
  );
  return fc.tuple(fc.tuple(...parameters), fc.array(fc.constantFrom(...RAW_QUERY_FRAGMENTS), { maxLength: 2 })).map(([given, fragments]) => {
    const entries = given.filter((entry) => entry !== null);
    const encoded = qs.stringify(Object.fromEntries(entries), { encoder: (text: unknown) => percentEncode(String(text)) });
    return [encoded, ...fragments].filter(Boolean).join('&');
  });
}

function pathSegment(name: string, seeds: Seeds): fc.Arbitrary<string> {
  const known = seeds[name];
  return fc.oneof(
    { weight: 3, arbitrary: known ? fc.constantFrom(...known.map(String)) : fc.stringMatching(/^[a-z0-9-]{1,20}$/) },
    { weight: 2, arbitrary: hostileUrlText.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) },
  );
}

/** Decodes each run of percent-escapes that decodes (a malformed one elsewhere leaves the others readable). */
const decodedWherePossible = (text: string) =>
  text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });

function request(operation: FuzzOperation, role: Role, path: string, query: string, body?: RawBody): FuzzRequest {
  const url = query ? `${path}?${query}` : path;
  const urlTexts = [url, ...url.split(/[/?&=]/)].map(decodedWherePossible);
  return { method: operation.method, url, role, headers: body?.headers ?? {}, body: body?.bytes, sent: [url, ...urlTexts, ...(body?.sent ?? [])] };
}

/**
 * Requests to one operation, each from a caller the operation lets in, with hostile values in its
 * path parameters, query and body. `names` give the keys of JSON and deep-object parameters.
 */
export function fuzzRequests(operation: FuzzOperation, seeds: Seeds, names: DeclaredNames): fc.Arbitrary<FuzzRequest> {
  const parameters = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => name);
  const segments = fc.tuple(...parameters.map((name) => pathSegment(name, seeds)));
  const body = !operation.body ? fc.constant(undefined) : operation.body.kind === 'multipart' ? multipartBody(operation.body.schema, seeds) : jsonBody(operation.body.schema, seeds);
  const roles = ROLES.filter((role) => allowed(operation.access, role));
  return fc.record({ role: fc.constantFrom(...roles), segments, query: queryString(operation, seeds, names), body }).map(({ role, segments: values, query, body: given }) => {
    let index = 0;
    return request(operation, role, operation.path.replace(/:(\w+)/g, () => values[index++]), query, given);
  });
}

/**
 * Each malformed, mislabelled or wrongly encoded body, to one JSON write: at a path of the seeded
 * world, as the first kind of caller it lets in.
 */
export function oddBodyRequests(operation: FuzzOperation, seeds: Seeds): FuzzRequest[] {
  const role = ROLES.find((candidate) => allowed(operation.access, candidate))!;
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => String(seeds[name]?.[0] ?? 'fuzz'));
  return ODD_JSON_BODIES.map((body) => request(operation, role, path, '', body));
}

export const describeRequest = (request: FuzzRequest) => {
  const body = request.body ? ` ${request.headers['content-type'] ?? ''} ${JSON.stringify(request.body.toString().slice(0, 160))}` : '';
  return `${request.method.toUpperCase()} ${request.url.slice(0, 200)} as ${request.role}${body}`;
};

// ---------------------------------------------------------------------------------------------
// Sending and checking

export interface Answer {
  status: number;
  text: string;
}

/** Sends a request exactly as built (no client re-encodes the URL or the body) from a fresh address. */
export function exchange(server: http.Server, agent: http.Agent, request: FuzzRequest, authorization?: string): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string> = { ...request.headers, 'x-forwarded-for': freshAddress() };
  if (authorization) headers.authorization = authorization;
  if (request.body) headers['content-length'] = String(request.body.length);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method: request.method.toUpperCase(), path: request.url, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** What an answer must never show, whatever was asked. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\bat (?:async )?[\w$.<>]+ \(|\bat (?:file|node):|\n\s+at /],
  ['a dependency path', /node_modules/],
  ['a source file path', /(?:file:\/\/|\/(?:work|home|usr|app|src|tmp)\/)\S*\.(?:ts|js|mjs|cjs)\b|\.(?:ts|js):\d+:\d+/],
  ['SQL', /\bSELECT\b[\s\S]*\bFROM\b|\bINSERT INTO\b|\bUPDATE\b[\s\S]*\bSET\b|\bDELETE FROM\b|SQLITE_|\bER_[A-Z_]{3,}|syntax error|error in your SQL syntax/],
  ['an internal error', /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|URIError|EvalError|AggregateError|Sequelize\w*Error|SqliteError)\b|Cannot read propert|is not a function|is not iterable|Maximum call stack/],
];

/** Removes every echo of what the request sent (as sent, JSON-escaped, lower-cased or trimmed). */
function withoutEchoes(text: string, sent: readonly string[]): string {
  const forms = sent.flatMap((s) => [s, JSON.stringify(s).slice(1, -1), s.toLowerCase(), s.trim()]).filter((form) => form.length >= 3);
  return forms.sort((a, b) => b.length - a.length).reduce((rest, form) => rest.split(form).join(''), text);
}

/** Why an answer is wrong: a server error, or a leak of internals that the request did not itself send. */
export function answerProblems(answer: Answer, sent: readonly string[]): string[] {
  const problems = answer.status >= 500 ? [`answered ${answer.status}`] : [];
  const suspected = LEAKS.filter(([, pattern]) => pattern.test(answer.text));
  if (suspected.length) {
    const text = withoutEchoes(answer.text, sent);
    problems.push(...suspected.filter(([, pattern]) => pattern.test(text)).map(([leak]) => `leaks ${leak}`));
  }
  return problems;
}
