import { LinkTags } from '@/components/text/Tags';
import type { I18n } from '@/i18n/server';
import type { BlogTag } from '@/lib/api/blog';

/** A post's tags, each linking to its tag page. */
export function BlogTags({ tags, i18n }: { tags: BlogTag[]; i18n: I18n }) {
  return <LinkTags label={i18n.t.blog.tags} tags={tags.map((tag) => ({ key: tag.id, label: tag.name, href: i18n.href(tag.path) }))} />;
}
