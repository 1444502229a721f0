import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { AccountLinks, type AccountLinksProps } from '@/components/account/AccountLinks';
import { HideForEmployers } from '@/components/account/HideForEmployers';
import { ACCOUNT_PATHS, EMPLOYER_DASHBOARD_PATH, safeNextPath, withNext } from '@/components/account/next-path';
import { SessionCheck } from '@/components/account/SessionCheck';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import { htmlLanguageCode, localizeHref } from '@/i18n/language';
import { EMPLOYER_PATHS, EMPLOYER_PUBLIC_PATHS } from '@/lib/employer-routes';
import { SALARY_GUIDE_PATH } from '@/lib/routes';
import { GOT_HIRED_URL } from '@/lib/site';
import { LanguageSwitch, NavLinkButton, SiteMenu, type LanguageSwitchProps, type NavLink } from './SiteMenu';

// MUI's 64px minimum width spaces short labels ("Blog") unevenly.
const navButtonSx = { minWidth: 0, px: 1.25, flexShrink: 0 } as const;

/**
 * From this width up the links sit in the header's row; below it they are behind the menu button.
 * The seekers' six links with the account links, the newsletter and the language switch need a
 * laptop's width (they overlapped at 900 px, in Japanese too); the employers' three fit a tablet's.
 */
const WIDE: Record<HeaderAudience, 'md' | 'lg'> = { seekers: 'lg', employers: 'md' };
const wideOnly = (audience: HeaderAudience) => ({ display: { xs: 'none', [WIDE[audience]]: 'flex' } });
const narrowOnly = (audience: HeaderAudience) => ({ display: { xs: 'flex', [WIDE[audience]]: 'none' } });

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
    // Signing in returns to this page.
    signInHref: forEmployers ? href(EMPLOYER_PATHS.login) : href(withNext(ACCOUNT_PATHS.login, safeNextPath(visibleUrl))),
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
  };

  return (
    // Sticky only where there is room: on phones the screen is short enough already.
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ position: { xs: 'static', md: 'sticky' }, borderBottom: 1, borderColor: 'divider' }}>
      <SessionCheck />
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ columnGap: 2 }}>
          <Link href={href(forEmployers ? EMPLOYER_PUBLIC_PATHS.landing : '/')} style={{ textDecoration: 'none', color: 'inherit', flexShrink: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, whiteSpace: 'nowrap' }}>
              <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.375rem', letterSpacing: '-0.02em' }}>
                Shigoto
              </Typography>
              <Typography component="span" lang="ja" sx={{ color: 'primary.main', fontWeight: 700, fontSize: '1rem' }}>
                仕事
              </Typography>
            </Box>
          </Link>

          <Box component="nav" aria-label={forEmployers ? t.employerNav.label : t.nav.label} sx={{ ...wideOnly(audience), columnGap: 0.5, flexGrow: 1 }}>
            {navLinks.map((link) =>
              link.forEmployers ? (
                <HideForEmployers key={link.href}>
                  <NavLinkButton link={link} sx={navButtonSx} />
                </HideForEmployers>
              ) : (
                <NavLinkButton key={link.href} link={link} sx={navButtonSx} />
              ),
            )}
          </Box>

          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
            <Box sx={wideOnly(audience)}>
              <AccountLinks {...account} layout="row" />
            </Box>
            <Button component={Link} href={primary.href} variant="contained" size="small" sx={{ flexShrink: 0 }}>
              {primary.label}
            </Button>
            <LanguageSwitch {...languageSwitch} sx={{ ...wideOnly(audience), flexShrink: 0 }} />
            <Box sx={narrowOnly(audience)}>
              <SiteMenu id={MENU_ID} links={navLinks} account={account} otherLanguage={languageSwitch} texts={t.menu} />
            </Box>
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
