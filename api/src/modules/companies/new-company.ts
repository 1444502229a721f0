import { randomToken } from '../../lib/auth/tokens.js';

/**
 * What a new company is named by: a readable slug made unique with a random tail, and the secret
 * membership code behind its colleague sign-up link.
 */
export function newCompanyIdentity(name: string): { slug: string; membership_code: string } {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'company';
  return { slug: `${base}-${randomToken(4).toLowerCase()}`, membership_code: randomToken(18) };
}
