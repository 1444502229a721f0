import type { Dictionary } from '@/i18n/dictionaries';

/**
 * The newsletter sign-up form's texts in the page's language. A failure reads 'Failed to submit:
 * …' on the newsletter's own forms and 'Failed to send email: …' where the newsletter is offered
 * in a dialog (leaving the site, after applying, a job no longer available).
 */
export function signupTexts(t: Dictionary, place: 'form' | 'offer' = 'form') {
  const failed = place === 'offer' ? t.newsletter.offerFailed : t.newsletter.failed;
  return { label: t.newsletter.emailLabel, button: t.newsletter.button, sending: t.newsletter.sending, failed, signedUp: t.newsletter.signedUp };
}
