import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { siteUrl, withoutJapanesePathPrefix } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { isEmployerPage } from '@/lib/employer-routes';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t.notFound.metaTitle, description: t.notFound.message };
}

/**
 * The 404 page. It stands outside the layout groups (an unknown address belongs to none), so it
 * brings its own header: the employer navigation under employer addresses.
 */
export default async function NotFound() {
  const i18n = await getI18n();
  const { t, href } = i18n;
  const pathname = withoutJapanesePathPrefix(siteUrl(i18n.visibleUrl).pathname);
  return (
    <SiteFrame i18n={i18n} audience={isEmployerPage(pathname) ? 'employers' : 'seekers'}>
      <NotFoundView message={t.notFound.message} homeLabel={t.notFound.homeLink} homeHref={href('/')} />
    </SiteFrame>
  );
}
