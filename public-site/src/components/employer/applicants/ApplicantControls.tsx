'use client';

import { useCallback } from 'react';
import { APPLICANT_USER_STATES, type ApplicantUserState } from '@shigoto/db/enums';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFlash } from '@/components/feedback/Flash';
import { serverMessageText, type FormErrorTexts } from '@/components/forms/form-texts';
import type { RequestFailure } from '@/lib/browser/api';
import { interpolate } from '@/lib/format/template';
import { updateApplicant, type Applicant, type ApplicantChanges } from './applicants';
import type { Language } from '@/i18n/language';

export interface ControlTexts {
  star: string;
  unstar: string;
  rating: string;
  ratingFor: string;
  states: Record<ApplicantUserState, string>;
  errors: FormErrorTexts;
}

/** A failed call in the page's language: the API's reason, or the network notice. */
export function failureText(failure: RequestFailure, errors: FormErrorTexts): string {
  return `${errors.intro} ${failure.network ? errors.network : serverMessageText(errors.serverMessages, failure.message)}`;
}

/**
 * Saves an employer's change of one applicant. The control shows the change at once; the API's
 * answer then replaces it, and a failure puts the applicant back as it was and says why.
 */
export function useApplicantUpdate(texts: ControlTexts, language: Language, show: (applicant: Applicant) => void, saved?: () => void) {
  const flash = useFlash();
  return useCallback(
    async (applicant: Applicant, changes: ApplicantChanges) => {
      show({ ...applicant, ...changes });
      try {
        show({ ...applicant, ...(await updateApplicant(applicant.id, changes, language)) });
        saved?.();
      } catch (error) {
        show(applicant);
        flash({ type: 'failure', text: failureText(error as RequestFailure, texts.errors) });
      }
    },
    [flash, language, saved, show, texts.errors],
  );
}

interface ControlProps {
  applicant: Applicant;
  texts: ControlTexts;
  onChange: (applicant: Applicant, changes: ApplicantChanges) => void;
}

export function StarButton({ applicant, texts, onChange }: ControlProps) {
  const starred = applicant.is_user_starred;
  return (
    <IconButton
      aria-label={interpolate(starred ? texts.unstar : texts.star, { name: applicant.name })}
      aria-pressed={starred}
      onClick={() => onChange(applicant, { is_user_starred: !starred })}
      sx={{ color: starred ? 'warning.main' : 'text.disabled', fontSize: '1.4rem', lineHeight: 1, width: 40, height: 40 }}
    >
      <span aria-hidden>{starred ? '★' : '☆'}</span>
    </IconButton>
  );
}

export function RatingSelect({ applicant, texts, onChange }: ControlProps) {
  return (
    <UserStateSelect
      label={texts.rating}
      ariaLabel={interpolate(texts.ratingFor, { name: applicant.name })}
      value={applicant.user_state}
      states={texts.states}
      onChange={(userState) => onChange(applicant, { user_state: userState })}
    />
  );
}

interface UserStateSelectProps {
  label: string;
  /** The select's name when the visible label is shared by several (one per applicant). */
  ariaLabel?: string;
  value: ApplicantUserState;
  states: Record<ApplicantUserState, string>;
  onChange: (userState: ApplicantUserState) => void;
}

/** The rating choice: new, good fit, maybe, not a fit, hired. */
export function UserStateSelect({ label, ariaLabel, value, states, onChange }: UserStateSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as ApplicantUserState)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: ariaLabel ? { 'aria-label': ariaLabel } : {} }}
      sx={{ minWidth: 160 }}
    >
      {APPLICANT_USER_STATES.map((state) => (
        <option key={state} value={state}>
          {states[state]}
        </option>
      ))}
    </TextField>
  );
}

/** A list or applicant on its way. */
export function Loading({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4 }}>
      <CircularProgress size={20} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
