import { Chip, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { type ApprovalState, VOCABULARY } from '../common/vocabulary';
import { usePendingJobCount } from './pendingJobs';

const ALL = 'all';
const CHOICES = [ALL, ...VOCABULARY.approval_state] as const;
type Choice = (typeof CHOICES)[number];

/**
 * One-click approval-state filters above the job list, so the moderation queue ("Pending
 * approval", with its size) is always in sight. They set the same `approval_state` filter as
 * the dashboard's link. Chips rather than MUI Tabs: Tabs would push the framework chunk past
 * its size budget (admin/vite.config.ts).
 */
export function ApprovalQuickFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const pendingCount = usePendingJobCount();
  const { approval_state: selected = ALL, ...otherFilters } = filterValues as Record<string, unknown> & {
    approval_state?: ApprovalState;
  };
  const select = (choice: Choice) => setFilters(choice === ALL ? otherFilters : { ...otherFilters, approval_state: choice });
  const label = (choice: Choice) => {
    const text = translate(`shigoto.jobs.approval_filters.${choice}`);
    return choice === 'pending' && pendingCount !== undefined ? `${text} (${pendingCount})` : text;
  };
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, py: 1.5, flexWrap: 'wrap' }}>
      {CHOICES.map((choice) => (
        <Chip
          key={choice}
          label={label(choice)}
          color={choice === selected ? 'secondary' : 'default'}
          variant={choice === selected ? 'filled' : 'outlined'}
          aria-pressed={choice === selected}
          onClick={() => select(choice)}
        />
      ))}
    </Stack>
  );
}
