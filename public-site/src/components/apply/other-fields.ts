import type { FieldErrors } from '@/lib/browser/api';
import type { ApplicantField } from './applicant';
import { fieldMessageText, type ApplyTexts } from './texts';

/** The fields an apply form shows its messages under. */
const FORM_FIELDS: ReadonlySet<string> = new Set<ApplicantField | 'resume'>(['name', 'email', 'url', 'message', 'location_id', 'japanese_level_enum', 'signup', 'resume']);

/** Messages about what the seeker cannot see or fix in the form (the job closed meanwhile): shown in the error box. */
export function otherFieldMessages(fields: FieldErrors, texts: ApplyTexts): string[] {
  return Object.entries(fields)
    .filter(([field]) => !FORM_FIELDS.has(field))
    .map(([, messages]) => fieldMessageText(texts, messages[0]));
}
