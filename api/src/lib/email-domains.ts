/** Company e-mails must use the company's official domain, never a free-mail one. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.jp', 'ymail.com', 'hotmail.com', 'hotmail.co.jp', 'outlook.com',
  'outlook.jp', 'live.com', 'live.jp', 'msn.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'protonmail.com',
  'proton.me', 'gmx.com', 'gmx.net', 'mail.com', 'zoho.com', 'yandex.com', 'qq.com', '163.com', 'naver.com',
  'docomo.ne.jp', 'ezweb.ne.jp', 'au.com', 'softbank.ne.jp', 'i.softbank.jp', 'nifty.com', 'biglobe.ne.jp',
]);

export const FREE_MAIL_MESSAGE = 'must be your company e-mail address (free e-mail providers are not accepted)';

export const domainOf = (email: string) => email.split('@').pop()!.toLowerCase();
export const isFreeMail = (email: string) => FREE_MAIL_DOMAINS.has(domainOf(email));

/** A homepage's host without www. (`https://www.acme.example/jobs` → `acme.example`); null when there is no usable homepage. */
export function homepageHost(homepageUrl: string | null | undefined): string | null {
  try {
    return homepageUrl?.trim() ? new URL(homepageUrl.trim()).hostname.toLowerCase().replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/**
 * Whether an e-mail belongs to the company of a homepage: its domain is the homepage's host (without
 * www.) or a subdomain of it. True when there is no usable homepage to compare with.
 */
export function emailMatchesHomepage(email: string, homepageUrl: string | null | undefined): boolean {
  const host = homepageHost(homepageUrl);
  if (!host) return true;
  const domain = domainOf(email);
  return domain === host || domain.endsWith(`.${host}`);
}
