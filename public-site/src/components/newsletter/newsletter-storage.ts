/** Kept in the browser after a sign-up, so the site stops offering the newsletter. */
export const SIGNED_UP_EMAIL_KEY = 'shigoto.newsletter.email';
