import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import type { BlogPost } from '@/lib/api/blog';
import { formatDate } from '@/lib/format/date';
import { interpolate } from '@/lib/format/template';
import { presentText, shorten } from '@/lib/format/text';
import { blogPostPath } from '@/lib/routes';
import { BlogTags } from './BlogTags';

/** "Mariko Ishida · Nov 3, 2026" (either part may be missing). */
export function byline(post: BlogPost, i18n: I18n): string {
  const author = presentText(post.author_name);
  const date = formatDate(post.published_at, i18n.language);
  return author && date ? interpolate(i18n.t.blog.byline, { author, date }) : (author ?? date ?? '');
}

export function BlogPostCard({ post, i18n }: { post: BlogPost; i18n: I18n }) {
  const excerpt = presentText(post.excerpt);
  return (
    <Card component="article" variant="outlined" data-testid="blog-post-card" sx={{ position: 'relative', p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1, '&:hover': { borderColor: 'primary.main' } }}>
      <Typography component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
        {/* The title's link covers the card; the tag links sit above it. */}
        <MuiLink component={Link} href={i18n.href(blogPostPath(post))} color="inherit" underline="none" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
          {post.title}
        </MuiLink>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {byline(post, i18n)}
      </Typography>
      {excerpt && <Typography variant="body2">{shorten(excerpt, 200)}</Typography>}
      <BlogTags tags={post.tags} i18n={i18n} />
    </Card>
  );
}
