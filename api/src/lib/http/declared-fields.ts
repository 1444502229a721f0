import type { RequestHandler } from 'express';
import type { ValidationChain } from 'express-validator';
import { ChainCondition, CustomCondition, CustomValidation, StandardValidation } from 'express-validator/lib/context-items/index.js';
import { Sanitization } from 'express-validator/lib/context-items/sanitization.js';

/** A JSON Schema fragment. */
export type JsonSchema = Record<string, unknown>;

export type FieldLocation = 'body' | 'query' | 'params';

/** One field an endpoint's validators read, described as a client must send it. */
export interface DeclaredField {
  location: FieldLocation;
  /** The validator's dotted path (`user.email`); `*` stands for each item of a list (`ids.*`). */
  path: string;
  /** What the validators accept, as JSON Schema. */
  schema: JsonSchema;
  /** Checked on every request: neither optional, conditional (`.if`) nor an item of a list. */
  required: boolean;
  /**
   * Checked by a standard validator (isInt, isEmail, isIn, isLength, …). express-validator runs
   * those on each item of an array, so `[]` passes isInt and `[8]` passes as 8: a field they check
   * must hold a single value.
   */
  singleValue: boolean;
}

/** Middleware that runs validation chains of its own (`givenQuery`) lists them under this key. */
export const NESTED_CHAINS = Symbol('nestedChains');

type Validator = ValidationChain | RequestHandler;

/** The private parts of express-validator's context items that describe a check. */
interface CheckInternals {
  validator: ((...args: unknown[]) => unknown) & { name: string };
  negated: boolean;
  options: unknown[];
}
const internals = (item: unknown) => item as CheckInternals;

const withoutUndefined = (schema: JsonSchema): JsonSchema => Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
/** validator.js's `{min, max}` options. */
const limits = (options: unknown) => (options ?? {}) as { min?: number; max?: number };

/** The schema each validator.js check implies, by the check's name. */
const STANDARD_SCHEMAS: Record<string, (options: unknown[]) => JsonSchema> = {
  isInt: ([options]) => ({ type: 'integer', minimum: limits(options).min, maximum: limits(options).max }),
  isFloat: ([options]) => ({ type: 'number', minimum: limits(options).min, maximum: limits(options).max }),
  isBoolean: () => ({ type: 'boolean' }),
  isEmail: () => ({ type: 'string', format: 'email' }),
  isURL: () => ({ type: 'string', format: 'uri' }),
  isISO8601: () => ({ type: 'string', format: 'date' }),
  isIn: ([values]) => ({ enum: values }),
  isLength: ([options]) => ({ type: 'string', minLength: limits(options).min, maxLength: limits(options).max }),
  matches: ([pattern]) => ({ type: 'string', pattern: String(pattern) }),
};

/** One value of each JSON type: a custom check that accepts exactly one of them declares that type. */
const PROBES: [string, unknown][] = [
  ['string', 'text'],
  ['number', 1],
  ['boolean', true],
  ['array', []],
  ['object', {}],
];

/**
 * The type a custom check accepts (`isString`, `isArray`, `isObject` and strict `isBoolean` are
 * custom checks in express-validator), found by offering it one value of each JSON type. Checks
 * that look elsewhere in the request or accept several types say nothing; async ones (they may
 * look records up) are not called.
 */
function customSchema(item: CustomValidation, location: FieldLocation, path: string): JsonSchema {
  const { validator } = internals(item);
  if (validator.constructor.name === 'AsyncFunction') return {};
  const meta = { req: { body: {}, query: {}, params: {}, headers: {} }, location, path, pathValues: [] };
  const accepts = (value: unknown) => {
    try {
      const result = validator(value, meta);
      if (result instanceof Promise) result.catch(() => undefined);
      return !(result instanceof Promise) && !!result;
    } catch {
      return false;
    }
  };
  const accepted = PROBES.filter(([, value]) => accepts(value));
  return accepted.length === 1 ? { type: accepted[0][0] } : {};
}

/** Earlier checks win: a chain states its type first (isString, isInt) and narrows it after. */
const merge = (schema: JsonSchema, more: JsonSchema): JsonSchema => ({ ...withoutUndefined(more), ...schema });

function fieldsOfChain(chain: ValidationChain): DeclaredField[] {
  const context = chain.builder.build();
  const locations = context.locations.filter((l): l is FieldLocation => l === 'body' || l === 'query' || l === 'params');
  return locations.flatMap((location) =>
    context.fields.map((path) => {
      let schema: JsonSchema = {};
      let conditional = false;
      let sanitized = false;
      let singleValue = false;
      for (const item of context.stack) {
        if (item instanceof ChainCondition || item instanceof CustomCondition) conditional = true;
        else if (item instanceof Sanitization) sanitized = true;
        else if (item instanceof StandardValidation) {
          singleValue = true;
          const { validator, negated, options } = internals(item);
          if (!negated) schema = merge(schema, STANDARD_SCHEMAS[validator.name]?.(options) ?? {});
        }
        // After a sanitizer a custom check sees the sanitized value, not what the client sent.
        else if (item instanceof CustomValidation && !sanitized && !internals(item).negated) schema = merge(schema, customSchema(item, location, path));
      }
      return { location, path, schema, required: context.optional === false && !conditional && !path.includes('*'), singleValue };
    }),
  );
}

/** The fields an endpoint's validators declare, one entry per location and path. */
export function declaredFields(validators: readonly Validator[]): DeclaredField[] {
  const chains = validators.flatMap((validator) =>
    'builder' in validator ? [validator] : ((validator as { [NESTED_CHAINS]?: ValidationChain[] })[NESTED_CHAINS] ?? []),
  );
  const fields = new Map<string, DeclaredField>();
  for (const field of chains.flatMap(fieldsOfChain)) {
    const key = `${field.location} ${field.path}`;
    const known = fields.get(key);
    fields.set(
      key,
      known
        ? { ...known, schema: merge(known.schema, field.schema), required: known.required || field.required, singleValue: known.singleValue || field.singleValue }
        : field,
    );
  }
  return [...fields.values()];
}
