'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SignupForm, type SignupFormProps } from '@/components/newsletter/SignupForm';
import { interpolate } from '@/lib/format/template';
import type { ApplyTexts } from './texts';
import { ClosableDialogTitle } from './ClosableDialogTitle';

/** The newsletter sign-up's props, as the server page hands them over. */
export type NewsletterOffer = Pick<SignupFormProps, 'language' | 'welcomeHref' | 'texts'>;

/** How the application went on: to the company's page in a new tab, or by e-mail to the company. */
export type AppliedBy = { kind: 'link'; url: string } | { kind: 'email'; email: string };

interface AfterApplyDialogProps {
  open: boolean;
  onClose(): void;
  appliedBy: AppliedBy | null;
  company: string;
  texts: ApplyTexts;
  /** The job's related jobs, rendered by the server page. */
  relatedJobs: ReactNode;
  newsletter: NewsletterOffer;
}

/** Full screen on phones, a dialog elsewhere. */
export function useFullScreenDialog(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'));
}

/** 'Thanks for applying!': what happens next, the newsletter offer and related jobs. */
export function AfterApplyDialog({ open, onClose, appliedBy, company, texts, relatedJobs, newsletter }: AfterApplyDialogProps) {
  const { afterApply } = texts;
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="after-apply-title" fullScreen={fullScreen} maxWidth="md" fullWidth>
      <ClosableDialogTitle id="after-apply-title" closeLabel={afterApply.close} onClose={onClose}>
        {afterApply.title}
      </ClosableDialogTitle>
      <DialogContent>
        {appliedBy?.kind === 'link' && (
          <Box sx={{ mb: 3 }}>
            <Typography sx={{ mb: 1.5 }}>{interpolate(afterApply.linkSent, { company })}</Typography>
            {/* For when the browser kept the new tab from opening. */}
            <Button href={appliedBy.url} target="_blank" rel="noopener noreferrer" variant="outlined">
              {afterApply.openPage}
            </Button>
          </Box>
        )}
        {appliedBy?.kind === 'email' && <Typography sx={{ mb: 3 }}>{interpolate(afterApply.emailSent, { company, email: appliedBy.email })}</Typography>}
        <Box component="section" sx={{ p: 2, mb: 3, bgcolor: 'grey.100', borderRadius: 1 }}>
          <Typography sx={{ mb: 1.5 }}>{afterApply.newsletter}</Typography>
          <SignupForm {...newsletter} source="after_apply_modal" />
        </Box>
        {relatedJobs && (
          <Box component="section">
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
              {afterApply.relatedJobs}
            </Typography>
            {relatedJobs}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
