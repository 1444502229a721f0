import type { RaRecord } from 'react-admin';
import type { ApprovalState } from '../common/vocabulary';

/** The fields of an admin job record that moderation reads and changes (PUT /admin/api/jobs/:id). */
export interface ModeratedJob extends RaRecord {
  approval_state: ApprovalState;
  published: boolean;
  featured: boolean;
  is_deleted: boolean;
  closed_at: string | null;
  memo: string | null;
  /** Why staff rejected it, for the submitter (cleared when it is approved). */
  rejection_reason: string | null;
  /** The job's page on the public site while it is on the board. */
  public_url: string | null;
  company_name: string | null;
  /** Whether the company is public yet: approving its first job makes it so. */
  company_published: boolean | null;
}

/** The API's limit on the staff memo (api/src/admin/jobs.admin.ts). */
export const MEMO_MAX_LENGTH = 5000;
