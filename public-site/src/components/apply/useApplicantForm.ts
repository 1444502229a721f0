'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '@/lib/browser/api';
import { applicantPayload, EMPTY_APPLICANT, type ApplicantField, type ApplicantValues, type ApplyTarget } from './applicant';
import { validateApplicant } from './applicant-calls';

interface Options {
  target: ApplyTarget;
  /** The pause in typing before the server is asked (250 ms in the apply modal, 275 ms on the e-mail application page). */
  debounceMs: number;
}

/**
 * An apply form's values and the server's verdict on them: every change is checked by
 * applicant_validations once the seeker pauses typing, and the first message of each field the
 * seeker has touched (or, after a submission, of every field) is shown under it.
 */
export function useApplicantForm({ target, debounceMs }: Options) {
  // Empty when rendered on the server; load() fills in what the browser remembers.
  const [values, setValues] = useState<ApplicantValues>(EMPTY_APPLICANT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const valuesRef = useRef(values);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  /** Set once the seeker chose to continue despite an eligibility answer: later checks no longer raise it. */
  const continueAnyway = useRef(false);
  /** The values the server last found complete and eligible. */
  const passed = useRef<ApplicantValues | null>(null);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  /** Asks the server now; null when no verdict came (superseded, or the network failed: the submission will say). */
  const validateNow = useCallback(
    async (next: ApplicantValues = valuesRef.current): Promise<FieldErrors | null> => {
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const verdict = await validateApplicant(applicantPayload(next, target, continueAnyway.current), controller.signal);
        if (controller.signal.aborted) return null;
        passed.current = Object.keys(verdict).length === 0 ? next : null;
        setErrors(verdict);
        return verdict;
      } catch {
        return null;
      }
    },
    [target],
  );

  /** A field changed: it now shows its message, and the server is asked once typing pauses. */
  const change = useCallback(
    <F extends ApplicantField>(field: F, value: ApplicantValues[F]) => {
      const next = { ...valuesRef.current, [field]: value };
      valuesRef.current = next;
      setValues(next);
      setTouched((before) => (before.has(field) ? before : new Set(before).add(field)));
      // A check of the values before this change would answer for what the form no longer holds.
      inFlight.current?.abort();
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void validateNow(next), debounceMs);
    },
    [debounceMs, validateNow],
  );

  /** Shows every field's message (after a submission attempt). */
  const touchAll = useCallback(() => setTouched(new Set(Object.keys(valuesRef.current).concat('resume'))), []);

  /** Starts the form over from `next` (restored details), showing messages for the fields it fills. */
  const load = useCallback((next: ApplicantValues) => {
    window.clearTimeout(timer.current);
    valuesRef.current = next;
    passed.current = null;
    setValues(next);
    setErrors({});
    setTouched(new Set(Object.entries(next).filter(([, value]) => value !== '' && value !== false).map(([field]) => field)));
  }, []);

  /** Whether the server accepted exactly what the form holds now. */
  const isKnownValid = useCallback(() => passed.current === valuesRef.current, []);

  const errorOf = useCallback((field: string) => (touched.has(field) ? errors[field]?.[0] : undefined), [errors, touched]);

  return {
    values,
    valuesRef,
    setErrors,
    errorOf,
    change,
    touchAll,
    load,
    isKnownValid,
    validateNow,
    continueAnyway,
  };
}

export type ApplicantForm = ReturnType<typeof useApplicantForm>;
