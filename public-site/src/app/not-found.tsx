import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { getI18n } from '@/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.notFound.metaTitle, description: t.notFound.message };
}

/** The 404 page. */
export default async function NotFound() {
  const { t, href } = await getI18n();
  return <NotFoundView message={t.notFound.message} homeLabel={t.notFound.homeLink} homeHref={href('/')} />;
}
