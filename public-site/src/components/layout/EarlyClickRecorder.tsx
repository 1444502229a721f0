import { headers } from 'next/headers';
import { NONCE_HEADER } from '@/lib/content-security-policy.mjs';
import { EARLY_CLICK_SCRIPT } from '@/lib/browser/early-click-script';

/**
 * The early-click recorder (lib/browser/early-click-script), placed before the buttons it serves. A page
 * rendered for one visitor gives it the page's nonce; a cached page's policy names its hash.
 */
export async function EarlyClickRecorder() {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICK_SCRIPT }} />;
}
