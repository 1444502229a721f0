/**
 * The one error path: services throw these; the HTTP error handler, the queue runner and startup
 * all turn them (and anything unexpected) into a log line and, for HTTP, the body clients read
 * (see `errorDocument` and `consoleErrorBody`).
 */
export type FieldErrors = Record<string, string[]>;

/** Where in the request a refused value is: a JSON pointer into the body, a query parameter or a header. */
export type ErrorSource = { pointer: string } | { parameter: string } | { header: string };

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    /** Where each field of `fields` was read, when the code that refused it knows (the validators do). */
    readonly sources?: Record<string, ErrorSource>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'You need to sign in') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** The title of a refused field when the product gives no sentence of its own to introduce the issues. */
export const VALIDATION_FAILED = 'Validation failed';

export class ValidationError extends AppError {
  constructor(fields: FieldErrors, message = VALIDATION_FAILED, sources?: Record<string, ErrorSource>) {
    super(422, message, fields, sources);
  }
}

export class RateLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Too many requests. Please try again later.');
  }
}

/** What a client is told while the database cannot be reached; the form keeps what was typed. */
export const UNAVAILABLE_MESSAGE = 'Shigoto is briefly unavailable. Please try again in a moment.';

/** The database cannot be reached (restarting, failing over, out of connections): trying again shortly works. */
export class ServiceUnavailableError extends AppError {
  constructor(readonly retryAfterSeconds = 5) {
    super(503, UNAVAILABLE_MESSAGE);
  }
}

/** Sequelize's errors for a connection that could not be made. */
const CONNECTION_ERRORS = new Set([
  'SequelizeConnectionError',
  'SequelizeConnectionRefusedError',
  'SequelizeConnectionAcquireTimeoutError',
  'SequelizeConnectionTimedOutError',
  'SequelizeHostNotFoundError',
  'SequelizeHostNotReachableError',
  'SequelizeInvalidConnectionError',
]);
/** The driver's codes for a connection that broke or a server that is going away, under a query. */
const LOST_CONNECTION_CODES = new Set(['PROTOCOL_CONNECTION_LOST', 'ECONNRESET', 'EPIPE', 'ER_SERVER_SHUTDOWN']);

/** A query whose connection broke: the driver marks such errors fatal (the connection is gone, not the query wrong). */
export function isDatabaseUnavailable(error: { name?: string; parent?: { code?: string; fatal?: boolean } }): boolean {
  if (CONNECTION_ERRORS.has(error.name ?? '')) return true;
  return error.name === 'SequelizeDatabaseError' && (LOST_CONNECTION_CODES.has(error.parent?.code ?? '') || error.parent?.fatal === true);
}

/** The default error text the client shows: every unexpected failure answers with it, its details only in the log. */
export const SYSTEM_ERROR_MESSAGE = 'System error occurred';

/** The field message for a missing value, wherever it is checked (validators and services). */
export const REQUIRED_MESSAGE = 'is required';

/** A rejection (of a job, a review, an experience) is explained to the people it concerns. */
export const REJECTION_REASON_MESSAGE = 'is required when rejecting';

/** The console's error body (react-admin's validation shape): field errors for 422, keyed by field, otherwise a list. */
export function consoleErrorBody(error: AppError): { errors: string[] | FieldErrors; message?: string } {
  if (!error.fields) return { errors: [error.message] };
  // Field errors may come with an intro line in the product's words
  // (e.g. 'Your job could not be published. …').
  return error.message === VALIDATION_FAILED ? { errors: error.fields } : { errors: error.fields, message: error.message };
}

/** A JSON:API 1.1 error object. `meta.field` names a refused field as the site's forms know it (`base`: the request as a whole). */
export interface ErrorObject {
  status: string;
  title: string;
  detail: string;
  source?: ErrorSource;
  meta?: { field: string };
}

/** Short summaries of the statuses the API answers with, for an error's `title`. */
const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A JSON pointer (RFC 6901) to the value at these keys. */
export const jsonPointer = (keys: readonly string[]) => keys.map((key) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/**
 * Where a field a service refused sits in the request body: at the top (`/email`), or inside the
 * payload wrapper that holds it or, when it is missing, the only wrapper there is (`/job/title`).
 */
function bodyPointer(body: unknown, field: string): ErrorSource | undefined {
  if (!isRecord(body)) return undefined;
  if (Object.hasOwn(body, field)) return { pointer: jsonPointer([field]) };
  const wrappers = Object.entries(body).filter(([, value]) => isRecord(value));
  const holder = wrappers.find(([, value]) => Object.hasOwn(value as object, field)) ?? (wrappers.length === 1 ? wrappers[0] : undefined);
  return holder && { pointer: jsonPointer([holder[0], field]) };
}

/**
 * The JSON:API error document for an error: one error object per message. A refused field's
 * object has the message as its `detail`, the field's place in the request as its `source` and
 * the field in `meta`; its `title` is the product's sentence introducing the issues ('Your job
 * could not be published. …') or 'Validation failed'. Anything else: the status's summary as
 * `title`, the message as `detail`.
 */
export function errorDocument(error: AppError, requestBody?: unknown): { errors: ErrorObject[] } {
  const status = String(error.status);
  if (!error.fields) return { errors: [{ status, title: STATUS_TITLES[error.status] ?? 'Error', detail: error.message }] };
  // Refused input (422) is introduced by the product's sentence; a refused parameter by its status.
  const title = error.status === 422 ? error.message : (STATUS_TITLES[error.status] ?? 'Error');
  return {
    errors: Object.entries(error.fields).flatMap(([field, messages]) => {
      const source = field === 'base' ? undefined : (error.sources?.[field] ?? bodyPointer(requestBody, field));
      return messages.map((detail) => ({ status, title, detail, ...(source ? { source } : {}), meta: { field } }));
    }),
  };
}

/** The body of an unexpected failure: the default text, its details only in the log. */
export const systemErrorDocument = (): { errors: ErrorObject[] } => ({ errors: [{ status: '500', title: STATUS_TITLES[500], detail: SYSTEM_ERROR_MESSAGE }] });

/**
 * An id that names no record (a location, a category) is the client's mistake, whichever write it
 * reaches: the database refuses it as a foreign key, and the answer is 422, not a server error.
 */
export const MISSING_RECORD_MESSAGE = 'The request refers to a record that does not exist';

/** Maps errors from libraries (body parser, Sequelize) to what a client should see. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const e = error as { type?: string; status?: number; name?: string; parent?: { code?: string; fatal?: boolean }; errors?: { path?: string; message?: string }[] };
  if (isDatabaseUnavailable(e)) return new ServiceUnavailableError();
  if (e?.type === 'entity.parse.failed') return new AppError(400, 'The request body is not valid JSON');
  if (e?.type === 'entity.too.large') return new AppError(413, 'The request body is too large');
  if (e?.name === 'SequelizeUniqueConstraintError') return new ConflictError('This record already exists');
  if (e?.name === 'SequelizeForeignKeyConstraintError') return new AppError(422, MISSING_RECORD_MESSAGE);
  if (e?.name === 'SequelizeValidationError' && Array.isArray(e.errors)) {
    const fields: FieldErrors = {};
    for (const item of e.errors) (fields[item.path ?? 'base'] ??= []).push(item.message ?? 'is invalid');
    return new ValidationError(fields);
  }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return new AppError(e.status, 'Bad request');
  return null;
}
