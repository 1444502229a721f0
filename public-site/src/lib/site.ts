/** Site-wide settings read from the environment when the site runs. */

export function publicBaseUrl(): string {
  return (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, '');
}

export function absoluteUrl(path: string): string {
  return `${publicBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The brand's vermilion (the theme's primary colour): browser chrome and the app manifest. */
export const THEME_COLOR = '#C2391F';

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

// Looked up by name at run time: Next.js replaces literal `process.env.NAME` reads in the proxy
// bundle with their build-time values.
const BETA_CODES_VARIABLE = 'BETA_CODES';
const BETA_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const COMPANY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads `code:company-slug,code2:slug2` (spaces around entries are ignored; empty means no beta
 * codes). Every problem is listed at once, as the API does with its configuration.
 */
export function parseBetaCodes(value: string | undefined): ReadonlyMap<string, string> {
  const codes = new Map<string, string>();
  const problems: string[] = [];
  for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [code, slug, ...rest] = entry.split(':').map((part) => part.trim());
    if (rest.length || !BETA_CODE.test(code) || !COMPANY_SLUG.test(slug ?? '')) {
      problems.push(`"${entry}" is not code:company-slug (code: letters, digits, _ and -; slug: lowercase letters, digits and -)`);
    } else if (codes.has(code)) {
      problems.push(`code "${code}" is given twice`);
    } else {
      codes.set(code, slug);
    }
  }
  if (problems.length) throw new Error(`${BETA_CODES_VARIABLE}: ${problems.join('; ')}`);
  return codes;
}

let betaCodesRead: ReadonlyMap<string, string> | null = null;

/**
 * The beta codes and the company each grants beta access for. Read and checked once, when the
 * site's server starts (src/instrumentation.ts): a mistake stops it there, not on a visitor's page.
 */
export function betaCodes(): ReadonlyMap<string, string> {
  betaCodesRead ??= parseBetaCodes(process.env[BETA_CODES_VARIABLE]);
  return betaCodesRead;
}
