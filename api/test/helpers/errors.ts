/**
 * Reading error answers in tests. /api/v1 answers JSON:API error documents; the console
 * (/admin/api) and applicant_validations answer `{errors: ['text']}` or `{errors: {field: [...]}}`.
 * `errorsOf` reads either as the latter, so a test states the messages it expects once.
 */
interface ErrorObject {
  status: string;
  title: string;
  detail: string;
  source?: Record<string, string>;
  meta?: { field: string };
}

const isErrorObject = (value: unknown): value is ErrorObject => typeof value === 'object' && value !== null && 'detail' in value && 'status' in value;

/** Field messages keyed by field, or the list of error texts when no field was refused (tests index either). */
type Errors = Record<string, string[]> & string[];

/** Field messages keyed by field, or the list of error texts when no field was refused. */
export function errorsOf(body: unknown): Errors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || !errors.every(isErrorObject)) return errors as Errors;
  if (!errors.some((error) => error.meta?.field)) return errors.map((error) => error.detail) as Errors;
  const fields: Record<string, string[]> = {};
  for (const error of errors) (fields[error.meta?.field ?? 'base'] ??= []).push(error.detail);
  return fields as Errors;
}

/** A refused write as the site shows it: the product's sentence introducing the issues, and the issues by field. */
export function refusalOf(body: unknown): { errors: Record<string, string[]> | string[]; message?: string } {
  const errors = (body as { errors: unknown }).errors;
  if (!Array.isArray(errors) || !errors.every(isErrorObject)) return body as { errors: Record<string, string[]> | string[]; message?: string };
  const title = errors[0]?.meta?.field ? errors[0].title : undefined;
  return { errors: errorsOf(body), ...(title && title !== 'Validation failed' ? { message: title } : {}) };
}
