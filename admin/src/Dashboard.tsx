import AddIcon from '@mui/icons-material/Add';
import DraftIcon from '@mui/icons-material/EditNoteOutlined';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PublishedIcon from '@mui/icons-material/Public';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Button as MuiButton, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { LinkBase, Title, useGetIdentity, useGetList, usePermissions, useTranslate } from 'react-admin';
import type { StaffRole } from '@shigoto/db/enums';
import type { ComponentType, ReactElement } from 'react';
import { FilteredListButton, filteredListLocation } from './common/FilteredListButton';
import { vocabularyLabelKey, type VocabularyValue } from './common/vocabulary';
import { PENDING_FILTER, usePendingJobCount } from './jobs/pendingJobs';

function PendingJobsCard() {
  const translate = useTranslate();
  const total = usePendingJobCount();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="h3" component="p" sx={{ minWidth: '2ch', fontWeight: 600, color: 'warning.main' }}>
            {total ?? '…'}
          </Typography>
          <Stack spacing={0.5} sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2">
              {translate('shigoto.dashboard.pending_jobs')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('shigoto.dashboard.pending_jobs_hint')}
            </Typography>
          </Stack>
          <FilteredListButton
            resource="jobs"
            filter={PENDING_FILTER}
            label="shigoto.dashboard.review_pending"
            icon={<PendingActionsIcon />}
            variant="contained"
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

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

function EditorBlogCard() {
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

/** What each role works on first; the editors' newsletter panel will join theirs. */
const ROLE_PANELS: Record<StaffRole, ComponentType> = {
  admin: PendingJobsCard,
  editor: EditorBlogCard,
};

export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions: role } = usePermissions<StaffRole>();
  const RolePanel = role ? ROLE_PANELS[role] : null;
  return (
    <Stack spacing={3} sx={{ mt: 2, maxWidth: 960 }}>
      <Title title="shigoto.title" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {identity && translate('shigoto.dashboard.greeting', { name: identity.fullName })}
          </Typography>
          {role && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {translate('shigoto.dashboard.signed_in_as')}
              </Typography>
              <Chip size="small" color="secondary" label={translate(vocabularyLabelKey('staff_role', role))} />
            </Stack>
          )}
        </CardContent>
      </Card>
      {RolePanel && <RolePanel />}
    </Stack>
  );
}
