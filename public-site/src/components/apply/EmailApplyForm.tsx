'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import { RequestFailure, type FieldErrors } from '@/lib/browser/api';
import { readSession } from '@/lib/browser/session';
import { interpolate } from '@/lib/format/template';
import { formatDate } from '@/lib/format/date';
import { applicantPayload, applicantTypedBeforeHydration, appliedOn, initialApplicant, recordApplied, saveApplicant } from './applicant';
import { keepResume, readSavedResume, submitApplicantWithResume, type SavedResume } from './applicant-calls';
import { AfterApplyDialog } from './AfterApplyDialog';
import { ApplicantFields } from './ApplicantFields';
import type { ApplyFormProps } from './apply-form-props';
import { EligibilityNotice } from './EligibilityNotice';
import { ResumeUpload, resumeChosenBeforeHydration, resumeProblem, type ResumeState } from './ResumeUpload';
import { SubmissionFailure } from './SubmissionFailure';
import { fieldMessageText } from './texts';
import { useApplicantForm } from './useApplicantForm';
import { useSubmission } from './useSubmission';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

/** The e-mail application page checks the form 275 ms after the seeker stops typing. */
const VALIDATION_DEBOUNCE_MS = 275;

/** What became of keeping the sent file in the seeker's account: kept, or why not. */
type Keeping = { kept: true } | { kept: false; reason: string };

/**
 * Applying to a job that takes applications by e-mail: the resume, a message and the seeker's
 * details, sent together (system_applicants) with the upload's progress. The company receives
 * them by e-mail with the resume attached. A refused or failed submission keeps every field and
 * the chosen file.
 *
 * A signed-in seeker's saved resume goes with the application unless they choose another file;
 * a new file is kept in their account for next time unless they untick the box. Keeping it
 * happens once the application is recorded, so its failure is only mentioned beside the sent
 * application.
 */
