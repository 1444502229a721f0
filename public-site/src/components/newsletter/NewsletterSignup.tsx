import type { I18n } from '@/i18n/server';
import { SignupForm } from './SignupForm';

/** The sign-up form with the page's language and texts. */
export function NewsletterSignup({ i18n }: { i18n: I18n }) {
  const { t } = i18n;
  return (
    <SignupForm
      language={i18n.language}
      welcomeHref={i18n.href('/welcome')}
      texts={{ label: t.newsletter.emailLabel, button: t.newsletter.button, sending: t.newsletter.sending, failed: t.newsletter.failed }}
    />
  );
}
