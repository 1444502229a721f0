import { useGetList } from 'react-admin';
import type { ApprovalState } from '../common/vocabulary';

/** The moderation queue: jobs the team has not approved or rejected yet (every new job starts pending). */
export const PENDING_FILTER = { approval_state: 'pending' satisfies ApprovalState };

/** How many jobs wait for approval; one row is enough, the count comes from Content-Range. */
export function usePendingJobCount(): number | undefined {
  return useGetList('jobs', { filter: PENDING_FILTER, pagination: { page: 1, perPage: 1 } }).total;
}
