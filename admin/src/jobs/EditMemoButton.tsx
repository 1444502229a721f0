import EditMemoIcon from '@mui/icons-material/EditNoteOutlined';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Form, maxLength, SaveButton, TextInput, useRecordContext, useTranslate, useUpdateController } from 'react-admin';
import { useSaved } from '../common/useSaved';
import { MEMO_MAX_LENGTH, type ModeratedJob } from './moderation';
import { ActionButton } from '../common/ActionButton';

/** Opens the staff memo in a dialog and saves only the memo; an emptied memo is saved as null. */
export function EditMemoButton() {
  const job = useRecordContext<ModeratedJob>();
  const translate = useTranslate();
  const titleId = useId();
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  const onSuccess = useSaved('shigoto.jobs.memo.saved', close);
  const { handleUpdate, isPending } = useUpdateController<ModeratedJob>({
    mutationMode: 'pessimistic',
    mutationOptions: { onSuccess },
  });
  if (!job) return null;
  return (
    <>
      <ActionButton label="shigoto.jobs.memo.edit" onClick={() => setOpen(true)}>
        <EditMemoIcon />
      </ActionButton>
      <Dialog open={isOpen} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <Form record={job} onSubmit={({ memo }: Partial<ModeratedJob>) => handleUpdate({ memo })}>
          <DialogTitle id={titleId}>{translate('resources.jobs.fields.memo')}</DialogTitle>
          <DialogContent>
            <TextInput
              source="memo"
              label={false}
              multiline
              minRows={4}
              autoFocus
              validate={maxLength(MEMO_MAX_LENGTH)}
              helperText="shigoto.jobs.memo.hint"
            />
          </DialogContent>
          <DialogActions>
            <ActionButton label="ra.action.cancel" onClick={close} disabled={isPending} />
            <SaveButton disabled={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
