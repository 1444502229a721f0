import { standaloneRoute } from '@/lib/legal/standalone-html';
import { TERMS_OF_SERVICE } from '@/lib/legal/terms';

/** The terms of service as a standalone document, without the site's layout. */
export const GET = standaloneRoute(TERMS_OF_SERVICE, 'en');
