import type { Rows } from '@shigoto/db';
import type { Language } from '@shigoto/db/enums';
import { resourceObject, uniqueResources } from '../../lib/http/jsonapi.js';
import { localized } from '../../lib/http/lang.js';
import type { BlogPostWithTags } from './blog.service.js';

/** The Japanese employer tags have their own pages under /blog/tags/ja_employer/. */
export function blogTagPath(tag: Pick<Rows['BlogTag'], 'system_name' | 'is_ja_employer'>): string {
  return tag.is_ja_employer ? `/blog/tags/ja_employer/${tag.system_name}` : `/blog/tags/${tag.system_name}`;
}

export function blogTagResource(tag: Rows['BlogTag'], lang: Language) {
  return resourceObject('blog_tag', tag.id, {
    system_name: tag.system_name,
    name: localized(tag, 'name', lang),
    is_ja_employer: tag.is_ja_employer,
    path: blogTagPath(tag),
  });
}

/** A published post; lists leave the body out, the post's own page shows it. */
export function blogPostResource(post: BlogPostWithTags, lang: Language, options: { body?: boolean } = {}) {
  return resourceObject(
    'blog_post',
    post.id,
    {
      slug: post.slug,
      audience: post.audience,
      title: localized(post, 'title', lang),
      excerpt: localized(post, 'excerpt', lang),
      ...(options.body ? { body: localized(post, 'body', lang) } : {}),
      cover_image_url: post.cover_image_url,
      // The cover's size and resized copies (WebP and PNG, smallest first) for the site's srcset.
      cover_image: post.cover
        ? { url: post.cover.url, width: post.cover.width, height: post.cover.height, alt: post.cover.alt_text, variants: post.cover.variants }
        : null,
      author_name: post.author_name,
      published_at: post.published_at,
      // When the post last changed: search engines read it as the article's dateModified.
      updated_at: post.updated_at,
      view_count: post.view_count,
    },
    { tags: { data: post.tags.map((tag) => ({ id: String(tag.id), type: 'blog_tag' })) } },
  );
}

/** The `included` of any document of posts: their tags, each once. */
export function tagsOf(posts: BlogPostWithTags[], lang: Language) {
  return uniqueResources(posts.flatMap((post) => post.tags.map((tag) => blogTagResource(tag, lang))));
}
