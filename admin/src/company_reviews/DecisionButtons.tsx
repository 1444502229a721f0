import ApproveIcon from '@mui/icons-material/CheckCircleOutlined';
import RejectIcon from '@mui/icons-material/BlockOutlined';
import type { ReactElement } from 'react';
import { TopToolbar, useRecordContext } from 'react-admin';
import { ReasonDialogButton } from '../common/ReasonDialogButton';
import type { ApprovalState } from '../common/vocabulary';

/** A review's or experience's moderation fields (PUT /admin/api/company_reviews/:id and company_experiences). */
export interface ModeratedEntry {
  id: number;
  moderation_state: ApprovalState;
  moderation_reason: string | null;
}

type Decision = Exclude<ApprovalState, 'pending'>;

const DECISIONS: Record<Decision, { name: 'approve' | 'reject'; icon: ReactElement; colour: 'success' | 'error' }> = {
  approved: { name: 'approve', icon: <ApproveIcon />, colour: 'success' },
  // A rejection is explained: the reason stays with the entry for the team.
  rejected: { name: 'reject', icon: <RejectIcon />, colour: 'error' },
};

/** Approving or rejecting opens a dialog for the reason, so a decision is confirmed and explained. */
function DecisionButton({ decision }: { decision: Decision }) {
  const { name, icon, colour } = DECISIONS[decision];
  return (
    <ReasonDialogButton
      textKey={`shigoto.moderation.${name}`}
      icon={icon}
      colour={colour}
      variant={decision === 'approved' ? 'contained' : 'outlined'}
      reasonSource="moderation_reason"
      reasonRequired={decision === 'rejected'}
      changes={{ moderation_state: decision }}
    />
  );
}

/** The show page's toolbar: the decisions that change the entry as it stands (a decision can be revised). */
export function DecisionActions() {
  const entry = useRecordContext<ModeratedEntry>();
  if (!entry) return null;
  return (
    <TopToolbar>
      {(Object.keys(DECISIONS) as Decision[])
        .filter((decision) => decision !== entry.moderation_state)
        .map((decision) => (
          <DecisionButton key={decision} decision={decision} />
        ))}
    </TopToolbar>
  );
}
