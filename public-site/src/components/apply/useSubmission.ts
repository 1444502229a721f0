'use client';

import { useCallback, useRef, useState } from 'react';
import { RequestFailure, type FieldErrors } from '@/lib/browser/api';
import { track } from '@/lib/browser/tracking';
import { eligibilityIssues, onlyEligibility, type EligibilityIssue } from './eligibility-issues';
import type { ApplicantForm } from './useApplicantForm';

/** Where an apply form is: filling in, checking saved details, told about eligibility, or sent. */
export type ApplyStage = 'form' | 'checking' | 'eligibility' | 'sent';

/**
 * Sending an apply form, the same way in the modal and on the e-mail application page: one
 * submission at a time (a double click sends once), one Idempotency-Key per attempt until it is
 * recorded (a retry after a lost answer records one application), and the server's refusal shown
 * as the eligibility screen when eligibility is all it is about, else under the fields.
 */
export function useSubmission(form: ApplicantForm, { onFieldErrors }: { onFieldErrors?: (errors: FieldErrors) => void } = {}) {
  const [stage, setStage] = useState<ApplyStage>('form');
  const [issues, setIssues] = useState<EligibilityIssue[]>([]);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const attemptKey = useRef<string | null>(null);

  const showVerdict = useCallback(
    (errors: FieldErrors) => {
      form.setErrors(errors);
      onFieldErrors?.(errors);
      if (!form.continueAnyway.current && onlyEligibility(errors)) {
        setIssues(eligibilityIssues(errors));
        setStage('eligibility');
      } else {
        form.touchAll();
        setStage('form');
      }
    },
    [form, onFieldErrors],
  );

  /** Runs `send` with the attempt's key; resolves with its answer once the application is recorded, or null. */
  const run = useCallback(async <T,>(send: (idempotencyKey: string) => Promise<T>): Promise<{ answer: T } | null> => {
    sendingRef.current = true;
    setSending(true);
    setFailure(null);
    attemptKey.current ??= crypto.randomUUID();
    try {
      const answer = await send(attemptKey.current);
      attemptKey.current = null;
      track('APPLICANT_DATA_SUBMISSION', { origin: 'apply', email: form.valuesRef.current.email });
      return { answer };
    } catch (error) {
      const answer = error instanceof RequestFailure ? error : new RequestFailure(0, String(error));
      if (answer.status === 422 && Object.keys(answer.fields).length) showVerdict(answer.fields);
      else setStage('form');
      setFailure(answer);
      return null;
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, [form, showVerdict]);

  /** Marks a check in progress (nothing is sent meanwhile). */
  const busy = useCallback((on: boolean) => {
    sendingRef.current = on;
    setSending(on);
  }, []);

  return { stage, setStage, issues, failure, setFailure, sending, sendingRef, showVerdict, run, busy };
}
