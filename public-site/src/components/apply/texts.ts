import { serverMessageText } from '@/components/forms/form-texts';
import type { Dictionary } from '@/i18n/dictionaries';

/** The dictionary sections the apply forms and dialogs show, handed from a server page to its client components. */
export type ApplyTexts = Pick<Dictionary, 'apply' | 'applicant' | 'applyModal' | 'eligibility' | 'afterApply' | 'resume' | 'errors'>;

export function applyTexts(t: Dictionary): ApplyTexts {
  return { apply: t.apply, applicant: t.applicant, applyModal: t.applyModal, eligibility: t.eligibility, afterApply: t.afterApply, resume: t.resume, errors: t.errors };
}

/** An API field message in the page's language. */
export function fieldMessageText(texts: Pick<ApplyTexts, 'errors'>, message: string): string {
  return serverMessageText(texts.errors.serverMessages, message);
}
