export type PageTag = 'jobs' | 'companies' | 'reviews' | 'blog' | 'newsletters' | 'landing-pages' | 'content' | 'counts' | 'skills' | 'locations';
export declare const PAGE_TAGS: readonly PageTag[];
