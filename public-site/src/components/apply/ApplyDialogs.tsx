'use client';

import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { MuiIsland } from '@/components/theme/MuiIsland';
import { interpolate } from '@/lib/format/template';
import type { ApplicantField, ApplicantValues } from './applicant';
import { AfterApplyDialog, useFullScreenDialog, type AppliedBy } from './AfterApplyDialog';
import { ApplicantFields } from './ApplicantFields';
import type { ApplyFormProps } from './apply-form-props';
import { ClosableDialogTitle } from './ClosableDialogTitle';
import { ConfirmCancelDialog } from './ConfirmCancelDialog';
import { EligibilityNotice } from './EligibilityNotice';
import { SubmissionFailure } from './SubmissionFailure';
import type { ApplicantForm } from './useApplicantForm';
import type { useSubmission } from './useSubmission';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

export interface ApplyDialogsProps extends Omit<ApplyFormProps, 'target' | 'language'> {
  jobTitle: string;
  form: ApplicantForm;
  submission: ReturnType<typeof useSubmission>;
  open: boolean;
  confirmingCancel: boolean;
  /** Set once the application is recorded: the after-apply modal shows. */
  applied: { by: AppliedBy | null } | null;
  /** The seeker typed in a field. */
  onChange: <F extends ApplicantField>(field: F, value: ApplicantValues[F]) => void;
  onContinue: (event: FormEvent) => void;
  onRetry: () => void;
  onContinueAnyway: () => void;
  onBackToJob: () => void;
  /** Closing the apply modal asks first. */
  onAskToCancel: () => void;
  onKeepApplying: () => void;
  onCancel: () => void;
  onAfterApplyClose: () => void;
}

/**
 * The apply modal, its cancel confirmation and the after-apply modal, drawn with MUI. Their state
 * lives in JobApply, which loads this code when a seeker first clicks Apply.
 */
export function ApplyDialogs(props: ApplyDialogsProps) {
  const { jobTitle, company, texts, locations, links, relatedJobs, newsletter, form, submission, open, applied } = props;
  const { stage, setStage, failure, sending } = submission;
  const fullScreen = useFullScreenDialog();
  return (
    <MuiIsland>
      <Dialog open={open} onClose={props.onAskToCancel} aria-labelledby="apply-title" fullScreen={fullScreen} maxWidth="sm" fullWidth>
        <ClosableDialogTitle id="apply-title" closeLabel={texts.applyModal.close} onClose={props.onAskToCancel}>
          {stage === 'eligibility' ? texts.eligibility.title : interpolate(texts.applyModal.title, { title: jobTitle })}
        </ClosableDialogTitle>
        {stage === 'checking' && (
          <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress size={24} />
            <Typography>{texts.applyModal.checking}</Typography>
          </DialogContent>
        )}
        {stage === 'eligibility' && (
          <DialogContent>
            <EligibilityNotice
              issues={submission.issues}
              texts={texts}
              links={links}
              sending={sending}
              onBackToJob={props.onBackToJob}
              onEdit={() => setStage('form')}
              onContinueAnyway={props.onContinueAnyway}
            />
          </DialogContent>
        )}
        {stage === 'form' && (
          <>
            <DialogContent>
              <Typography color="text.secondary" sx={{ mb: 2.5 }}>
                {interpolate(texts.applyModal.intro, { company })}
              </Typography>
              <Box component="form" {...SENT_BY_SCRIPT} id="apply-form" noValidate onSubmit={props.onContinue}>
                <ApplicantFields form={{ ...form, change: props.onChange }} texts={texts} locations={locations} urlRequired />
              </Box>
              {failure && (
                <Box sx={{ mt: 2 }}>
                  <SubmissionFailure failure={failure} texts={texts} onRetry={props.onRetry} />
                </Box>
              )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2.5 }}>
              <Button type="submit" form="apply-form" variant="contained" size="large" disabled={sending} fullWidth={fullScreen}>
                {sending ? texts.applyModal.sending : texts.applyModal.continue}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <ConfirmCancelDialog open={props.confirmingCancel} texts={texts} onKeep={props.onKeepApplying} onCancel={props.onCancel} />
      <AfterApplyDialog
        open={applied !== null}
        onClose={props.onAfterApplyClose}
        appliedBy={applied?.by ?? null}
        company={company}
        texts={texts}
        relatedJobs={relatedJobs}
        newsletter={newsletter}
      />
    </MuiIsland>
  );
}
