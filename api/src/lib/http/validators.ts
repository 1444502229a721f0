import type { RequestHandler } from 'express';
import { body, query, type ValidationChain } from 'express-validator';
import { isArticleImage, isArticleLink, markdownTargets } from '@shigoto/db/markdown';
import { REQUIRED_MESSAGE } from '../errors/index.js';
import { NESTED_CHAINS } from './declared-fields.js';
import { MAX_PAGE_SIZE } from './jsonapi.js';

/** Shared validators: the query parameters of JSON:API lists, and links. */

export const pageParams = () => [
  query('page.number').optional().isInt({ min: 1, max: 100_000 }).withMessage('must be a positive integer').toInt(),
  query('page.size').optional().isInt({ min: 1, max: MAX_PAGE_SIZE }).withMessage(`must be between 1 and ${MAX_PAGE_SIZE}`).toInt(),
];

export const langParam = () => [query('lang').optional().isIn(['en', 'jp']), query('fLang').optional().isIn(['en', 'jp'])];

const splitList = (value: unknown) => (typeof value === 'string' ? value.split(',').map((v) => v.trim()).filter(Boolean) : null);

/**
 * A comma-separated list parameter (`a,b`), each value from `allowed` when given. One sanitizer and
 * one check: every step of a chain costs express-validator a pass over its data, and lists are the
 * hottest endpoints (measured with the search benchmark). Anything but a string (`x[]=a`,
 * `x[a]=b`) is refused, not split.
 */
export const commaListQuery = (field: string, allowed?: readonly string[]) => {
  const notAllowed = allowed ? `must be one or more of: ${allowed.join(', ')}` : null;
  return query(field)
    .optional()
    .customSanitizer(splitList)
    .custom((values: string[] | null) => {
      if (!values) throw new Error('must be a comma-separated list');
      if (notAllowed && !values.every((v) => allowed!.includes(v))) throw new Error(notAllowed);
      return true;
    });
};

/** `filter[name]=a,b`: a comma-separated list, each value from `allowed` when given. */
export const listFilter = (name: string, allowed?: readonly string[]) => commaListQuery(`filter.${name}`, allowed);

/**
 * `filter[name]=a,b` lists as givenQuery groups, so each runs only when its own filter is given:
 * name → its allowed values, or null when any value goes (e.g. slugs).
 */
export const listFilters = (filters: Record<string, readonly string[] | null>): Record<string, ValidationChain[]> =>
  Object.fromEntries(Object.entries(filters).map(([name, allowed]) => [`filter.${name}`, [listFilter(name, allowed ?? undefined)]]));

/**
 * Text a form must have: 'is required' when it is missing or blank (what a person left empty),
 * then its length once trimmed. With `when`, only when that condition holds.
 */
export const requiredText = (path: string, { min = 1, max, when }: { min?: number; max: number; when?: ValidationChain }) =>
  (when ? body(path).if(when) : body(path))
    .isString()
    .withMessage(REQUIRED_MESSAGE)
    .bail()
    .trim()
    .notEmpty()
    .withMessage(REQUIRED_MESSAGE)
    .bail()
    .isLength({ min, max })
    .withMessage(min > 1 ? `must be ${min} to ${max} characters` : `must be at most ${max} characters`);

/** The message of a value outside a closed list. */
export const oneOfMessage = (values: readonly string[]) => `must be one of: ${values.join(', ')}`;

export const HTTP_URL_MESSAGE = 'must be an http(s) link';

/**
 * A link that people follow or a server fetches: http or https with a host, at most `maxLength`
 * characters once trimmed. Anything else (javascript:, data:, vbscript: in any case or after
 * spaces, a protocol-relative //host, `http:/x`) is refused, whatever else the request waives.
 * Optional links add `.optional(…)`. The host needs a top-level domain unless `anyHost`: a page
 * of the site itself may be on a bare host name (http://localhost:3000 in development).
 */
