import { BLOG_AUDIENCES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

/** Articles for seekers (/blog) and for employers (/blog-employer). */
export const blogPostTable = defineTable({
  modelName: 'BlogPost',
  tableName: 'blog_posts',
  columns: {
    id: col.id(),
    slug: required(col.string(200)),
    audience: required(col.oneOf(BLOG_AUDIENCES), 'seeker'),
    title: required(col.string(250)),
    title_ja: col.string(250),
    excerpt: col.text(),
    excerpt_ja: col.text(),
    /** What editors write; `body`/`body_ja` hold its rendered, sanitized HTML, which the site serves. */
    body_markdown: col.text(),
    body_markdown_ja: col.text(),
    body: col.text(),
    body_ja: col.text(),
    /** Kept equal to the cover's original URL for readers that know only the URL. */
    cover_image_url: col.string(500),
    /** The cover from the media library; its copies give the site's srcset. */
    cover_media_id: col.ref('media'),
    author_name: col.string(120),
    published: col.boolean(false),
    published_at: col.date(),
    /** A draft scheduled to go live at this time (then published, published_at = publish_at). */
    publish_at: col.date(),
    view_count: required(col.integer(), 0),
  },
  indexes: [
    { name: 'blog_posts_slug', unique: true, fields: ['slug'] },
    { name: 'blog_posts_public', fields: ['published', 'audience', 'published_at'] },
    { name: 'blog_posts_views', fields: ['view_count'] },
    { name: 'blog_posts_publish_at', fields: ['publish_at'] },
  ],
});
