// Plain JavaScript: read by the API (which names what a write changed), by the site's pages (which
// name what they show) and by the site's server (which accepts only these), outside any build.

/**
 * What a public page can show, as one word each. A page is filed under the tags of what it shows;
 * a write names the tags of what it changed, and the pages filed under them are rendered anew.
 * @typedef {'jobs' | 'companies' | 'reviews' | 'blog' | 'newsletters' | 'landing-pages' | 'content' | 'counts' | 'skills' | 'locations'} PageTag
 * @type {readonly PageTag[]}
 */
export const PAGE_TAGS = ['jobs', 'companies', 'reviews', 'blog', 'newsletters', 'landing-pages', 'content', 'counts', 'skills', 'locations'];
