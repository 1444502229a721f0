import { createElement } from 'react';

export const metadata = { title: 'Tech jobs in Japan', description: 'A bare Next.js page: the Lighthouse baseline of bench:pages.' };

export default function RootLayout({ children }) {
  return createElement('html', { lang: 'en' }, createElement('body', null, children));
}
