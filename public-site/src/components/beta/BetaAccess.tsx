import { siteUrl } from '@/i18n/language';
import type { I18n } from '@/i18n/server';
import { getCompany } from '@/lib/api/companies';
import { betaCodes } from '@/lib/site';
import { BetaMarker } from './BetaMarker';

/** The company's name in the page's language; its slug when the API cannot say (the marker still shows). */
async function companyName(slug: string, language: I18n['language']): Promise<string> {
  try {
    return (await getCompany(slug, language)).name;
  } catch {
    return slug;
  }
}

/**
 * Beta access: a page opened with a known `?betaCode=` grants it for the code's company (unknown
 * codes never get here: src/proxy.ts sends them to the home page); the browser remembers it.
 */
export async function BetaAccess({ i18n }: { i18n: I18n }) {
  const code = siteUrl(i18n.visibleUrl).searchParams.get('betaCode');
  const slug = code === null ? undefined : betaCodes().get(code);
  const grant = code && slug ? { code, company: await companyName(slug, i18n.language) } : null;
  return <BetaMarker grant={grant} texts={{ label: i18n.t.beta.marker, title: i18n.t.beta.markerTitle }} />;
}
