'use client';

import type { ReactNode } from 'react';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';

/**
 * A dialog's title (its accessible name, by `id`) and the close button in its corner; the button
 * sits beside the title, not in it, so the dialog is not named "… Close".
 */
export function ClosableDialogTitle({ id, closeLabel, onClose, children }: { id: string; closeLabel: string; onClose(): void; children: ReactNode }) {
  return (
    <>
      <IconButton aria-label={closeLabel} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        ×
      </IconButton>
      {/* Right before the content, whose top padding MUI drops after a title. */}
      <DialogTitle id={id} sx={{ pr: 6 }}>
        {children}
      </DialogTitle>
    </>
  );
}
