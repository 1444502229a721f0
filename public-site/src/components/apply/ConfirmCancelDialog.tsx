'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import type { ApplyTexts } from './texts';

/** The second-layer confirmation before an application in progress is abandoned. */
export function ConfirmCancelDialog({ open, texts, onKeep, onCancel }: { open: boolean; texts: ApplyTexts; onKeep(): void; onCancel(): void }) {
  const { applyModal } = texts;
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="cancel-application-title" maxWidth="xs" fullWidth>
      <DialogTitle id="cancel-application-title">{applyModal.cancelQuestion}</DialogTitle>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onKeep} autoFocus>
          {applyModal.cancelNo}
        </Button>
        <Button color="inherit" onClick={onCancel}>
          {applyModal.cancelYes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
