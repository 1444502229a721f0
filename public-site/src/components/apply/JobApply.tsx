'use client';

import { createContext, useCallback, useContext, useRef, useState, type FormEvent, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { buttonClass } from '@/components/ui/classes';
import { EARLY_CLICK_ATTRIBUTE } from '@/lib/browser/early-click-script';
import { useEarlyClick } from '@/lib/browser/early-clicks';
import { useNotReadyUntilHydrated } from '@/lib/browser/hydrated';
import { track } from '@/lib/browser/tracking';
import { applicantPayload, fillsLinkForm, initialApplicant, saveApplicant, type ApplicantField, type ApplicantValues } from './applicant';
import { submitApplicant } from './applicant-calls';
import type { AppliedBy } from './AfterApplyDialog';
import type { ApplyFormProps } from './apply-form-props';
import { isWebUrl, releaseTab, reserveTab, sendTab } from './new-tab';
import { useApplicantForm } from './useApplicantForm';
import { useSubmission } from './useSubmission';

const loadApplyDialogs = () => import('./ApplyDialogs');
// The dialogs' code (MUI and the form's fields) loads when a seeker is about to apply, not with the page.
const ApplyDialogs = dynamic(() => loadApplyDialogs().then((module) => module.ApplyDialogs), { ssr: false });

/** The apply modal checks the form 250 ms after the seeker stops typing. */
const VALIDATION_DEBOUNCE_MS = 250;

const StartApplying = createContext<(() => void) | null>(null);

/**
 * Applying to a job that takes applications on the company's own page (a link job): the apply
 * modal, its cancel confirmation and the after-apply modal (ApplyDialogs, loaded on first use),
 * opened by any ApplyButton inside.
 * The modal restores the seeker's saved details and, when the server finds them complete and
 * eligible, continues by itself. Continue records the application, saves the details in the
 * browser, opens the company's page in a new tab and says thanks.
 */
export function JobApply({ target, jobTitle, company, language, texts, locations, links, relatedJobs, newsletter, children }: ApplyFormProps & { jobTitle: string; children: ReactNode }) {
  const form = useApplicantForm({ target, debounceMs: VALIDATION_DEBOUNCE_MS });
  const submission = useSubmission(form);
  const { setStage, setFailure, sendingRef, showVerdict, run, busy } = submission;
  const [open, setOpen] = useState(false);
  /** The dialogs are in the page from the first Apply on. */
  const [started, setStarted] = useState(false);
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
    setStarted(true);
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
      {started && (
        <ApplyDialogs
          jobTitle={jobTitle}
          company={company}
          texts={texts}
          locations={locations}
          links={links}
          relatedJobs={relatedJobs}
          newsletter={newsletter}
          form={form}
          submission={submission}
          open={open}
          confirmingCancel={confirmingCancel}
          applied={applied}
          onChange={change}
          onContinue={onContinue}
          onRetry={sendFromClick}
          onContinueAnyway={continueAnyway}
          onBackToJob={() => setOpen(false)}
          onAskToCancel={() => setConfirmingCancel(true)}
          onKeepApplying={() => setConfirmingCancel(false)}
          onCancel={cancel}
          onAfterApplyClose={() => setApplied(null)}
        />
      )}
    </StartApplying.Provider>
  );
}

/**
 * Opens the apply modal of the JobApply around it; the modal's code starts loading as the pointer or
 * focus reaches the button. It is marked not ready until hydrated (useNotReadyUntilHydrated); a
 * click before then, noted by the page's EarlyClickRecorder, opens the modal once it is ready.
 */
export function ApplyButton({ label }: { label: string }) {
  const start = useContext(StartApplying);
  const notReady = useNotReadyUntilHydrated();
  useEarlyClick('apply', start);
  const preload = () => void loadApplyDialogs();
  return (
    <button
      type="button"
      {...{ [EARLY_CLICK_ATTRIBUTE]: 'apply' }}
      aria-disabled={notReady}
      onClick={start ?? undefined}
      onPointerEnter={preload}
      onFocus={preload}
      className={buttonClass({ variant: 'contained', size: 'large', fullWidth: true })}
    >
      {label}
    </button>
  );
}
