import type { Metadata } from 'next';
import { cache } from 'react';
import { getI18n } from '@/i18n/server';
import type { Language } from '@/i18n/language';
import { orNotFound } from '@/lib/api/not-found';
import { listTaggedBlogPosts } from '@/lib/api/blog';
import { interpolate } from '@/lib/format/template';
import { pageFromParams, searchHref } from '@/lib/list-search';
import type { RouteProps } from '@/lib/route-props';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogListView } from './BlogListView';

type TagRouteProps = RouteProps<{ tag: string }>;

/** A tag's posts; an unknown tag is a 404. Shared by metadata and page within a request. */
const loadTag = cache((tag: string, language: Language, page: number | undefined) => orNotFound(listTaggedBlogPosts(tag, { language, page })));

/** A blog tag's page: /blog/tags/{system_name} and, for the Japanese employer tags, /blog/tags/ja_employer/{system_name}. */
export function blogTagRoute() {
  return {
    async generateMetadata({ params, searchParams }: TagRouteProps): Promise<Metadata> {
      const { tag } = await params;
      const { t, language } = await getI18n();
      const page = pageFromParams(await searchParams);
      const loaded = await loadTag(tag, language, page);
      return pageMetadata({
        language,
        path: searchHref({ filters: {}, page }, loaded.tag.path),
        title: interpolate(t.blog.tagHeading, { tag: loaded.tag.name }),
        description: interpolate(t.blog.tagMetaDescription, { tag: loaded.tag.name }),
      });
    },
    async Page({ params, searchParams }: TagRouteProps) {
      const { tag } = await params;
      const i18n = await getI18n();
      const loaded = await loadTag(tag, i18n.language, pageFromParams(await searchParams));
      return (
        <BlogListView
          i18n={i18n}
          heading={interpolate(i18n.t.blog.tagHeading, { tag: loaded.tag.name })}
          path={loaded.tag.path}
          load={async () => loaded.posts}
        />
      );
    },
  };
}
