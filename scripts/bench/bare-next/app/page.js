import Link from 'next/link';
import { createElement } from 'react';

/** A heading, a sentence and a link: Next's runtime and nothing of ours. */
export default function Page() {
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Tech jobs in Japan'),
    createElement('p', null, 'Find jobs by Japanese level, visa sponsorship and remote work.'),
    createElement(Link, { href: '/' }, 'Home'),
  );
}
