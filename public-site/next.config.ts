import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The site imports only the side-effect-free `@shigoto/db/enums`, shipped as TypeScript source.
  transpilePackages: ['@shigoto/db'],
  async redirects() {
    // Spec §2 asks for a 301 specifically; `permanent: true` would answer 308.
    return [
      { source: '/designer-jobs-in-japan', destination: '/design-jobs-in-japan', statusCode: 301 },
      { source: '/jp/designer-jobs-in-japan', destination: '/jp/design-jobs-in-japan', statusCode: 301 },
    ];
  },
};

export default nextConfig;
