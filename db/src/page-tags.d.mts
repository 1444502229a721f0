export type PageTag = 'jobs' | 'companies' | 'reviews' | 'blog' | 'newsletters' | 'landing-pages' | 'content' | 'counts' | 'skills' | 'locations';
export declare const PAGE_TAGS: readonly PageTag[];
export declare const REVALIDATION_PATH: string;
export declare const SIGNATURE_HEADER: string;
export declare function revalidationSignature(secret: string, body: string | Buffer): string;
