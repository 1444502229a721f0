/** Every cache tag the site's pages carry; a write names the ones whose pages it changed. */
export const PAGE_TAGS = ['jobs', 'companies', 'reviews', 'blog', 'newsletters', 'landing-pages', 'content', 'counts', 'skills', 'locations'] as const;
export type PageTag = (typeof PAGE_TAGS)[number];
