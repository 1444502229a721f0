import AddIcon from '@mui/icons-material/Add';
import DraftIcon from '@mui/icons-material/EditNoteOutlined';
import PublishedIcon from '@mui/icons-material/Public';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button as MuiButton, Card, CardContent, Stack, Typography } from '@mui/material';
import { LinkBase, useGetList, useTranslate } from 'react-admin';
import type { ReactElement } from 'react';
import { filteredListLocation } from '../common/FilteredListButton';
import type { VocabularyValue } from '../common/vocabulary';

const BLOG_COUNTS = [
  { status: 'draft', label: 'shigoto.dashboard.blog_drafts', icon: <DraftIcon /> },
  { status: 'scheduled', label: 'shigoto.dashboard.blog_scheduled', icon: <ScheduleIcon /> },
  { status: 'published', label: 'shigoto.dashboard.blog_published', icon: <PublishedIcon /> },
] as const satisfies { status: VocabularyValue<'blog_post_status'>; label: string; icon: ReactElement }[];

/** How many posts are in one state; one row is enough, the count comes from Content-Range. */
// MUI's buttons keep their labels on phones, where react-admin's show only the icon.
function BlogCount({ status, label, icon }: (typeof BLOG_COUNTS)[number]) {
  const translate = useTranslate();
  const total = useGetList('blog_posts', { filter: { status }, pagination: { page: 1, perPage: 1 } }).total;
  return (
    <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ alignItems: { xs: 'center', sm: 'flex-start' }, flex: 1 }} data-testid={`blog-count-${status}`}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600, minWidth: '2ch' }}>
        {total ?? '…'}
      </Typography>
      <MuiButton component={LinkBase} to={filteredListLocation('blog_posts', { status })} startIcon={icon} variant="outlined">
        {translate(label)}
      </MuiButton>
    </Stack>
  );
}

function BlogCard() {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
          <Stack spacing={0.5}>
            <Typography variant="h6" component="h2">
              {translate('shigoto.blog_posts.dashboard_title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('shigoto.blog_posts.dashboard_hint')}
            </Typography>
          </Stack>
          <MuiButton component={LinkBase} to="/blog_posts/create" startIcon={<AddIcon />} variant="contained">
            {translate('shigoto.blog_posts.write')}
          </MuiButton>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          {BLOG_COUNTS.map((count) => (
            <BlogCount key={count.status} {...count} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** How many issues there are, and the way to compose the next one. */
function NewslettersCard() {
  const translate = useTranslate();
  const total = useGetList('newsletters', { pagination: { page: 1, perPage: 1 } }).total;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Stack spacing={0.5}>
            <Typography variant="h6" component="h2">
              {translate('shigoto.newsletters.dashboard_title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="newsletter-count">
              {translate('shigoto.newsletters.dashboard_count', { smart_count: total ?? 0 })}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1}>
            <MuiButton component={LinkBase} to="/newsletters" variant="outlined">
              {translate('shigoto.newsletters.dashboard_list')}
            </MuiButton>
            <MuiButton component={LinkBase} to="/newsletters/create" startIcon={<AddIcon />} variant="contained">
              {translate('shigoto.newsletters.compose')}
            </MuiButton>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The editor's dashboard: the blog's drafts, scheduled and published posts, and the newsletter issues. */
export function EditorDashboard() {
  return (
    <Stack spacing={3}>
      <BlogCard />
      <NewslettersCard />
    </Stack>
  );
}
