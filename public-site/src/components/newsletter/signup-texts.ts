import type { Dictionary } from '@/i18n/dictionaries';

/** The newsletter sign-up form's texts in the page's language. */
export function signupTexts(t: Dictionary) {
  return { label: t.newsletter.emailLabel, button: t.newsletter.button, sending: t.newsletter.sending, failed: t.newsletter.failed, signedUp: t.newsletter.signedUp };
}
