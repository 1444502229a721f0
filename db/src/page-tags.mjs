// Plain JavaScript: read by the API (which names what a write changed), by the site's pages (which
// name what they show) and by the site's server (which accepts only these), outside any build.
import { createHmac } from 'node:crypto';

/**
 * What a public page can show, as one word each. A page is filed under the tags of what it shows;
 * a write names the tags of what it changed, and the pages filed under them are rendered anew.
 * @typedef {'jobs' | 'companies' | 'reviews' | 'blog' | 'newsletters' | 'landing-pages' | 'content' | 'counts' | 'skills' | 'locations'} PageTag
 * @type {readonly PageTag[]}
 */
export const PAGE_TAGS = ['jobs', 'companies', 'reviews', 'blog', 'newsletters', 'landing-pages', 'content', 'counts', 'skills', 'locations'];

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
