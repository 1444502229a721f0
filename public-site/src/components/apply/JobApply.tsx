'use client';

import { createContext, useCallback, useContext, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { track } from '@/lib/browser/tracking';
import { interpolate } from '@/lib/format/template';
import { applicantPayload, fillsLinkForm, initialApplicant, saveApplicant, type ApplicantField, type ApplicantValues } from './applicant';
import { submitApplicant } from './applicant-calls';
import { AfterApplyDialog, useFullScreenDialog, type AppliedBy } from './AfterApplyDialog';
import { ApplicantFields } from './ApplicantFields';
import type { ApplyFormProps } from './apply-form-props';
import { ClosableDialogTitle } from './ClosableDialogTitle';
import { ConfirmCancelDialog } from './ConfirmCancelDialog';
import { EligibilityNotice } from './EligibilityNotice';
import { isWebUrl, releaseTab, reserveTab, sendTab } from './new-tab';
import { SubmissionFailure } from './SubmissionFailure';
import { useApplicantForm } from './useApplicantForm';
import { useSubmission } from './useSubmission';

/** The apply modal checks the form 250 ms after the seeker stops typing. */
const VALIDATION_DEBOUNCE_MS = 250;

const StartApplying = createContext<(() => void) | null>(null);

/**
 * Applying to a job that takes applications on the company's own page (a link job): the apply
 * modal, its cancel confirmation and the after-apply modal, opened by any ApplyButton inside.
 * The modal restores the seeker's saved details and, when the server finds them complete and
 * eligible, continues by itself. Continue records the application, saves the details in the
 * browser, opens the company's page in a new tab and says thanks.
 */
export function JobApply({ target, jobTitle, company, language, texts, locations, links, relatedJobs, newsletter, children }: ApplyFormProps & { jobTitle: string; children: ReactNode }) {
  const form = useApplicantForm({ target, debounceMs: VALIDATION_DEBOUNCE_MS });
  const submission = useSubmission(form);
  const { stage, setStage, failure, setFailure, sending, sendingRef, showVerdict, run, busy } = submission;
  const fullScreen = useFullScreenDialog();
  const [open, setOpen] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  /** Set once the application is recorded: the after-apply modal shows. */
  const [applied, setApplied] = useState<{ by: AppliedBy | null } | null>(null);
  /** The seeker typed in this page's form: reopening the modal shows what they typed, not the saved details. */
  const typed = useRef(false);

  /** Records the application; the reserved tab then goes to the company's page, or closes if it was refused. */
  const submit = useCallback(
    async (tab: Window | null) => {
      const values = form.valuesRef.current;
      const recorded = await run((idempotencyKey) => submitApplicant(applicantPayload(values, target, form.continueAnyway.current), { language, idempotencyKey }));
      if (!recorded) return releaseTab(tab);
      typed.current = false;
      saveApplicant(values);
      const destination = isWebUrl(recorded.answer) ? recorded.answer : null;
      if (destination) sendTab(tab, destination);
      else releaseTab(tab);
      setOpen(false);
      setApplied({ by: destination ? { kind: 'link', url: destination } : null });
    },
    [form, language, run, target],
  );

  /** Saved details that fill the form are checked at once and, if the server accepts them, sent without a click. */
  const continueBySelf = useCallback(
    async (values: ApplicantValues, tab: Window | null) => {
      const verdict = await form.validateNow(values);
      if (verdict && Object.keys(verdict).length === 0) return submit(tab);
      releaseTab(tab);
      if (verdict) showVerdict(verdict);
      else setStage('form');
    },
    [form, setStage, showVerdict, submit],
  );

  const start = useCallback(() => {
    track('JOB_APPLICATION_CLICK', { origin: 'job_detail' });
    setFailure(null);
    setApplied(null);
    setOpen(true);
    if (typed.current) return setStage('form');
    const initial = initialApplicant();
    form.load(initial);
    if (!fillsLinkForm(initial)) return setStage('form');
    setStage('checking');
    // Opened in the Apply click itself: the application may be sent before the seeker clicks again.
    void continueBySelf(initial, reserveTab());
  }, [continueBySelf, form, setFailure, setStage]);

  const change = useCallback(
    <F extends ApplicantField>(field: F, value: ApplicantValues[F]) => {
      typed.current = true;
      form.change(field, value);
    },
    [form],
  );

  /** A click that sends: ignored while a submission is under way (a double click sends once); the tab opens in the click. */
  function sendFromClick() {
    if (sendingRef.current) return;
    void submit(reserveTab());
  }

  async function onContinue(event: FormEvent) {
    event.preventDefault();
    if (sendingRef.current) return;
    if (form.isKnownValid()) return sendFromClick();
    // Not yet known to pass: ask first, and open no tab for a form that would be refused.
    busy(true);
    const verdict = await form.validateNow();
    busy(false);
    if (verdict && Object.keys(verdict).length) return showVerdict(verdict);
    void submit(null);
  }

  function continueAnyway() {
    form.continueAnyway.current = true;
    sendFromClick();
  }

  const cancel = () => {
    setConfirmingCancel(false);
    setOpen(false);
  };

  return (
    <StartApplying.Provider value={start}>
      {children}
      <Dialog open={open} onClose={() => setConfirmingCancel(true)} aria-labelledby="apply-title" fullScreen={fullScreen} maxWidth="sm" fullWidth>
        <ClosableDialogTitle id="apply-title" closeLabel={texts.applyModal.close} onClose={() => setConfirmingCancel(true)}>
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
              onBackToJob={() => setOpen(false)}
              onEdit={() => setStage('form')}
              onContinueAnyway={continueAnyway}
            />
          </DialogContent>
        )}
        {stage === 'form' && (
          <>
            <DialogContent>
              <Typography color="text.secondary" sx={{ mb: 2.5 }}>
                {interpolate(texts.applyModal.intro, { company })}
              </Typography>
              <Box component="form" id="apply-form" noValidate onSubmit={onContinue}>
                <ApplicantFields form={{ ...form, change }} texts={texts} locations={locations} urlRequired />
              </Box>
              {failure && (
                <Box sx={{ mt: 2 }}>
                  <SubmissionFailure failure={failure} texts={texts} onRetry={sendFromClick} />
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
      <ConfirmCancelDialog open={confirmingCancel} texts={texts} onKeep={() => setConfirmingCancel(false)} onCancel={cancel} />
      <AfterApplyDialog
        open={applied !== null}
        onClose={() => setApplied(null)}
        appliedBy={applied?.by ?? null}
        company={company}
        texts={texts}
        relatedJobs={relatedJobs}
        newsletter={newsletter}
      />
    </StartApplying.Provider>
  );
}

/** Opens the apply modal of the JobApply around it. */
export function ApplyButton({ label }: { label: string }) {
  const start = useContext(StartApplying);
  return (
    <Button onClick={start ?? undefined} variant="contained" size="large" fullWidth>
      {label}
    </Button>
  );
}