export const httpUrl = (path: string, maxLength = 1000, { anyHost = false } = {}) =>
  body(path)
    .isString()
    .withMessage(HTTP_URL_MESSAGE)
    .bail()
    .trim()
    .isURL({ protocols: ['http', 'https'], require_protocol: true, require_host: true, require_tld: !anyHost })
    .withMessage(HTTP_URL_MESSAGE)
    .bail()
    .isLength({ max: maxLength })
    .withMessage(`must be at most ${maxLength} characters`);

export const IMAGE_URL_MESSAGE = 'must be an http(s) link or an uploaded file';

/** Where a stored file is served (`/files/media/ab12….png`): no host, no `..`, only a key's characters. */
const STORED_FILE_PATH = /^\/files\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9]+)?$/i;

/**
 * An image a page shows, optional: an http(s) link (as `httpUrl` checks it), or the path of a file
 * uploaded here, which is how the media library's images are addressed.
 */
export const imageUrl = (path: string, maxLength = 500) =>
  body(path)
    .optional({ values: 'falsy' })
    .isString()
    .withMessage(IMAGE_URL_MESSAGE)
    .bail()
    .trim()
    .isLength({ max: maxLength })
    .withMessage(`must be at most ${maxLength} characters`)
    .bail()
    .if((value: string) => !STORED_FILE_PATH.test(value))
    .isURL({ protocols: ['http', 'https'], require_protocol: true, require_host: true, require_tld: true })
    .withMessage(IMAGE_URL_MESSAGE);

export const LINK_MESSAGE = 'has a link readers cannot follow (links start with https://, http://, mailto: or /)';
export const NO_IMAGES_MESSAGE = 'cannot show images: e-mails leave them out (link to the image or the article instead)';

/**
 * Markdown an editor writes, optional, at most `max` characters. Every link must be one the page
 * keeps: the renderer leaves any other (`javascript:`, `data:`) as plain text, which readers would
 * see instead of a link. Images must be http(s) links or uploaded files, or, with `images: false`
 * (a newsletter, whose e-mails leave images out), there may be none.
 */
export const markdownText = (path: string, { max, images }: { max: number; images: boolean }) =>
  body(path)
    .optional({ values: 'null' })
    .isString()
    .withMessage('must be text')
    .bail()
    .isLength({ max })
    .withMessage(`must be at most ${max} characters`)
    .bail()
    .custom((source: string) => {
      const targets = markdownTargets(source);
      const link = targets.links.find((href) => !isArticleLink(href));
      if (link !== undefined) throw new Error(`${LINK_MESSAGE}: ${link}`);
      if (!images && targets.images.length) throw new Error(NO_IMAGES_MESSAGE);
      const image = targets.images.find((src) => !isArticleImage(src));
      if (image !== undefined) throw new Error(`${IMAGE_URL_MESSAGE}: ${image}`);
      return true;
    });

export const sortParam = (allowed: readonly string[]) =>
  query('sort').optional().isIn(allowed).withMessage(`must be one of: ${allowed.join(', ')}`);

export const textQuery = () =>
  query('q')
    .optional()
    .customSanitizer((value: unknown) => (typeof value === 'string' ? value.trim() : null))
    .custom((value: string | null) => {
      if (value === null) throw new Error('must be text');
      if (value.length > 200) throw new Error('is too long');
      return true;
    });

/**
 * Runs each group of chains only when one of its query parameters is present: a list accepts many
 * parameters but a request carries few, and every chain costs time on every request (lists are
 * the hottest endpoints). Groups are keyed by parameter names, comma-separated; a nested
 * parameter by its path (`filter.remote_level` for filter[remote_level]).
 */
export function givenQuery(groups: Record<string, ValidationChain[]>): RequestHandler {
  const entries = Object.entries(groups).map(([names, chains]) => [names.split(',').map((name) => name.split('.')), chains] as const);
  const given = (query: unknown, path: string[]) => path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), query) !== undefined;
  const runGiven: RequestHandler = async (req, _res, next) => {
    for (const [paths, chains] of entries) {
      if (paths.some((path) => given(req.query, path))) for (const chain of chains) await chain.run(req);
    }
    next();
  };
  return Object.assign(runGiven, { [NESTED_CHAINS]: Object.values(groups).flat() });
}
