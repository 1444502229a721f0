import type { Language } from '@shigoto/db/enums';
import { callApi, RequestFailure, type FieldErrors } from '@/lib/browser/api';
import { readAbTests, type ApplicantPayload } from './applicant';

/** `?lang=jp` makes the seeker's receipt Japanese. */
const languageQuery = (language: Language) => ({ lang: language === 'jp' ? 'jp' : undefined });

/**
 * The server's verdict on the form as it stands (applicant_validations): {} when it would be
 * accepted, else the messages per field. Other failures (network, rate limit) reject.
 */
export async function validateApplicant(applicant: ApplicantPayload, signal: AbortSignal): Promise<FieldErrors> {
  try {
    await callApi('/applicant_validations', { method: 'POST', body: { applicant }, signal });
    return {};
  } catch (error) {
    if (error instanceof RequestFailure && error.status === 422) return error.fields;
    throw error;
  }
}

interface SubmitAnswer {
  meta?: { redirect_url?: string | null };
}

interface SubmitOptions {
  language: Language;
  /** One key per attempt: a repeated click or a retry of the same attempt records one application. */
  idempotencyKey: string;
}

/** Records an application to a link job (applicants); resolves with where Continue leads. */
export async function submitApplicant(applicant: ApplicantPayload, options: SubmitOptions): Promise<string | null> {
  const answer = await callApi<SubmitAnswer>('/applicants', {
    method: 'POST',
    body: { applicant, ab_tests: readAbTests() },
    query: languageQuery(options.language),
    headers: { 'Idempotency-Key': options.idempotencyKey },
  });
  return answer.meta?.redirect_url ?? null;
}

/**
 * Sends an application with its resume (system_applicants, multipart), reporting the upload's
 * progress: a chosen file, or 'saved' for the resume the signed-in seeker keeps in their account.
 */
export async function submitApplicantWithResume(
  applicant: ApplicantPayload,
  resume: File | 'saved',
  options: SubmitOptions & { onUploadProgress: (fraction: number) => void },
): Promise<void> {
  const form = new FormData();
  for (const [field, value] of Object.entries(applicant)) if (value !== null) form.append(`applicant[${field}]`, String(value));
  if (resume === 'saved') form.append('applicant[use_saved_resume]', 'true');
  else form.append('resume', resume, resume.name);
  await callApi('/system_applicants', {
    method: 'POST',
    form,
    query: languageQuery(options.language),
    headers: { 'Idempotency-Key': options.idempotencyKey },
    onUploadProgress: options.onUploadProgress,
  });
}

/** The resume a signed-in seeker keeps in their account, as users/current describes it. */
export interface SavedResume {
  name: string;
  content_type: string;
  size: number;
  uploaded_at: string;
}

/** The signed-in seeker's saved resume; null when they have none or it cannot be read now (they then choose a file). */
export async function readSavedResume(signal: AbortSignal): Promise<SavedResume | null> {
  try {
    // The account's resume is a relationship, the resume itself included (none: no included resume).
    const answer = await callApi<{ included?: { type: string; attributes: SavedResume }[] }>('/users/current', { signal });
    return answer.included?.find((resource) => resource.type === 'resume')?.attributes ?? null;
  } catch {
    return null;
  }
}

/** Keeps `resume` in the signed-in seeker's account for their next application (user_resumes). */
export async function keepResume(resume: File): Promise<void> {
  const form = new FormData();
  form.append('resume', resume, resume.name);
  await callApi('/user_resumes', { method: 'POST', form });
}
