import type { I18n } from '@/i18n/server';
import { signupTexts } from './signup-texts';
import { SignupForm } from './SignupForm';

/** The sign-up form with the page's language and texts. */
export function NewsletterSignup({ i18n }: { i18n: I18n }) {
  return <SignupForm language={i18n.language} welcomeHref={i18n.href('/welcome')} texts={signupTexts(i18n.t)} />;
}
