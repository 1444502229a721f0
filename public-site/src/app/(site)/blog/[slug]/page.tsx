import type { Metadata } from 'next';
import { cache } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ArticleBody } from '@/components/blog/ArticleBody';
import { BlogPostCard, byline } from '@/components/blog/BlogPostCard';
import { BlogTags } from '@/components/blog/BlogTags';
import Link from '@/components/navigation/Link';
import type { Language } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { getBlogPost, relatedBlogPosts } from '@/lib/api/blog';
import { orNotFound } from '@/lib/api/not-found';
import { orNothing } from '@/lib/api/optional';
import { presentText } from '@/lib/format/text';
import type { RouteProps } from '@/lib/route-props';
import { blogPostPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type PostRouteProps = RouteProps<{ slug: string }>;

/** The post a URL names (unknown or unpublished: 404), read once per request by metadata and page. */
const loadPost = cache((slug: string, language: Language) => orNotFound(getBlogPost(slug, language)));

export async function generateMetadata({ params }: PostRouteProps): Promise<Metadata> {
  const { slug } = await params;
  const { language } = await getI18n();
  const post = await loadPost(slug, language);
  return pageMetadata({ language, path: blogPostPath(post), title: post.title, description: presentText(post.excerpt) ?? post.title });
}

export default async function BlogPostPage({ params }: PostRouteProps) {
  const { slug } = await params;
  const i18n = await getI18n();
  const { t, href } = i18n;
  const [post, related] = await Promise.all([loadPost(slug, i18n.language), orNothing(() => relatedBlogPosts(slug, i18n.language))]);
  const listPath = post.audience === 'employer' ? '/blog-employer' : '/blog';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <MuiLink component={Link} href={href(listPath)} variant="body2" sx={{ display: 'inline-block', mb: 2 }}>
        ← {t.blog.backToBlog}
      </MuiLink>
      <Box component="article" data-testid="blog-post">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, overflowWrap: 'anywhere', mb: 1.5 }}>
          {post.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {byline(post, i18n)}
        </Typography>
        <Box sx={{ mb: 3 }}>
          <BlogTags tags={post.tags} i18n={i18n} />
        </Box>
        <ArticleBody html={post.body} />
      </Box>
      {post.audience === 'seeker' && (
        <Button component={Link} href={href('/jobs')} variant="contained" size="large" sx={{ mt: 2 }}>
          {t.blog.searchJobs}
        </Button>
      )}
      {related.length > 0 && (
        <Box component="section" sx={{ mt: 6 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t.blog.related}
          </Typography>
          <Stack spacing={1.5}>
            {related.map((item) => (
              <BlogPostCard key={item.id} post={item} i18n={i18n} />
            ))}
          </Stack>
        </Box>
      )}
    </Container>
  );
}
