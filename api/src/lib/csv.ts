/**
 * A text cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return that
 * some programs skip before one) is prefixed with an apostrophe, so it is shown as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record (RFC 4180: quoted when needed, CRLF-terminated). */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}
