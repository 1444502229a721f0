import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import Alert from '@mui/material/Alert';
import { BlogArticle } from '@/components/blog/BlogArticle';
import type { Language } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { getBlogPreview, relatedBlogPosts } from '@/lib/api/blog';
import { orNotFound } from '@/lib/api/not-found';
import { orNothing } from '@/lib/api/optional';
import type { RouteProps } from '@/lib/route-props';

type PreviewRouteProps = RouteProps<{ slug: string }>;

/** The post a staff preview link opens; a forged or expired link, or none, is the 404 page. */
const loadPreview = cache((slug: string, token: string | undefined, language: Language) =>
  token ? orNotFound(getBlogPreview(slug, token, language)) : notFound(),
);

const tokenOf = async (searchParams: PreviewRouteProps['searchParams']) => {
  const { token } = await searchParams;
  return typeof token === 'string' && token ? token : undefined;
};

export async function generateMetadata({ params, searchParams }: PreviewRouteProps): Promise<Metadata> {
  const { slug } = await params;
  const { language } = await getI18n();
  const post = await loadPreview(slug, await tokenOf(searchParams), language);
  // The link is a credential: no index, and no Referer carrying it to the article's links.
  return { title: post.title, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** A post (usually a draft) exactly as its page will show it, for staff holding a signed link. */
export default async function BlogPreviewPage({ params, searchParams }: PreviewRouteProps) {
  const { slug } = await params;
  const i18n = await getI18n();
  const [post, related] = await Promise.all([
    loadPreview(slug, await tokenOf(searchParams), i18n.language),
    orNothing(() => relatedBlogPosts(slug, i18n.language)),
  ]);
  const notice = (
    <Alert severity="info" data-testid="preview-notice" sx={{ mb: 2 }}>
      {i18n.t.blogPreview.notice}
    </Alert>
  );
  return <BlogArticle post={post} related={related} i18n={i18n} notice={notice} />;
}
