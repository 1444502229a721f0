import type { Dictionary } from '@/i18n/dictionaries';

/**
 * The newsletter sign-up form's texts in the page's language. A failure reads 'Failed to submit:
 * …' on the newsletter's own forms and 'Failed to send email: …' where the newsletter is offered
 * in a dialog (leaving the site, after applying, a job no longer available).
 */
export function signupTexts(t: Dictionary, place: 'form' | 'offer' = 'form') {
  const failed = place === 'offer' ? t.newsletter.offerFailed : t.newsletter.failed;
  const serverMessages = Object.fromEntries(Object.entries(t.errors.serverMessages).filter(([message]) => SIGNUP_REFUSALS.includes(message)));
  return { label: t.newsletter.emailLabel, button: t.newsletter.button, sending: t.newsletter.sending, failed, signedUp: t.newsletter.signedUp, serverMessages };
}

/**
 * What a sign-up can be refused with: only these translations go with the form, which is on every
 * page (the offer when leaving), not the whole dictionary of the API's messages.
 */
const SIGNUP_REFUSALS = [
  'is required',
  'is not a valid e-mail address',
  'Too many requests. Please try again later.',
  'System error occurred',
  'Shigoto is briefly unavailable. Please try again in a moment.',
  'Network request failed',
];
