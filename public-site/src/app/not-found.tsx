import { NotFoundContent, notFoundMetadata } from '@/components/errors/NotFoundPage';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { siteUrl, withoutJapanesePathPrefix } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { isEmployerPage } from '@/lib/employer-routes';

export const generateMetadata = notFoundMetadata;

/**
 * The 404 page of an address no route matches. It stands outside the layout groups (an unknown
 * address belongs to none), so it brings its own header: the employer navigation under employer
 * addresses. A page of a group that finds nothing to show gets the group's own not-found page,
 * under the group's header.
 */
export default async function NotFound() {
  const i18n = await getI18n();
  const pathname = withoutJapanesePathPrefix(siteUrl(i18n.visibleUrl).pathname);
  return (
    <SiteFrame i18n={i18n} audience={isEmployerPage(pathname) ? 'employers' : 'seekers'}>
      <NotFoundContent />
    </SiteFrame>
  );
}
