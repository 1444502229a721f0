'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useNotReadyUntilHydrated } from '@/lib/browser/hydrated';
import type { FeedbackDialogProps } from './FeedbackDialog';

// The dialog's code (MUI Dialog and fields) loads when the visitor first opens it.
const FeedbackDialog = dynamic(() => import('./FeedbackDialog').then((module) => module.FeedbackDialog), { ssr: false });

interface FeedbackModalProps extends Omit<FeedbackDialogProps, 'open' | 'onClose'> {
  /** The link-styled button that opens the dialog, and its look where it sits. */
  openLabel: string;
  openClassName: string;
}

/** The footer's feedback button and the dialog it opens (POST feedbacks). */
export function FeedbackModal({ openLabel, openClassName, ...dialog }: FeedbackModalProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const notReady = useNotReadyUntilHydrated();
  return (
    <>
      <button
        type="button"
        aria-disabled={notReady}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={openClassName}
      >
        {openLabel}
      </button>
      {opened && <FeedbackDialog {...dialog} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
