import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactElement, useId, useState } from 'react';
import { Form, maxLength, required, SaveButton, TextInput, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate, useUpdateController } from 'react-admin';
import { useSaved } from './useSaved';
import { ActionButton } from './ActionButton';

/** The API's limit on a decision's reason. */
const REASON_MAX_LENGTH = 2000;

interface ReasonDialogButtonProps {
  /** Texts under `{textKey}.label`, `.confirm_title`, `.confirm_content`, `.reason_hint` and `.done`. */
  textKey: string;
  icon: ReactElement;
  colour: 'success' | 'error' | 'secondary';
  variant: 'contained' | 'outlined' | 'text';
  /** The record's field the reason is saved in. */
  reasonSource: string;
  /** A rejection is explained; an approval may be. */
  reasonRequired: boolean;
  /** What the decision changes besides the reason. */
  changes: Record<string, unknown>;
}

/**
 * A decision on the record shown (approve, reject) that opens a dialog for its reason: confirmed
 * and explained at once, and saved once the API has accepted it.
 */
export function ReasonDialogButton({ textKey, icon, colour, variant, reasonSource, reasonRequired, changes }: ReasonDialogButtonProps) {
  const translate = useTranslate();
  const representation = useGetRecordRepresentation(useResourceContext())(useRecordContext() ?? {});
  const titleId = useId();
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  const onSuccess = useSaved(`${textKey}.done`, close);
  const { handleUpdate, isPending } = useUpdateController({ mutationMode: 'pessimistic', mutationOptions: { onSuccess } });
  const validate = reasonRequired ? [required(), maxLength(REASON_MAX_LENGTH)] : [maxLength(REASON_MAX_LENGTH)];
  return (
    <>
      <ActionButton label={`${textKey}.label`} onClick={() => setOpen(true)} color={colour} variant={variant}>
        {icon}
      </ActionButton>
      <Dialog open={isOpen} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <Form record={{ [reasonSource]: '' }} onSubmit={(values: Record<string, unknown>) => handleUpdate({ ...changes, [reasonSource]: values[reasonSource] || null })}>
          <DialogTitle id={titleId}>{translate(`${textKey}.confirm_title`, { recordRepresentation: typeof representation === 'string' ? representation : '' })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(`${textKey}.confirm_content`)}</DialogContentText>
            <TextInput source={reasonSource} multiline minRows={3} autoFocus validate={validate} helperText={`${textKey}.reason_hint`} />
          </DialogContent>
          <DialogActions>
            <ActionButton label="ra.action.cancel" onClick={close} disabled={isPending} />
            <SaveButton label={`${textKey}.label`} icon={icon} disabled={isPending} color={colour} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
