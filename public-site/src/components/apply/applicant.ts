import { APPLICANT_JAPANESE_LEVELS } from '@shigoto/db/enums';
import { readSession } from '@/lib/browser/session';
import { readStoredJson, writeStoredJson } from '@/lib/browser/storage';
import { typedBeforeHydration } from '@/lib/browser/typed-before-hydration';

/** What the seeker types into an apply form; select values are kept as the strings the inputs hold. */
export interface ApplicantValues {
  name: string;
  email: string;
  url: string;
  message: string;
  location_id: string;
  japanese_level_enum: string;
  signup: boolean;
}

export type ApplicantField = keyof ApplicantValues;

export const EMPTY_APPLICANT: ApplicantValues = { name: '', email: '', url: '', message: '', location_id: '', japanese_level_enum: '', signup: false };

/** Where an application goes: the job and its company (numeric ids, as the API takes them). */
export interface ApplyTarget {
  jobId: number;
  companyId: number | null;
}

/**
 * The seeker's details after an application, kept in the browser so the next apply form starts
 * filled in. The message is left out: it is written for one employer and must not reach another.
 */
const SAVED_APPLICANT_KEY = 'shigoto.applicant';
/** The split-test assignments the site is running for this browser, as {test: variant}. */
const AB_TESTS_KEY = 'shigoto.ab_tests';

const SAVED_FIELDS = ['name', 'email', 'url', 'location_id', 'japanese_level_enum', 'signup'] as const;

export function readSavedApplicant(): Partial<ApplicantValues> {
  const stored = readStoredJson<Record<string, unknown>>('local', SAVED_APPLICANT_KEY) ?? {};
  const saved: Partial<ApplicantValues> = {};
  for (const field of SAVED_FIELDS) {
    const value = stored[field];
    if (field === 'signup') {
      if (typeof value === 'boolean') saved.signup = value;
    } else if (typeof value === 'string' || typeof value === 'number') saved[field] = String(value);
  }
  if (saved.japanese_level_enum && !(APPLICANT_JAPANESE_LEVELS as readonly string[]).includes(saved.japanese_level_enum)) delete saved.japanese_level_enum;
  return saved;
}

export function saveApplicant(values: ApplicantValues): void {
  writeStoredJson('local', SAVED_APPLICANT_KEY, Object.fromEntries(SAVED_FIELDS.map((field) => [field, values[field]])));
}

/** The e-mail jobs this browser applied to, as {job id: ISO time}, the latest APPLIED_KEPT of them. */
const APPLIED_KEY = 'shigoto.applied';
const APPLIED_KEPT = 200;

function readApplied(): Record<string, string> {
  const stored = readStoredJson<unknown>('local', APPLIED_KEY);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Remembers that this browser sent an application to the job now. */
export function recordApplied(jobId: number, at = new Date()): void {
  const applied = readApplied();
  applied[jobId] = at.toISOString();
  const latest = Object.entries(applied)
    .sort(([, a], [, b]) => a.localeCompare(b))
    .slice(-APPLIED_KEPT);
  writeStoredJson('local', APPLIED_KEY, Object.fromEntries(latest));
}

/** When this browser last applied to the job (ISO time), or null. */
export function appliedOn(jobId: number): string | null {
  return readApplied()[jobId] ?? null;
}

/** Whether saved details fill every field a link job's form asks for (the server still decides if they pass). */
export function fillsLinkForm(values: Partial<ApplicantValues>): boolean {
  return !!(values.name && values.email && values.url && values.location_id && values.japanese_level_enum);
}

/**
 * The form's starting values: the saved details; a signed-in seeker applies as their account, so
 * its name and e-mail come first.
 */
export function initialApplicant(): ApplicantValues {
  const session = readSession();
  const user = session?.accountType === 'user' ? session.user : null;
  const fromAccount: Partial<ApplicantValues> = {};
  if (typeof user?.name === 'string' && user.name) fromAccount.name = user.name;
  if (typeof user?.email === 'string' && user.email) fromAccount.email = user.email;
  return { ...EMPTY_APPLICANT, ...readSavedApplicant(), ...fromAccount };
}

/**
 * What the seeker typed or chose in the e-mail application form before the page's script took it
 * over: it goes over the remembered details, never lost. The page renders the form empty.
 */
export function applicantTypedBeforeHydration(form: HTMLFormElement | null): Partial<ApplicantValues> {
  if (!form) return {};
  const { signup: _checkbox, ...rendered } = EMPTY_APPLICANT;
  const typed: Partial<ApplicantValues> = typedBeforeHydration(rendered, (name) => form.elements.namedItem(name));
  const signup = form.elements.namedItem('signup');
  if (signup instanceof HTMLInputElement && signup.checked) typed.signup = true;
  return typed;
}

/** The active split-test assignments ({} when there are none or they are unreadable). */
export function readAbTests(): Record<string, string> {
  const stored = readStoredJson<unknown>('local', AB_TESTS_KEY);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The {applicant} payload of every applicant call. */
export function applicantPayload(values: ApplicantValues, target: ApplyTarget, continueAnyway: boolean) {
  return {
    job_id: target.jobId,
    ...(target.companyId !== null ? { company_id: target.companyId } : {}),
    name: values.name,
    email: values.email,
    signup: values.signup,
    url: values.url.trim() || null,
    message: values.message.trim() || null,
    location_id: values.location_id ? Number(values.location_id) : null,
    japanese_level_enum: values.japanese_level_enum || null,
    ...(continueAnyway ? { continue_anyway: true } : {}),
  };
}

export type ApplicantPayload = ReturnType<typeof applicantPayload>;
