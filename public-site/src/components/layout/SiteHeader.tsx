import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import { htmlLanguageCode, localizeHref } from '@/i18n/language';
import { GOT_HIRED_URL } from '@/lib/site';

// MUI's 64px minimum width spaces short labels ("Blog") unevenly.
const navButtonSx = { minWidth: 0, px: 1.25, py: { xs: 0.25, md: 0.75 }, flexShrink: 0 } as const;

/** The main navigation for an anonymous visitor. */
export function SiteHeader({ i18n }: { i18n: I18n }) {
  const { t, href, language, visibleUrl } = i18n;
  const otherLanguage = language === 'jp' ? 'en' : 'jp';
  const navLinks = [
    { label: t.nav.searchJobs, href: href('/jobs') },
    { label: t.nav.companies, href: href('/companies') },
    { label: t.nav.blog, href: href('/blog') },
    { label: t.nav.hire, href: href('/hire') },
  ];

  return (
    // Sticky only where there is room: on phones the two-row header would eat a fifth of the screen.
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ position: { xs: 'static', md: 'sticky' }, borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, py: { xs: 1, md: 0 } }}>
          <Link href={href('/')} style={{ textDecoration: 'none', color: 'inherit' }} aria-label={t.siteName}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
              <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.375rem', letterSpacing: '-0.02em' }}>
                Shigoto
              </Typography>
              <Typography component="span" lang="ja" sx={{ color: 'primary.main', fontWeight: 700, fontSize: '1rem' }}>
                仕事
              </Typography>
            </Box>
          </Link>

          <Box
            component="nav"
            aria-label={t.nav.label}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 0.5,
              flexGrow: 1,
              order: { xs: 3, md: 0 },
              width: { xs: '100%', md: 'auto' },
              mx: { xs: -1, md: 0 },
            }}
          >
            {navLinks.map((link) => (
              <Button key={link.href} component={Link} href={link.href} color="inherit" sx={navButtonSx}>
                {link.label}
              </Button>
            ))}
            <Button component="a" href={GOT_HIRED_URL} target="_blank" rel="noopener" color="inherit" sx={navButtonSx}>
              {t.nav.gotHired}
            </Button>
          </Box>

          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
            <Button component={Link} href={href('/newsletter')} variant="contained" size="small">
              {t.nav.newsletter}
            </Button>
            {/* A full page load: client navigation would keep the shared layout (header, footer, <html lang>) in the old language. */}
            <Button
              component="a"
              href={localizeHref(visibleUrl, otherLanguage)}
              hrefLang={htmlLanguageCode(otherLanguage)}
              lang={htmlLanguageCode(otherLanguage)}
              aria-label={t.nav.switchLanguageLabel}
              variant="outlined"
              color="secondary"
              size="small"
            >
              {t.nav.switchLanguage}
            </Button>
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
