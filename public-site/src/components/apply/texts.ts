import { serverMessageText } from '@/components/forms/form-texts';
import { issueOf, issueText } from './eligibility-issues';
import type { Dictionary } from '@/i18n/dictionaries';

/** The dictionary sections the apply forms and dialogs show, handed from a server page to its client components. */
export type ApplyTexts = Pick<Dictionary, 'apply' | 'applicant' | 'applyModal' | 'eligibility' | 'afterApply' | 'resume' | 'errors'>;

export function applyTexts(t: Dictionary): ApplyTexts {
  return { apply: t.apply, applicant: t.applicant, applyModal: t.applyModal, eligibility: t.eligibility, afterApply: t.afterApply, resume: t.resume, errors: t.errors };
}

/** An API field message in the page's language; an eligibility answer ("at least Fluent Japanese") with its level named in that language too. */
export function fieldMessageText(texts: Pick<ApplyTexts, 'errors' | 'eligibility'>, message: string): string {
  const issue = issueOf(message);
  return issue ? issueText(issue, texts) : serverMessageText(texts.errors.serverMessages, message);
}
