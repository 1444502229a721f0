import { EARLY_CLICK_SCRIPT } from '@/lib/browser/early-click-script';
import { pageNonce } from '@/lib/page-nonce';

/**
 * The early-click recorder (lib/browser/early-click-script), placed before the buttons it serves. A page
 * rendered for one visitor gives it the page's nonce; a cached page's policy names its hash.
 */
export async function EarlyClickRecorder() {
  return <script nonce={await pageNonce()} dangerouslySetInnerHTML={{ __html: EARLY_CLICK_SCRIPT }} />;
}
