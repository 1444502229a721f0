import { col, defineTable, required } from '../schema/columns.js';

export const blogTagTable = defineTable({
  modelName: 'BlogTag',
  tableName: 'blog_tags',
  columns: {
    id: col.id(),
    system_name: required(col.string(120)),
    name: required(col.string(120)),
    name_ja: col.string(120),
    /** true for the Japanese employer tags (/blog/tags/ja_employer/{system_name}). */
    is_ja_employer: col.boolean(false),
  },
  indexes: [{ name: 'blog_tags_system_name', unique: true, fields: ['system_name'] }],
});

export const blogPostTagTable = defineTable({
  modelName: 'BlogPostTag',
  tableName: 'blog_post_tags',
  timestamps: false,
  columns: {
    blog_post_id: { ...required(col.ref('blog_posts', 'CASCADE')), primaryKey: true },
    blog_tag_id: { ...required(col.ref('blog_tags', 'CASCADE')), primaryKey: true },
  },
  indexes: [{ name: 'blog_post_tags_tag', fields: ['blog_tag_id', 'blog_post_id'] }],
});
