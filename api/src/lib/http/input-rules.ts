import express, { type RequestHandler } from 'express';
import { AppError } from '../errors/index.js';

/**
 * Rules every client-sent key and text meets before a validator or a query sees it, wherever it
 * comes from: a JSON body (the parser's reviver), a JSON text inside a query parameter
 * (`parseUntrustedJson`), the path, the query and multipart form fields (`refuseUnsafeInput`,
 * run by `mount`; the multipart reader drops field names that break the key rule).
 */

const OBJECT_PROTOTYPE_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * The key rule: no key names a member of Object.prototype (`toString`, `valueOf`, `__proto__`,
 * `constructor`, …). `{"email": {"toString": 0}}` breaks whatever turns the value into text
 * (express-validator's checks among them), and such keys reach prototypes and column lists.
 */
export const shadowsObjectPrototype = (key: string) => OBJECT_PROTOTYPE_MEMBERS.has(key);

/** A lone surrogate: half of a UTF-16 pair, which has no UTF-8 form (encodeURI and databases refuse it). */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * A control character other than the white space text carries (tab, line feed, vertical tab, form
 * feed, carriage return: pasted documents hold page and line breaks); NUL ends SQL text in SQLite.
 */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\v\f\r]/u;

/**
 * The text rules: text is well-formed Unicode (no lone surrogate) and holds no control
 * character but tab and line breaks. Answers what is wrong, or undefined.
 */
function textProblem(text: string): string | undefined {
  if (LONE_SURROGATE.test(text)) return 'is not well-formed Unicode (it holds a lone surrogate)';
  if (CONTROL_CHARACTER.test(text)) return 'contains a control character (only tabs and line and page breaks are allowed)';
  return undefined;
}

function keyProblem(key: string): string | undefined {
  if (shadowsObjectPrototype(key)) return `may not use "${key}" as a key`;
  const problem = textProblem(key);
  return problem && `has a key that ${problem}`;
}

/** Input a rule refuses; the message says which rule and where. */
class RefusedInput extends Error {}

/** A JSON.parse reviver applying the rules to every key and string: it sees each exactly once. */
function refuseUnsafeJson(key: string, value: unknown): unknown {
  const problem = keyProblem(key);
  if (problem) throw new RefusedInput(`The request body ${problem}`);
  const textIssue = typeof value === 'string' ? textProblem(value) : undefined;
  if (textIssue) throw new RefusedInput(key ? `The request body's "${key}" ${textIssue}` : `The request body ${textIssue}`);
  return value;
}

/** JSON from a client anywhere else (the console's `filter={…}` query parameter): throws on what the rules refuse. */
export const parseUntrustedJson = (text: string): unknown => JSON.parse(text, refuseUnsafeJson);

/**
 * express.json with the rules applied while parsing. Refused input answers 400 with the rule's
 * message (body-parser strips an error thrown by the reviver down to its message, so the parser's
 * callback turns it into the answer).
 */
export function jsonBody(options: { limit: string }): RequestHandler {
  // JSON:API clients send application/vnd.api+json; it is read like application/json.
  const parse = express.json({ ...options, type: ['application/json', 'application/vnd.api+json'], reviver: refuseUnsafeJson });
  return (req, res, next) => parse(req, res, (error?: unknown) => next(error instanceof RefusedInput ? new AppError(400, error.message) : error));
}

/** Where input that the JSON parser did not read comes from, as its messages name it. */
const PARTS = {
  params: { whole: 'path', item: 'path parameter' },
  query: { whole: 'query', item: 'query parameter' },
  form: { whole: 'form', item: 'form field' },
};

/** The first key or text the rules refuse in one part of a request; `name` is the item being read. */
function problemIn(part: keyof typeof PARTS, value: unknown, name = ''): string | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem && `The ${PARTS[part].item} "${name}" ${problem}`;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const problem = keyProblem(key);
    if (problem) return `The ${PARTS[part].whole} ${problem}`;
    const innerProblem = problemIn(part, inner, !name ? key : Array.isArray(value) ? name : `${name}[${key}]`);
    if (innerProblem) return innerProblem;
  }
  return undefined;
}

/**
 * Applies the rules to what the JSON parser did not read — path parameters, the query and
 * multipart form fields (`mount` runs it after the multipart reader): a refusal answers 400.
 */
export const refuseUnsafeInput: RequestHandler = (req, _res, next) => {
  const problem = problemIn('params', req.params) ?? problemIn('query', req.query) ?? (req.is('multipart/form-data') ? problemIn('form', req.body) : undefined);
  next(problem ? new AppError(400, problem) : undefined);
};
