import type { MetadataRoute } from 'next';
import { en } from '@/i18n/en';
import { THEME_COLOR } from '@/lib/site';

/** The web app manifest: the name and icons a phone uses when the site is added to its home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${en.siteName} | ${en.tagline}`,
    short_name: en.siteName,
    description: en.home.metaDescription,
    start_url: '/',
    display: 'browser',
    theme_color: THEME_COLOR,
    background_color: '#F6F4F0',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
