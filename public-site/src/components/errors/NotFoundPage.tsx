import type { Metadata } from 'next';
import { siteUrl } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { shorten } from '@/lib/format/text';
import { NotFoundView } from './NotFoundView';

export async function notFoundMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.notFound.metaTitle, description: t.notFound.message };
}

/**
 * The address as the visitor typed it: percent-escapes read back as text where they are valid, and
 * cut to 120 characters, so a link made up to carry a message puts only the start of it on our page.
 */
function readablePath(pathname: string): string {
  return shorten(decodedPath(pathname));
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The 404 page's content in the page's language, inside whatever header the layout around it gives. */
export async function NotFoundContent() {
  const { t, href, visibleUrl } = await getI18n();
  const pathMessage = t.notFound.pathMessage.replace('{path}', readablePath(siteUrl(visibleUrl).pathname));
  return <NotFoundView message={t.notFound.message} pathMessage={pathMessage} homeLabel={t.notFound.homeLink} homeHref={href('/')} />;
}