export function EmailApplyForm({ target, company, language, texts, locations, links, relatedJobs, newsletter }: ApplyFormProps) {
  const form = useApplicantForm({ target, debounceMs: VALIDATION_DEBOUNCE_MS });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [resumeState, setResumeState] = useState<ResumeState>('initial');
  const [progress, setProgress] = useState(0);
  const [thanking, setThanking] = useState(false);
  const [seeker, setSeeker] = useState(false);
  const [saved, setSaved] = useState<SavedResume | null>(null);
  const [keep, setKeep] = useState(true);
  const [keeping, setKeeping] = useState<Keeping | null>(null);
  /** When this browser applied to the job before: a second application reaches the employer as another one. */
  const [appliedBefore, setAppliedBefore] = useState<string | null>(null);
  const onFieldErrors = useCallback((errors: FieldErrors) => errors.resume && setFileError(fieldMessageText(texts, errors.resume[0])), [texts]);
  const { stage, setStage, issues, failure, sending, sendingRef, run } = useSubmission(form, { onFieldErrors });
  const top = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const { load, validateNow } = form;

  useEffect(() => {
    const initial = { ...initialApplicant(), ...applicantTypedBeforeHydration(formElement.current) };
    load(initial);
    if (initial.name || initial.email) void validateNow(initial);
  }, [load, validateNow]);

  useEffect(() => setAppliedBefore(appliedOn(target.jobId)), [target.jobId]);

  // Only the browser knows who is signed in: the page itself is the same for everyone.
  useEffect(() => {
    if (readSession()?.accountType !== 'user') return;
    setSeeker(true);
    const controller = new AbortController();
    void readSavedResume(controller.signal).then((resume) => {
      if (!controller.signal.aborted) setSaved(resume);
    });
    return () => controller.abort();
  }, []);

  // A new screen (eligibility, sent) starts at its top, not where the seeker clicked Send.
  useEffect(() => {
    if (stage !== 'form') top.current?.scrollIntoView({ block: 'start' });
  }, [stage]);

  const choose = useCallback(
    (chosen: File) => {
      const problem = resumeProblem(chosen, texts);
      setFileError(problem);
      // A refused file is not taken: the one chosen before (if any) stays.
      if (problem) return;
      setFile(chosen);
      setResumeState('initial');
    },
    [texts],
  );

  // A file chosen before the page's script loaded (through the field's label) is taken as if chosen now.
  useEffect(() => {
    const chosen = resumeChosenBeforeHydration(formElement.current);
    if (chosen) choose(chosen);
  }, [choose]);

  async function send() {
    if (sendingRef.current) return;
    const resume = file ?? (saved ? 'saved' : null);
    if (!resume) {
      // A file just refused keeps its own reason ("bad.exe is not a PDF…"): it says more than "add your resume".
      setFileError((refused) => refused ?? texts.resume.required);
      form.touchAll();
      void form.validateNow();
      return;
    }
    setResumeState('saving');
    setProgress(0);
    const values = form.valuesRef.current;
    const recorded = await run((idempotencyKey) =>
      submitApplicantWithResume(applicantPayload(values, target, form.continueAnyway.current), resume, { language, idempotencyKey, onUploadProgress: setProgress }),
    );
    // Not received: the file stays chosen for the next try.
    if (!recorded) return setResumeState('failed');
    saveApplicant(values);
    recordApplied(target.jobId);
    setResumeState('success');
    setStage('sent');
    setThanking(true);
    if (file && seeker && keep) void keepInAccount(file);
  }

  async function keepInAccount(chosen: File) {
    try {
      await keepResume(chosen);
      setKeeping({ kept: true });
    } catch (error) {
      // callApi rejects with a RequestFailure; anything else means no answer came.
      setKeeping({ kept: false, reason: error instanceof RequestFailure && !error.network ? error.message : texts.resume.keepUnreachable });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function continueAnyway() {
    form.continueAnyway.current = true;
    void send();
  }

  const messageError = form.errorOf('message');

  return (
    <Box ref={top} sx={{ scrollMarginTop: 88 }}>
      {stage === 'sent' && (
        <Box>
          <Alert severity="success" sx={{ mb: 2 }}>
            {interpolate(texts.apply.sent, { company })}
          </Alert>
          {keeping && (
            <Alert severity={keeping.kept ? 'info' : 'warning'} sx={{ mb: 2 }} data-testid="resume-keeping">
              {keeping.kept ? texts.resume.kept : interpolate(texts.resume.keepFailed, { reason: keeping.reason })}
            </Alert>
          )}
          <Button component={Link} href={links.job} variant="outlined">
            {texts.apply.backToJob}
          </Button>
        </Box>
      )}
      {stage === 'eligibility' && (
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {texts.eligibility.title}
          </Typography>
          <EligibilityNotice issues={issues} texts={texts} links={links} sending={sending} onEdit={() => setStage('form')} onContinueAnyway={continueAnyway} />
        </Box>
      )}
      {stage === 'form' && (
        <Box component="form" {...SENT_BY_SCRIPT} ref={formElement} noValidate onSubmit={submit}>
          <Stack spacing={2.5}>
            {appliedBefore && (
              <Alert severity="info" data-testid="applied-before">
                {interpolate(texts.apply.appliedBefore, { date: formatDate(appliedBefore, language) ?? '' })}
              </Alert>
            )}
            <Box>
              <ResumeUpload file={file} saved={saved} state={resumeState} progress={progress} error={fileError} texts={texts} disabled={sending} onChoose={choose} />
              {seeker && file && (
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={<Checkbox name="keep_resume" checked={keep} onChange={(event) => setKeep(event.target.checked)} disabled={sending} />}
                  label={texts.resume.keep}
                />
              )}
            </Box>
            <TextField
              name="message"
              label={texts.apply.message}
              value={form.values.message}
              onChange={(event) => form.change('message', event.target.value)}
              required
              multiline
              minRows={5}
              disabled={sending}
              error={!!messageError}
              helperText={messageError ? fieldMessageText(texts, messageError) : texts.apply.messageHelp}
              fullWidth
            />
            <ApplicantFields form={form} texts={texts} locations={locations} urlRequired={false} disabled={sending} />
            {failure && <SubmissionFailure failure={failure} texts={texts} onRetry={() => void send()} />}
            <Box>
              <Button type="submit" variant="contained" size="large" disabled={sending}>
                {sending ? texts.apply.sending : texts.apply.send}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
      <AfterApplyDialog
        open={thanking}
        onClose={() => setThanking(false)}
        appliedBy={{ kind: 'email', email: form.values.email }}
        company={company}
        texts={texts}
        relatedJobs={relatedJobs}
        newsletter={newsletter}
      />
    </Box>
  );
}
