import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { HTML_LIMITED_BOT_UA_RE_STRING } from 'next/dist/shared/lib/router/utils/is-bot';
import { PAGE_CACHE_USER_AGENT } from './src/lib/page-tags.mjs';
import { apiOrigin } from './src/lib/api/origin';

/** What the API answers on the site's origin: its calls, its uploaded files and the staff console. */
const API_ROUTES = ['/api/:path*', '/files/:path*', '/admin', '/admin/:path*'];

export default function nextConfig(phase: string): NextConfig {
  return {
    poweredByHeader: false,
    // The crawlers Next puts a page's metadata in the head for (rather than streaming it in after
    // the page), and the page cache: a page rendered once for everyone is sent whole, so streaming
    // would gain nothing, and every crawler then finds its metadata in the head.
    htmlLimitedBots: new RegExp(`${HTML_LIMITED_BOT_UA_RE_STRING}|${PAGE_CACHE_USER_AGENT}`, 'i'),
    // The site imports only the side-effect-free `@shigoto/db/enums`, shipped as TypeScript source.
    transpilePackages: ['@shigoto/db'],
    async redirects() {
      // These old addresses must answer 301 specifically; `permanent: true` would answer 308.
      return [
        { source: '/designer-jobs-in-japan', destination: '/design-jobs-in-japan', statusCode: 301 },
        { source: '/jp/designer-jobs-in-japan', destination: '/jp/design-jobs-in-japan', statusCode: 301 },
        // An issue's page is /newsletters/{id}; the list of issues, one level up, is the archive.
        { source: '/newsletters', destination: '/MailchimpNewsletterList', permanent: false },
        { source: '/jp/newsletters', destination: '/jp/MailchimpNewsletterList', permanent: false },
      ];
    },
    // In production server.mjs streams these to the API before Next sees them; `next dev` runs
    // without server.mjs, so there Next forwards them.
    ...(phase === PHASE_DEVELOPMENT_SERVER && {
      async rewrites() {
        return { beforeFiles: API_ROUTES.map((source) => ({ source, destination: `${apiOrigin()}${source}` })), afterFiles: [], fallback: [] };
      },
    }),
  };
}
