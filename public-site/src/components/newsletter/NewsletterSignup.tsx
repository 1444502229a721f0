import type { Dictionary } from '@/i18n/dictionaries';
import type { I18n } from '@/i18n/server';
import { SignupForm } from './SignupForm';

/** The sign-up form's texts in the page's language. */
export function signupTexts(t: Dictionary) {
  return { label: t.newsletter.emailLabel, button: t.newsletter.button, sending: t.newsletter.sending, failed: t.newsletter.failed, signedUp: t.newsletter.signedUp };
}

/** The sign-up form with the page's language and texts. */
export function NewsletterSignup({ i18n }: { i18n: I18n }) {
  return <SignupForm language={i18n.language} welcomeHref={i18n.href('/welcome')} texts={signupTexts(i18n.t)} />;
}
