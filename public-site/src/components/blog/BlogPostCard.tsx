import Box from '@mui/material/Box';
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
import { BlogCover } from './BlogCover';
import { BlogTags } from './BlogTags';

/** "Mariko Ishida · Nov 3, 2026" (either part may be missing). */
export function byline(post: BlogPost, i18n: I18n): string {
  const author = presentText(post.author_name);
  const date = formatDate(post.published_at, i18n.language);
  return author && date ? interpolate(i18n.t.blog.byline, { author, date }) : (author ?? date ?? '');
}

/**
 * With a cover, the image sits above the text on a phone and beside it from 600px on. The title is
 * a heading one level under the section it is listed in: h2 in a list page, h3 under "Related".
 */
export function BlogPostCard({ post, i18n, headingLevel = 3 }: { post: BlogPost; i18n: I18n; headingLevel?: 2 | 3 }) {
  const excerpt = presentText(post.excerpt);
  const cover = post.cover_image;
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="blog-post-card"
      sx={{
        position: 'relative',
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: { xs: 1.5, sm: 2.5 },
        gridTemplateColumns: cover ? { xs: '1fr', sm: '200px 1fr' } : '1fr',
        alignItems: 'start',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {cover && (
        // One grid cell for the whole <picture> (its <source> would take a cell of its own).
        <Box>
          {/* Decorative beside the title, which names the post: empty alt. Cropped to one shape so the list lines up. */}
          <BlogCover cover={cover} alt="" sizes="(min-width: 600px) 200px, 100vw" eager={false} style={{ aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 6 }} />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
        <Typography component={`h${headingLevel}`} variant="h3" sx={{ overflowWrap: 'anywhere' }}>
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
      </Box>
    </Card>
  );
}
