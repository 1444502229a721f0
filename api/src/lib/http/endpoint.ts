import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { validationResult, type ValidationChain } from 'express-validator';
import { contextsKey, type Request as ValidatorRequest } from 'express-validator/lib/base.js';
import { ForbiddenError, UnauthorizedError, ValidationError, VALIDATION_FAILED, jsonPointer, type ErrorSource, type FieldErrors } from '../errors/index.js';
import type { Account } from '../auth/account.js';
import { declaredFields, type DeclaredField } from './declared-fields.js';
import { refuseUnsafeInput } from './input-rules.js';
import { RATE_LIMITED } from '../rate-limit/index.js';

/** Who may call an endpoint. Every endpoint must say; the test suite checks. */
export type Access = 'anonymous' | 'user' | 'employer' | 'staff:editor' | 'staff:admin';

export interface Endpoint {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  access: Access | readonly Access[];
  /** Middleware that runs after authorization and before validation (e.g. a rate limit). */
  before?: RequestHandler[];
  /** express-validator chains (or middleware that runs chains, e.g. `givenQuery`). */
  validate?: (ValidationChain | RequestHandler)[];
  /**
   * Rate limits keyed on the validated input, which they read with `input(req)`: the e-mail as the
   * service sees it (trimmed, lower-cased), so a variant of the same address gets no fresh budget.
   * They run after validation.
   */
  limits?: RequestHandler[];
  /**
   * How refused fields (422) are answered: a JSON:API error document, unless the product
   * prescribes `{errors: {field: [messages]}}` for this call ('by-field').
   */
  fieldErrors?: 'by-field';
  /**
   * 'to-handler': the validators' refusals do not end the request; the handler reads them with
   * `refusedFields(res)` and answers them together with its service's own rules, so a form checked
   * field by field hears every field's message at once instead of in rounds.
   */
  refusals?: 'to-handler';
  handle: (req: Request, res: Response) => unknown;
}

/** Set on `res.locals` for a call whose refused fields are answered keyed by field (the error handler reads it). */
export const FIELD_ERRORS_BY_FIELD = Symbol('fieldErrorsByField');

const answerFieldErrorsByField: RequestHandler = (_req, res, next) => {
  res.locals[FIELD_ERRORS_BY_FIELD as unknown as string] = true;
  next();
};

/** Marks the final handler of a declared route; the permission test looks for it on every route. */
export const DECLARED_ACCESS = Symbol('declaredAccess');
/** The fields the endpoint's validators read, kept on its final handler (the OpenAPI document lists them). */
export const DECLARED_FIELDS = Symbol('declaredFields');

/** Whether a declared route's requests pass a rate limit, kept on its final handler (the OpenAPI document lists its 429). */
export const DECLARED_RATE_LIMITED = Symbol('declaredRateLimited');

/** An endpoint as a router holds it: its route, who may call it, the fields it reads and whether a rate limit applies. */
export interface DeclaredEndpoint {
  method: string;
  path: string;
  access: Access[];
  fields: DeclaredField[];
  rateLimited: boolean;
  fieldErrors?: 'by-field';
}

function allows(access: Access, account: Account | undefined): boolean {
  switch (access) {
    case 'anonymous':
      return true;
    case 'user':
    case 'employer':
      return account?.type === access;
    case 'staff:editor':
      return account?.type === 'staff';
    case 'staff:admin':
      return account?.type === 'staff' && account.role === 'admin';
  }
}

function authorize(access: readonly Access[]): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (access.some((a) => allows(a, req.account))) return next();
    next(req.account ? new ForbiddenError() : new UnauthorizedError());
  };
}

/**
 * The key a field's errors are reported under: a body field by its own name (the payload wrapper
 * dropped: {user: {email}} → "email", as the site's API client expects), any other by its path.
 */
const errorKey = (location: string, path: string) => (location === 'body' ? (path.split('.').pop() ?? path) : path);

/** `email_applicant.tags[1]` → ['email_applicant', 'tags', '1']. */
const keysOf = (path: string) => path.split(/\.|\[(\d+)\]/).filter(Boolean);

