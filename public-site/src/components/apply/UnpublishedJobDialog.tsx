'use client';

import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { SignupForm } from '@/components/newsletter/SignupForm';
import { MuiIsland } from '@/components/theme/MuiIsland';
import type { NewsletterOffer } from './AfterApplyDialog';
import { ClosableDialogTitle } from './ClosableDialogTitle';

interface UnpublishedJobDialogProps {
  texts: { title: string; intro: string; close: string };
  newsletter: NewsletterOffer;
}

/** Shown over a closed job's page: 'This job is no longer available.', and the newsletter instead. Rendered in the browser only (UnpublishedJobNotice). */
export function UnpublishedJobDialog({ texts, newsletter }: UnpublishedJobDialogProps) {
  const [open, setOpen] = useState(true);
  return (
    <MuiIsland>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="unpublished-job-title" maxWidth="sm" fullWidth>
        <ClosableDialogTitle id="unpublished-job-title" closeLabel={texts.close} onClose={() => setOpen(false)}>
          {texts.title}
        </ClosableDialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {texts.intro}
          </Typography>
          <SignupForm {...newsletter} source="unpublished_job_modal" />
        </DialogContent>
      </Dialog>
    </MuiIsland>
  );
}
