/**
 * The one error path: services throw these; the HTTP error handler, the queue runner and startup
 * all turn them (and anything unexpected) into a log line and, for HTTP, the body clients read:
 * `{errors: [...]}`, or for invalid input `{errors: {field: [...]}}` (with a `message` when there
 * is one).
 */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
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

const VALIDATION_FAILED = 'Validation failed';

export class ValidationError extends AppError {
  constructor(fields: FieldErrors, message = VALIDATION_FAILED) {
    super(422, message, fields);
  }
}

export class RateLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Too many requests. Please try again later.');
  }
}

/** The default error text the client shows: every unexpected failure answers with it, its details only in the log. */
export const SYSTEM_ERROR_MESSAGE = 'System error occurred';

/** The field message for a missing value, wherever it is checked (validators and services). */
export const REQUIRED_MESSAGE = 'is required';

/** The JSON body for an error: field errors for 422, keyed by field, otherwise a list. */
export function errorBody(error: AppError): { errors: string[] | FieldErrors; message?: string } {
  if (!error.fields) return { errors: [error.message] };
  // Field errors may come with an intro line in the product's words
  // (e.g. 'Your job could not be published. …').
  return error.message === VALIDATION_FAILED ? { errors: error.fields } : { errors: error.fields, message: error.message };
}

/**
 * An id that names no record (a location, a category) is the client's mistake, whichever write it
 * reaches: the database refuses it as a foreign key, and the answer is 422, not a server error.
 */
export const MISSING_RECORD_MESSAGE = 'The request refers to a record that does not exist';

/** Maps errors from libraries (body parser, Sequelize) to what a client should see. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const e = error as { type?: string; status?: number; name?: string; errors?: { path?: string; message?: string }[] };
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
