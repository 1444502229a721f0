import ApproveIcon from '@mui/icons-material/CheckCircleOutlined';
import RejectIcon from '@mui/icons-material/BlockOutlined';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactElement, useId, useState } from 'react';
import {
  Button,
  Form,
  maxLength,
  required,
  SaveButton,
  TextInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
  useUpdateController,
} from 'react-admin';
import { useSaved } from '../common/useSaved';
import type { ApprovalState } from '../common/vocabulary';

/** A review's or experience's moderation fields (PUT /admin/api/company_reviews/:id and company_experiences). */
export interface ModeratedEntry {
  id: number;
  moderation_state: ApprovalState;
  moderation_reason: string | null;
}

type Decision = Exclude<ApprovalState, 'pending'>;

/** The API's limit on the reason. */
const REASON_MAX_LENGTH = 2000;

const DECISIONS: Record<Decision, { name: 'approve' | 'reject'; icon: ReactElement; colour: 'success' | 'error'; validate: ReturnType<typeof maxLength>[] }> = {
  approved: { name: 'approve', icon: <ApproveIcon />, colour: 'success', validate: [maxLength(REASON_MAX_LENGTH)] },
  // A rejection is explained: the reason stays with the entry for the team.
  rejected: { name: 'reject', icon: <RejectIcon />, colour: 'error', validate: [required(), maxLength(REASON_MAX_LENGTH)] },
};

/** Approving or rejecting opens a dialog for the reason, so a decision is confirmed and explained. */
function DecisionButton({ decision }: { decision: Decision }) {
  const entry = useRecordContext<ModeratedEntry>();
  const translate = useTranslate();
  const titleId = useId();
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { name, icon, colour, validate } = DECISIONS[decision];
  const key = `shigoto.moderation.${name}`;
  const onSuccess = useSaved(`${key}.done`, close);
  const { handleUpdate, isPending } = useUpdateController<ModeratedEntry>({ mutationMode: 'pessimistic', mutationOptions: { onSuccess } });
  if (!entry) return null;
  return (
    <>
      <Button label={`${key}.label`} onClick={() => setOpen(true)} color={colour} variant={decision === 'approved' ? 'contained' : 'outlined'}>
        {icon}
      </Button>
      <Dialog open={isOpen} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <Form
          record={{ moderation_reason: '' }}
          onSubmit={({ moderation_reason }: Partial<ModeratedEntry>) => handleUpdate({ moderation_state: decision, moderation_reason: moderation_reason || null })}
        >
          <DialogTitle id={titleId}>{translate(`${key}.confirm_title`)}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(`${key}.confirm_content`)}</DialogContentText>
            <TextInput source="moderation_reason" multiline minRows={3} autoFocus validate={validate} helperText={`${key}.reason_hint`} />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={close} disabled={isPending} />
            <SaveButton label={`${key}.label`} icon={icon} disabled={isPending} color={colour} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
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
