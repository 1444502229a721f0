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

/** Sends an application with its resume (system_applicants, multipart), reporting the upload's progress. */
export async function submitApplicantWithResume(
  applicant: ApplicantPayload,
  resume: File,
  options: SubmitOptions & { onUploadProgress: (fraction: number) => void },
): Promise<void> {
  const form = new FormData();
  for (const [field, value] of Object.entries(applicant)) if (value !== null) form.append(`applicant[${field}]`, String(value));
  form.append('resume', resume, resume.name);
  await callApi('/system_applicants', {
    method: 'POST',
    form,
    query: languageQuery(options.language),
    headers: { 'Idempotency-Key': options.idempotencyKey },
    onUploadProgress: options.onUploadProgress,
  });
}
