import type { Metadata } from 'next';
import { cache } from 'react';
import { BlogArticle } from '@/components/blog/BlogArticle';
import { CountView } from '@/components/blog/CountView';
import { htmlLanguageCode, type Language } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { getBlogPost, relatedBlogPosts } from '@/lib/api/blog';
import { orNotFound } from '@/lib/api/not-found';
import { orNothing } from '@/lib/api/optional';
import { presentText } from '@/lib/format/text';
import type { RouteProps } from '@/lib/route-props';
import { blogPostPath } from '@/lib/routes';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { blogShareImagePath } from '@/lib/seo/share-image-paths';
import { articleStructuredData, breadcrumbs } from '@/lib/seo/structured-data';
import { absoluteUrl } from '@/lib/site';

type PostRouteProps = RouteProps<{ slug: string }>;

/** The post a URL names (unknown or unpublished: 404), read once per request by metadata and page. */
const loadPost = cache((slug: string, language: Language) => orNotFound(getBlogPost(slug, language)));

export async function generateMetadata({ params }: PostRouteProps): Promise<Metadata> {
  const { slug } = await params;
  const { language } = await getI18n();
  const post = await loadPost(slug, language);
  return pageMetadata({ language, path: blogPostPath(post), title: post.title, description: presentText(post.excerpt) ?? post.title, type: 'article', image: { path: blogShareImagePath(post.slug), alt: post.title } });
}

export default async function BlogPostPage({ params }: PostRouteProps) {
  const { slug } = await params;
  const i18n = await getI18n();
  const [post, related] = await Promise.all([loadPost(slug, i18n.language), orNothing(() => relatedBlogPosts(slug, i18n.language))]);
  const { t, language } = i18n;
  const structuredData = [
    articleStructuredData(post, { url: absoluteUrl(blogPostPath(post)), language: htmlLanguageCode(language) }),
    breadcrumbs(language, [
      [t.breadcrumbs.home, '/'],
      post.audience === 'employer' ? [t.employerNav.blog, '/blog-employer'] : [t.nav.blog, '/blog'],
      [post.title, blogPostPath(post)],
    ]),
  ];
  return (
    <>
      {structuredData.map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <CountView slug={post.slug} />
      <BlogArticle post={post} related={related} i18n={i18n} />
    </>
  );
}
