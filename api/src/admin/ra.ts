import type { Request, Response } from 'express';
import { query } from 'express-validator';
import { Op, type WhereOptions } from 'sequelize';
import { input } from '../lib/http/endpoint.js';
import { parseUntrustedJson } from '../lib/http/input-rules.js';

/**
 * The list protocol of ra-data-simple-rest, the console's data provider: `sort=["field","ASC"]`,
 * `range=[0,24]`, `filter={"q":"…"}` as JSON query params; answers an array and `Content-Range`.
 */
export interface RaListParams {
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number];
  filter: Record<string, unknown>;
}

const MAX_RANGE = 500;

/** A JSON query parameter, read under the rules of JSON bodies (a NUL or a `toString` key is refused). */
function json(value: unknown): unknown {
  try {
    return typeof value === 'string' ? parseUntrustedJson(value) : undefined;
  } catch {
    return undefined;
  }
}

export function raListValidators(sortable: readonly string[]) {
  return [
    query('sort')
      .optional()
      .customSanitizer(json)
      .custom((v) => Array.isArray(v) && v.length === 2 && sortable.includes(v[0]) && ['ASC', 'DESC'].includes(v[1]))
      .withMessage(`must be ["field","ASC|DESC"] with field one of: ${sortable.join(', ')}`),
    query('range')
      .optional()
      .customSanitizer(json)
      .custom((v) => Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n) && n >= 0) && v[1] >= v[0] && v[1] - v[0] < MAX_RANGE)
      .withMessage(`must be [start,end] with at most ${MAX_RANGE} rows`),
    query('filter')
      .optional()
      .customSanitizer(json)
      .custom((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
      .withMessage('must be a JSON object'),
  ];
}

export function raListParams(req: Request, defaultSort: RaListParams['sort']): RaListParams {
  const q = input<Partial<RaListParams>>(req);
  return { sort: q.sort ?? defaultSort, range: q.range ?? [0, 24], filter: q.filter ?? {} };
}

/** The rows a list asks for: its sort (ties broken by id, the same way), offset and page size. */
export function raPage(params: RaListParams): { order: [string, 'ASC' | 'DESC'][]; offset: number; limit: number } {
  const [start, end] = params.range;
  return { order: [[params.sort[0], params.sort[1]], ['id', params.sort[1]]], offset: start, limit: end - start + 1 };
}

export function sendRaList(res: Response, resource: string, params: RaListParams, rows: unknown[], total: number): void {
  const [start] = params.range;
  const end = rows.length ? start + rows.length - 1 : start;
  res.setHeader('Content-Range', `${resource} ${start}-${end}/${total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  res.json(rows);
}

/** A day filter (`YYYY-MM-DD`, UTC) as a moment: the day's start, or for an upper bound the next day's. */
function dayBound(value: unknown, upper: boolean): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const start = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return null;
  return upper ? new Date(start.getTime() + 86_400_000) : start;
}

/** `created_at_gte` / `created_at_lte` day filters, the upper day included. */
export function dayRange(filter: Record<string, unknown>): WhereOptions[] {
  const from = dayBound(filter.created_at_gte, false);
  const to = dayBound(filter.created_at_lte, true);
  return [...(from ? [{ created_at: { [Op.gte]: from } }] : []), ...(to ? [{ created_at: { [Op.lt]: to } }] : [])];
}
