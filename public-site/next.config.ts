import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { apiOrigin } from './src/lib/api/origin';

/** What the API answers on the site's origin: its calls, its uploaded files and the staff console. */
const API_ROUTES = ['/api/:path*', '/files/:path*', '/admin', '/admin/:path*'];

export default function nextConfig(phase: string): NextConfig {
  return {
    poweredByHeader: false,
    // Metadata in the head for every visitor, not streamed in after the page: public pages are
    // rendered once for the page cache and sent whole, so streaming would gain nothing, and
    // crawlers read the head.
    htmlLimitedBots: /./,
    // The site imports only the side-effect-free `@shigoto/db/enums`, shipped as TypeScript source.
    transpilePackages: ['@shigoto/db'],
    async redirects() {
      // These old addresses must answer 301 specifically; `permanent: true` would answer 308.
      return [
        { source: '/designer-jobs-in-japan', destination: '/design-jobs-in-japan', statusCode: 301 },
        { source: '/jp/designer-jobs-in-japan', destination: '/jp/design-jobs-in-japan', statusCode: 301 },
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
