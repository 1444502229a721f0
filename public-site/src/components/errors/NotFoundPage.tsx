import type { Metadata } from 'next';
import { getI18n } from '@/i18n/server';
import { NotFoundView } from './NotFoundView';

export async function notFoundMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.notFound.metaTitle, description: t.notFound.message };
}

/** The 404 page's content in the page's language, inside whatever header the layout around it gives. */
export async function NotFoundContent() {
  const { t, href } = await getI18n();
  return <NotFoundView message={t.notFound.message} homeLabel={t.notFound.homeLink} homeHref={href('/')} />;
}
