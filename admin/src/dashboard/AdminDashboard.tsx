import { Alert, Box, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { PENDING_FILTER } from '../jobs/pendingJobs';
import { useDashboard, type WaitingItem } from './useDashboard';

// recharts is loaded with the charts only, so the rest of the console does not wait for it.
const DashboardCharts = lazy(() => import('./DashboardCharts'));

/**
 * Each count opens the list it counts, filtered as the API counted it. Reviews, experiences,
 * submissions and contract requests are the moderation and companies consoles' lists. Jobs
 * waiting for approval are a queue: the longest waiting first.
 */
const WAITING: { item: WaitingItem; resource: string; filter: Record<string, unknown>; oldestFirst?: boolean }[] = [
  { item: 'pending_jobs', resource: 'jobs', filter: PENDING_FILTER, oldestFirst: true },
  { item: 'pending_reviews', resource: 'company_reviews', filter: { moderation_state: 'pending' } },
  { item: 'pending_experiences', resource: 'company_experiences', filter: { moderation_state: 'pending' } },
  { item: 'company_submissions', resource: 'company_submissions', filter: { handled: false } },
  { item: 'contract_requests', resource: 'contract_requests', filter: { handled: false } },
  { item: 'late_hire_reports', resource: 'hiring_reports', filter: { is_late: true, invoiced: false } },
];

function WaitingCard({ item, resource, filter, oldestFirst, count }: (typeof WAITING)[number] & { count?: number }) {
  const translate = useTranslate();
  const order = oldestFirst ? '&sort=created_at&order=ASC' : '';
  return (
    <Card variant="outlined">
      <CardActionArea
        component={LinkBase}
        to={{ pathname: `/${resource}`, search: `?filter=${encodeURIComponent(JSON.stringify(filter))}${order}` }}
        data-testid={`waiting-${item}`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography variant="h4" component="p" sx={{ fontWeight: 600, color: count ? 'warning.main' : 'text.secondary' }}>
            {count ?? '…'}
          </Typography>
          <Typography variant="body2">{translate(`shigoto.admin_dashboard.waiting.${item}`)}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** What waits for the team, then how the board is doing. */
export function AdminDashboard() {
  const translate = useTranslate();
  const { data, error } = useDashboard();
  return (
    <Stack spacing={3}>
      <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('shigoto.admin_dashboard.waiting_title')}
        </Typography>
        {error && <Alert severity="error">{translate('shigoto.admin_dashboard.load_failed')}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
          {WAITING.map((waiting) => (
            <WaitingCard key={waiting.item} {...waiting} count={data?.waiting[waiting.item]} />
          ))}
        </Box>
      </Box>
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>{data && <DashboardCharts charts={data.charts} />}</Suspense>
    </Stack>
  );
}
