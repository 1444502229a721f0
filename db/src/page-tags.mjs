// Plain JavaScript: read by the API (which names what a write changed), by the site's pages (which
// name what they show) and by the site's server (which accepts only these), outside any build.
import { createHmac } from 'node:crypto';

/**
 * What a public page can show. A page is filed under the tags of what it shows; a write names the
 * tags of what it changed, and the pages filed under them are rendered anew. Two kinds:
 * - one word for a kind of content, carried by the lists and pages that show any of it (`jobs`:
 *   searches, the home page, landing pages);
 * - `job:<slug>` and `company:<slug>` for one job or company, carried by the pages that show that
 *   one (its own page, a job page's company, a company page's jobs, a sidebar listing it). A job
 *   page does not carry `jobs`: an edit of one job renders the lists and that job's pages anew,
 *   not every job page on the board.
 * @typedef {'jobs' | 'companies' | 'reviews' | 'blog' | 'newsletters' | 'landing-pages' | 'content' | 'counts' | 'skills' | 'locations'} ContentTag
 * @typedef {ContentTag | `job:${string}` | `company:${string}`} PageTag
 * @type {readonly ContentTag[]}
 */
export const PAGE_TAGS = ['jobs', 'companies', 'reviews', 'blog', 'newsletters', 'landing-pages', 'content', 'counts', 'skills', 'locations'];

const CONTENT_TAGS = new Set(PAGE_TAGS);
const ONE_THING_TAG = /^(job|company):[A-Za-z0-9][A-Za-z0-9._~-]{0,190}$/;

/** The tag of the pages showing one job. @param {string} slug @returns {PageTag} */
export const jobTag = (slug) => `job:${slug}`;
/** The tag of the pages showing one company. @param {string} slug @returns {PageTag} */
export const companyTag = (slug) => `company:${slug}`;

/** Whether a value is a page tag the site files pages under. @param {unknown} tag @returns {tag is PageTag} */
export function isPageTag(tag) {
  return typeof tag === 'string' && (CONTENT_TAGS.has(tag) || ONE_THING_TAG.test(tag));
}

/** Where the site hears which page tags changed: the API's queued job posts them there. */
export const REVALIDATION_PATH = '/_shigoto/revalidate';
/** The header carrying the message's signature. */
export const SIGNATURE_HEADER = 'X-Shigoto-Signature';

/**
 * `sha256=` and the hex HMAC-SHA256 of the message's exact bytes under the secret the API and the
 * site share: the API signs with it, the site checks it before reading the message.
 * @param {string} secret
 * @param {string | Buffer} body
 * @returns {string}
 */
export function revalidationSignature(secret, body) {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
