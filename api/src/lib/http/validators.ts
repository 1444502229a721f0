import type { RequestHandler } from 'express';
import { query, type ValidationChain } from 'express-validator';
import { MAX_PAGE_SIZE } from './jsonapi.js';

/** Shared query validators for JSON:API lists (DESIGN §5). */

export const pageParams = () => [
  query('page.number').optional().isInt({ min: 1, max: 100_000 }).withMessage('must be a positive integer').toInt(),
  query('page.size').optional().isInt({ min: 1, max: MAX_PAGE_SIZE }).withMessage(`must be between 1 and ${MAX_PAGE_SIZE}`).toInt(),
];

export const langParam = () => [query('lang').optional().isIn(['en', 'jp']), query('fLang').optional().isIn(['en', 'jp'])];

/** `filter[name]=a,b`: a comma-separated list, each value from `allowed` when given. */
export const listFilter = (name: string, allowed?: readonly string[]) =>
  query(`filter.${name}`)
    .optional()
    .isString()
    .withMessage('must be a comma-separated list')
    .customSanitizer((value: string) => value.split(',').map((v) => v.trim()).filter(Boolean))
    .custom((values: string[]) => !allowed || values.every((v) => allowed.includes(v)))
    .withMessage(allowed ? `must be one or more of: ${allowed.join(', ')}` : 'is invalid');

export const sortParam = (allowed: readonly string[]) =>
  query('sort').optional().isIn(allowed).withMessage(`must be one of: ${allowed.join(', ')}`);

export const textQuery = () => query('q').optional().isString().trim().isLength({ max: 200 }).withMessage('is too long');

/**
 * Runs each group of chains only when one of its query parameters is present: a list accepts many
 * parameters but a request carries few, and every chain costs time on every request (lists are
 * the hottest endpoints). Groups are keyed by parameter names, comma-separated.
 */
export function givenQuery(groups: Record<string, ValidationChain[]>): RequestHandler {
  const entries = Object.entries(groups).map(([names, chains]) => [names.split(','), chains] as const);
  return async (req, _res, next) => {
    const query = req.query as Record<string, unknown>;
    for (const [names, chains] of entries) {
      if (names.some((name) => query[name] !== undefined)) for (const chain of chains) await chain.run(req);
    }
    next();
  };
}
