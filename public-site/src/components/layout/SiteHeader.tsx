import { IntentLink } from '@/components/navigation/IntentLink';
import { AccountLinks, type AccountLinksProps } from '@/components/account/AccountLinks';
import { HideForEmployers } from '@/components/account/HideForEmployers';
import { ACCOUNT_PATHS, EMPLOYER_DASHBOARD_PATH, signInReturningTo, withNext } from '@/components/account/next-path';
import { SessionCheck } from '@/components/account/SessionCheck';
import { buttonClass, cx, ui } from '@/components/ui/classes';
import type { I18n } from '@/i18n/server';
import { htmlLanguageCode, localizeHref } from '@/i18n/language';
import { EMPLOYER_PATHS, EMPLOYER_PUBLIC_PATHS } from '@/lib/employer-routes';
import { SALARY_GUIDE_PATH } from '@/lib/routes';
import { GOT_HIRED_URL } from '@/lib/site';
import { LanguageSwitch, NavLinkButton, SiteMenu, type LanguageSwitchProps, type NavLink } from './SiteMenu';
import styles from './SiteHeader.module.css';

const MENU_ID = 'site-menu';

/** Who the page speaks to: seekers (the default layout) or employers (the employer layouts). */
export type HeaderAudience = 'seekers' | 'employers';

/**
 * The main navigation, the same for every visitor (pages are shared): the site's links, the
 * newsletter, the language switch, and the anonymous visitor's account links, which the browser
 * replaces with a signed-in seeker's or employer's own. Employer pages get the employer navigation:
 * pricing, posting a job, the hiring blog and the employer login.
 */
export function SiteHeader({ i18n, audience }: { i18n: I18n; audience: HeaderAudience }) {
  const { t, href, language, visibleUrl } = i18n;
  const otherLanguage = language === 'jp' ? 'en' : 'jp';
  const forEmployers = audience === 'employers';
  const wideOnly = styles[`wideOnly-${audience}`];
  const navLinks: NavLink[] = forEmployers
    ? [
        { label: t.employerNav.pricing, href: href(EMPLOYER_PUBLIC_PATHS.pricing) },
        { label: t.employerNav.blog, href: href(EMPLOYER_PUBLIC_PATHS.blog) },
        { label: t.employerNav.findJobs, href: href('/jobs') },
      ]
    : [
        { label: t.nav.searchJobs, href: href('/jobs') },
        { label: t.nav.companies, href: href('/companies') },
        { label: t.nav.salaryGuide, href: href(SALARY_GUIDE_PATH) },
        { label: t.nav.blog, href: href('/blog') },
        { label: t.nav.hire, href: href(EMPLOYER_PUBLIC_PATHS.landing), forEmployers: true },
        { label: t.nav.gotHired, href: GOT_HIRED_URL, external: true },
      ];
  const primary = forEmployers
    ? { label: t.employerNav.postJob, href: href(withNext(EMPLOYER_PATHS.signup, EMPLOYER_PATHS.newJob)) }
    : { label: t.nav.newsletter, href: href('/newsletter') };
  const account: AccountLinksProps = {
    // A seeker's sign-in returns to the page they are on (the link follows them from page to page).
    signInHref: forEmployers ? href(EMPLOYER_PATHS.login) : signInReturningTo(visibleUrl),
    signInReturnsHere: !forEmployers,
    logoutHref: href(ACCOUNT_PATHS.logout),
    dashboardHref: href(EMPLOYER_DASHBOARD_PATH),
    texts: {
      signIn: forEmployers ? t.employerNav.signIn : t.account.signIn,
      signOut: t.account.signOut,
      dashboard: t.account.dashboard,
      signedInAs: t.account.signedInAs,
    },
  };
  const languageSwitch: LanguageSwitchProps = {
    label: t.nav.switchLanguage,
    // The name starts with the visible text, so speech users can say what they see (label in name).
    ariaLabel: `${t.nav.switchLanguage} – ${t.nav.switchLanguageLabel}`,
    href: localizeHref(visibleUrl, otherLanguage),
    hrefLang: htmlLanguageCode(otherLanguage),
    language: otherLanguage,
  };

  return (
    <header className={styles.bar}>
      <SessionCheck />
      <div className={ui.container}>
        <div className={styles.toolbar}>
          <IntentLink href={href(forEmployers ? EMPLOYER_PUBLIC_PATHS.landing : '/')} className={styles.brand}>
            <span className={styles.brandName}>Shigoto</span>
            <span lang="ja" className={styles.brandKanji}>
              仕事
            </span>
          </IntentLink>

          <nav aria-label={forEmployers ? t.employerNav.label : t.nav.label} className={cx(styles.nav, wideOnly)}>
            {navLinks.map((link) =>
              link.forEmployers ? (
                <HideForEmployers key={link.href}>
                  <NavLinkButton link={link} className={styles.navButton} />
                </HideForEmployers>
              ) : (
                <NavLinkButton key={link.href} link={link} className={styles.navButton} />
              ),
            )}
          </nav>

          <div className={styles.actions}>
            <div className={wideOnly}>
              <AccountLinks {...account} layout="row" itemClassName={styles.navButton} />
            </div>
            <IntentLink href={primary.href} className={buttonClass({ variant: 'contained', size: 'small' }, styles.noShrink)}>
              {primary.label}
            </IntentLink>
            <div className={cx(wideOnly, styles.noShrink)}>
              <LanguageSwitch {...languageSwitch} />
            </div>
            <div className={styles[`narrowOnly-${audience}`]}>
              <SiteMenu id={MENU_ID} links={navLinks} account={account} otherLanguage={languageSwitch} texts={t.menu} />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
