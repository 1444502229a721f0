'use client';

import { useEffect } from 'react';
import { report } from '@/lib/browser/api';

/**
 * Reports a reader's view of a post each time its page is shown. The page is cached and served to
 * everyone, so only the reader's browser knows it was read; the API counts an address once per
 * post in ten minutes. The staff preview leaves it out: staff checking a draft are not readers.
 */
export function CountView({ slug }: { slug: string }) {
  useEffect(() => {
    report(`/blog_posts/${encodeURIComponent(slug)}/views`);
  }, [slug]);
  return null;
}
