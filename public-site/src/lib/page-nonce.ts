import { headers } from 'next/headers';
import { NONCE_HEADER } from '@/lib/content-security-policy.mjs';

/**
 * The nonce of a page rendered for one visitor, for its inline scripts and styles (proxy.ts hands
 * it over); none on a page rendered for the page cache, whose policy names their hashes instead.
 */
export async function pageNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
