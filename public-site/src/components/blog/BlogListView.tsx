import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListResults } from '@/components/search/ListResults';
import type { I18n } from '@/i18n/server';
import type { BlogPost } from '@/lib/api/blog';
import { listOutcome } from '@/lib/api/list-outcome';
import type { Paginated } from '@/lib/api/types';
import { searchHref } from '@/lib/list-search';
import { BlogPostCard } from './BlogPostCard';

interface BlogListViewProps {
  i18n: I18n;
  heading: string;
  /** The page's own path, for pagination. */
  path: string;
  load: () => Promise<Paginated<BlogPost>>;
}

/** A page of articles: the blog, the employer blog and a tag's page. */
export async function BlogListView({ i18n, heading, path, load }: BlogListViewProps) {
  const { t, href } = i18n;
  const outcome = await listOutcome(load);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {heading}
      </Typography>
      <ListResults
        i18n={i18n}
        outcome={outcome}
        texts={{ countOne: t.blog.resultCountOne, count: t.blog.resultCount, noResults: t.blog.noResults, loadFailed: t.blog.loadFailed }}
        pageHref={(page) => href(searchHref({ filters: {}, page }, path))}
        renderItems={(posts) => (
          <Stack component="section" spacing={1.5}>
            {posts.map((post) => (
              <BlogPostCard key={post.id} post={post} i18n={i18n} headingLevel={2} />
            ))}
          </Stack>
        )}
      />
    </Container>
  );
}
