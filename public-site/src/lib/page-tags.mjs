// Plain JavaScript: shared by server.mjs (the page cache), server/renderer.mjs (Next's process) and
// the pages Next renders. A page rendered for the cache carries a render id; every API call the page
// makes notes the tags of what it shows under that id, the renderer sends them to server.mjs when
// the answer is finished, and the cache files the page under those tags.

/** Set by server.mjs on a request it renders for the page cache (and removed from any visitor's request). */
export const PAGE_FILL_HEADER = 'x-shigoto-page-fill';
/** Who asks for a rendering for the cache (next.config.ts has Next put metadata in its head). */
export const PAGE_CACHE_USER_AGENT = 'Shigoto-page-cache';
/** Names one rendering for the cache: where its pages' API calls note their tags. */
export const RENDER_ID_HEADER = 'x-shigoto-render-id';

/** @typedef {import('@shigoto/db/page-tags').PageTag} PageTag */
export { companyTag, jobTag } from '@shigoto/db/page-tags';

const REGISTRY = Symbol.for('shigoto.page-tags');

/**
 * Render id → the tags noted so far. One map per process on globalThis: Next bundles the pages
 * apart from server/renderer.mjs, so a module-level map would be two maps.
 * @returns {Map<string, Set<string>>}
 */
export function pageTagRegistry() {
  return (globalThis[REGISTRY] ??= new Map());
}

/**
 * Notes what a page rendered for the cache shows; nothing for a page rendered for one visitor.
 * @param {string | null} renderId
 * @param {readonly string[]} tags
 */
export function notePageTags(renderId, tags) {
  if (!renderId) return;
  const noted = pageTagRegistry().get(renderId);
  if (noted) for (const tag of tags) noted.add(tag);
}
