import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ArticleBody } from '@/components/blog/ArticleBody';
import { BlogCover } from '@/components/blog/BlogCover';
import { BlogPostCard, byline } from '@/components/blog/BlogPostCard';
import { BlogTags } from '@/components/blog/BlogTags';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import type { BlogPost } from '@/lib/api/blog';

/** A post's page: the article, then related posts. The staff preview shows a draft with it too. */
export function BlogArticle({ post, related, i18n, notice }: { post: BlogPost; related: BlogPost[]; i18n: I18n; notice?: ReactNode }) {
  const { t, href } = i18n;
  const listPath = post.audience === 'employer' ? '/blog-employer' : '/blog';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {notice}
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
        {post.cover_image && (
          <Box sx={{ mb: 3 }} data-testid="blog-cover">
            {/* The hero is seen at once: loaded eagerly, at the article column's width (md container: 900px less padding). */}
            <BlogCover cover={post.cover_image} alt={post.cover_image.alt ?? ''} sizes="(min-width: 900px) 852px, 100vw" eager style={{ borderRadius: 8 }} />
          </Box>
        )}
        <ArticleBody html={post.body} href={href} />
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
