import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { matchedData, validationResult, type ValidationChain } from 'express-validator';
import { ForbiddenError, UnauthorizedError, ValidationError, type FieldErrors } from '../errors/index.js';
import type { Account } from '../auth/account.js';

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
  handle: (req: Request, res: Response) => unknown;
}

/** Marks the final handler of a declared route; the permission test looks for it on every route. */
export const DECLARED_ACCESS = Symbol('declaredAccess');

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

/** Field errors from express-validator, keyed by the field's own name (the wrapper is dropped). */
function collectValidation(req: Request, _res: Response, next: NextFunction) {
  const result = validationResult(req);
  if (result.isEmpty()) return next();
  const fields: FieldErrors = {};
  for (const error of result.array({ onlyFirstError: false })) {
    // Body fields drop their payload wrapper ({user: {email}} → "email", as the spec's client expects).
    const path = error.type === 'field' ? error.path : 'base';
    const field = error.type === 'field' && error.location === 'body' ? (path.split('.').pop() ?? path) : path;
    const messages = (fields[field] ??= []);
    const message = String(error.msg);
    if (!messages.includes(message)) messages.push(message);
  }
  next(new ValidationError(fields));
}

/** The validated input of a request: only fields the endpoint's validators declared. */
export function input<T = Record<string, unknown>>(req: Request): T {
  return matchedData(req, { locations: ['body', 'query', 'params'], includeOptionals: false }) as T;
}

export function mount(router: Router, endpoints: Endpoint[]): void {
  for (const endpoint of endpoints) {
    const access = (Array.isArray(endpoint.access) ? endpoint.access : [endpoint.access]) as Access[];
    const handler: RequestHandler = async (req, res) => {
      await endpoint.handle(req, res);
    };
    Object.assign(handler, { [DECLARED_ACCESS]: access });
    router[endpoint.method](
      endpoint.path,
      authorize(access),
      ...(endpoint.before ?? []),
      ...(endpoint.validate ?? []),
      collectValidation,
      ...(endpoint.limits ?? []),
      handler,
    );
  }
}
