import type { Metadata } from 'next';
import { getI18n } from '@/i18n/server';
import { listBlogPosts, type BlogAudience } from '@/lib/api/blog';
import { pageFromParams, searchHref } from '@/lib/list-search';
import type { RouteProps } from '@/lib/route-props';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogListView } from './BlogListView';

/** The blog for job seekers lives at /blog and the one for employers at /blog-employer. */
const AUDIENCE_PATHS: Record<BlogAudience, string> = { seeker: '/blog', employer: '/blog-employer' };

/** The metadata and page of one audience's blog. */
export function blogAudienceRoute(audience: BlogAudience) {
  const path = AUDIENCE_PATHS[audience];
  return {
    async generateMetadata({ searchParams }: RouteProps): Promise<Metadata> {
      const { t, language } = await getI18n();
      // Each page of the list is its own canonical.
      const pagePath = searchHref({ filters: {}, page: pageFromParams(await searchParams) }, path);
      return audience === 'seeker'
        ? pageMetadata({ language, path: pagePath, title: t.blog.metaTitle, description: t.blog.metaDescription })
        : pageMetadata({ language, path: pagePath, title: t.blog.employerMetaTitle, description: t.blog.employerMetaDescription });
    },
    async Page({ searchParams }: RouteProps) {
      const i18n = await getI18n();
      const page = pageFromParams(await searchParams);
      const heading = audience === 'seeker' ? i18n.t.blog.heading : i18n.t.blog.employerHeading;
      return <BlogListView i18n={i18n} heading={heading} path={path} load={() => listBlogPosts({ language: i18n.language, audience, page })} />;
    },
  };
}