/** Where a validated value sits in the request, as a JSON:API error's `source` says it (path parameters have no such place). */
function sourceOf(location: string, path: string): ErrorSource | undefined {
  if (location === 'body') return { pointer: jsonPointer(keysOf(path)) };
  if (location === 'query') return { parameter: keysOf(path).map((key, index) => (index ? `[${key}]` : key)).join('') };
  if (location === 'headers') return { header: path };
  return undefined;
}

/** Collects refused fields under their keys, each message once, with where each was read. */
class RefusedFields {
  readonly fields: FieldErrors = {};
  readonly sources: Record<string, ErrorSource> = {};

  add(location: string, path: string, message: string) {
    const field = errorKey(location, path);
    const messages = (this.fields[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
    const source = sourceOf(location, path);
    if (source) this.sources[field] ??= source;
  }

  get error(): ValidationError | undefined {
    return Object.keys(this.fields).length ? new ValidationError(this.fields, VALIDATION_FAILED, this.sources) : undefined;
  }
}

const REFUSED_FIELDS = Symbol('refusedFields');

/** The validators' refusals of an endpoint that hands them to its handler ({} when none). */
export const refusedFields = (res: Response): FieldErrors => (res.locals[REFUSED_FIELDS as unknown as string] as FieldErrors | undefined) ?? {};

/** Field errors from express-validator: a 422, or for `toHandler` kept for the handler. */
function collectValidation(toHandler: boolean): RequestHandler {
  return (req, res, next) => {
    const result = validationResult(req);
    if (result.isEmpty()) return next();
    const refused = new RefusedFields();
    for (const error of result.array({ onlyFirstError: false })) {
      if (error.type === 'field') refused.add(error.location, error.path, String(error.msg));
      else refused.add('', 'base', String(error.msg));
    }
    if (!toHandler) return next(refused.error);
    res.locals[REFUSED_FIELDS as unknown as string] = refused.fields;
    next();
  };
}
const refuseInvalid = collectValidation(false);
const handOverRefusals = collectValidation(true);

export const SINGLE_VALUE_MESSAGE = 'must be a single value, not a list or an object';

/** Each value at a validator's path (`*`: every item), with its path as express-validator writes it (`ids[0]`). */
function* valuesAt(value: unknown, segments: readonly string[], path = ''): Generator<[string, unknown]> {
  if (!segments.length) return yield [path, value];
  if (!value || typeof value !== 'object') return;
  const [segment, ...rest] = segments;
  const record = value as Record<string, unknown>;
  if (segment !== '*') {
    if (Object.hasOwn(record, segment)) yield* valuesAt(record[segment], rest, path ? `${path}.${segment}` : segment);
    return;
  }
  for (const [key, item] of Object.entries(record)) yield* valuesAt(item, rest, `${path}[${key}]`);
}

/**
 * The single-value rule: a field that a standard validator checks (isInt, isEmail, isIn, …) holds
 * one value — text, a number, a boolean or null. express-validator runs a standard check on each
 * item of a list, so `[]` would pass isInt and reach a query as `IN ()`, and `[8]` would pass as 8.
 * It runs before the validators, so they only ever see single values in these fields.
 */
function requireSingleValues(fields: readonly DeclaredField[]): RequestHandler[] {
  const checked = fields.filter((field) => field.singleValue).map(({ location, path }) => ({ location, segments: path.split('.') }));
  if (!checked.length) return [];
  const check: RequestHandler = (req, _res, next) => {
    const refused = new RefusedFields();
    for (const { location, segments } of checked) {
      for (const [path, value] of valuesAt(req[location], segments)) {
        if (value !== null && typeof value === 'object') refused.add(location, path, SINGLE_VALUE_MESSAGE);
      }
    }
    next(refused.error);
  };
  return [check];
}

interface DispatchedRoute {
  stack: { handle: Partial<Record<symbol, unknown>> }[];
}

const INPUT_LOCATIONS: ReadonlySet<string> = new Set(['body', 'query', 'params']);

function setAt(target: Record<string, unknown>, keys: readonly string[], value: unknown, onlyIfAbsent = false) {
  let node = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      if (!onlyIfAbsent || node[key] === undefined) node[key] = value;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(keys[index + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * The validated input of a request: the fields the endpoint's validators declare, without those
 * they skip as optional (an optional field sent as null is absent). A field that others are
 * declared inside of — a payload wrapper such as `job` or `email_applicant`, a list such as `ids` —
 * brings only those: whatever else the client put in it stays out (no mass assignment).
 */
export function input<T = Record<string, unknown>>(req: Request): T {
  const declared = (((req.route as DispatchedRoute | undefined)?.stack.at(-1)?.handle[DECLARED_FIELDS] ?? []) as DeclaredField[]).map((f) => f.path.split('.'));
  const holdsDeclaredFields = (keys: readonly string[]) =>
    declared.some((path) => path.length > keys.length && keys.every((key, index) => path[index] === key || path[index] === '*'));
  const result: Record<string, unknown> = {};
  for (const context of (req as ValidatorRequest)[contextsKey] ?? []) {
    for (const { location, path, value } of context.getData({ requiredOnly: true })) {
      if (!INPUT_LOCATIONS.has(location)) continue;
      const keys = keysOf(path);
      if (holdsDeclaredFields(keys)) setAt(result, keys, Array.isArray(value) ? [] : {}, true);
      else setAt(result, keys, value);
    }
  }
  return result as T;
}

/**
 * Adds the endpoints to the router. Every request passes, in order: who may call; the endpoint's
 * own `before` (rate limits, the multipart reader); the rules for keys and text in the path, the
 * query and form fields; the single-value rule; the validators; the rate limits on validated
 * input; the handler.
 */
export function mount(router: Router, endpoints: Endpoint[]): void {
  for (const endpoint of endpoints) {
    const access = (Array.isArray(endpoint.access) ? endpoint.access : [endpoint.access]) as Access[];
    const fields = declaredFields(endpoint.validate ?? []);
    // Express 5 passes a rejected promise the handler returns to the error handler, as it does a throw.
    const handler: RequestHandler = (req, res) => endpoint.handle(req, res);
    const rateLimited = [...(endpoint.before ?? []), ...(endpoint.limits ?? [])].some((middleware) => RATE_LIMITED in middleware);
    Object.assign(handler, { [DECLARED_ACCESS]: access, [DECLARED_FIELDS]: fields, [DECLARED_RATE_LIMITED]: rateLimited, [FIELD_ERRORS_BY_FIELD]: endpoint.fieldErrors });
    // A step that cannot refuse anything is left out: each one is a layer every request walks
    // (who may call, when anyone may; collecting the errors of validators that are not there).
    const validate = endpoint.validate ?? [];
    router[endpoint.method](
      endpoint.path,
      ...(endpoint.fieldErrors === 'by-field' ? [answerFieldErrorsByField] : []),
      ...(access.includes('anonymous') ? [] : [authorize(access)]),
      ...(endpoint.before ?? []),
      refuseUnsafeInput,
      ...requireSingleValues(fields),
      ...validate,
      ...(validate.length ? [endpoint.refusals === 'to-handler' ? handOverRefusals : refuseInvalid] : []),
      ...(endpoint.limits ?? []),
      handler,
    );
  }
}

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: Partial<Record<symbol, unknown>> }[] };
}

/** The endpoints `mount` added to a router, in order. */
export function declaredEndpoints(router: Router): DeclaredEndpoint[] {
  return (router.stack as RouteLayer[]).flatMap(({ route }) => {
    const final = route?.stack.at(-1)?.handle;
    if (!route || !final?.[DECLARED_ACCESS]) return [];
    return Object.keys(route.methods).map((method) => ({
      method,
      path: route.path,
      access: final[DECLARED_ACCESS] as Access[],
      fields: final[DECLARED_FIELDS] as DeclaredField[],
      rateLimited: final[DECLARED_RATE_LIMITED] === true,
      fieldErrors: final[FIELD_ERRORS_BY_FIELD] as DeclaredEndpoint['fieldErrors'],
    }));
  });
}
