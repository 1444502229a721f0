/** Site-wide settings read from the environment at request time. */

export function publicBaseUrl(): string {
  return (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, '');
}

export function absoluteUrl(path: string): string {
  return `${publicBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

export const CONTACT_EMAIL = process.env.CONTACT_EMAIL || 'hello@shigoto.example';

/**
 * The footer's "got hired" link leaves the site. The product has no form of its own for it, so it
 * opens an e-mail to the team unless a form URL is configured.
 */
export const GOT_HIRED_URL =
  process.env.GOT_HIRED_URL || `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent('I got hired through Shigoto')}`;

/** The product's social accounts, linked from the footer; override per deployment. */
export const SOCIAL_LINKS = [
  { name: 'X', url: process.env.SOCIAL_X_URL || 'https://x.com/shigoto_jobs' },
  { name: 'LinkedIn', url: process.env.SOCIAL_LINKEDIN_URL || 'https://www.linkedin.com/company/shigoto-jobs' },
  { name: 'Facebook', url: process.env.SOCIAL_FACEBOOK_URL || 'https://www.facebook.com/shigotojobs' },
] as const;
