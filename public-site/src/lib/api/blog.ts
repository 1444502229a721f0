import type { BLOG_AUDIENCES, Language } from '@shigoto/db/enums';
import { apiGet, filterQuery, languageQuery, type CachePolicy } from './client';
import { decodeMany, decodeOne, decodePage, type ResourceObject } from './jsonapi';
import type { ImageVariant, Paginated } from './types';

export type BlogAudience = (typeof BLOG_AUDIENCES)[number];

export interface BlogTag {
  id: string;
  system_name: string;
  name: string;
  is_ja_employer: boolean;
  /** The tag's page on the site: /blog/tags/{name} or /blog/tags/ja_employer/{name}. */
  path: string;
}

/** A cover from the media library: the original's size, and its resized copies (empty until made). */
export interface BlogCover {
  url: string;
  width: number;
  height: number;
  alt: string | null;
  variants: ImageVariant[];
}

export interface BlogPost {
  id: string;
  slug: string;
  audience: BlogAudience;
  title: string;
  excerpt: string | null;
  /** Sanitized HTML; only on a post's own page. */
  body?: string | null;
  author_name: string | null;
  published_at: string | null;
  updated_at?: string;
  cover_image?: BlogCover | null;
  /** A cover given as an address rather than picked from the media library. */
  cover_image_url?: string | null;
  tags: BlogTag[];
}

export interface BlogListQuery {
  language: Language;
  /** Without it, posts for every audience (a tag's page). */
  audience?: BlogAudience;
  page?: number;
  pageSize?: number;
}

/** Posts change when editors publish: a few minutes' lag is fine. */
const BLOG_POLICY: CachePolicy = { tags: ['blog'] };

function listQuery(query: BlogListQuery) {
  return { 'page[number]': query.page, 'page[size]': query.pageSize, ...filterQuery({ audience: query.audience }), ...languageQuery(query.language) };
}

export async function listBlogPosts(query: BlogListQuery): Promise<Paginated<BlogPost>> {
  return decodePage<BlogPost>(await apiGet<ResourceObject[]>('/blog_posts', listQuery(query), BLOG_POLICY));
}

/** A tag's posts, and the tag itself (the API sends it in `meta.tag`). */
export async function listTaggedBlogPosts(tag: string, query: BlogListQuery): Promise<{ posts: Paginated<BlogPost>; tag: BlogTag }> {
  const document = await apiGet<ResourceObject[]>(`/blog_tags/${encodeURIComponent(tag)}/blog_posts`, listQuery(query), BLOG_POLICY);
  return { posts: decodePage<BlogPost>(document), tag: decodeOne<BlogTag>({ data: document.meta?.tag as ResourceObject }) };
}

/** Not cached: the API counts each read of a post (its views rank the top posts). */
export async function getBlogPost(slug: string, language: Language): Promise<BlogPost> {
  return decodeOne<BlogPost>(await apiGet<ResourceObject>(`/blog_posts/${encodeURIComponent(slug)}`, languageQuery(language), BLOG_POLICY));
}

export async function relatedBlogPosts(slug: string, language: Language): Promise<BlogPost[]> {
  return decodeMany<BlogPost>(await apiGet<ResourceObject[]>('/related_blog_posts', { slug, ...languageQuery(language) }, BLOG_POLICY));
}

/** A post, draft or not, behind a staff preview link; its page is never cached (the link expires, the draft changes). */
export async function getBlogPreview(slug: string, token: string, language: Language): Promise<BlogPost> {
  return decodeOne<BlogPost>(
    await apiGet<ResourceObject>(`/blog_previews/${encodeURIComponent(slug)}`, { token, ...languageQuery(language) }, { tags: [] }),
  );
}
