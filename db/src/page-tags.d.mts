export type ContentTag = 'jobs' | 'companies' | 'reviews' | 'blog' | 'newsletters' | 'landing-pages' | 'content' | 'counts' | 'skills' | 'locations';
export type PageTag = ContentTag | `job:${string}` | `company:${string}`;
export declare const PAGE_TAGS: readonly ContentTag[];
export declare function jobTag(slug: string): PageTag;
export declare function companyTag(slug: string): PageTag;
export declare function isPageTag(tag: unknown): tag is PageTag;
export declare const REVALIDATION_PATH: string;
export declare const SIGNATURE_HEADER: string;
export declare function revalidationSignature(secret: string, body: string | Buffer): string;
