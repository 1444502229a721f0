'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { AccountLinks, MENU_ITEM_SX, type AccountLinksProps } from '@/components/account/AccountLinks';
import { useSession } from '@/components/account/useSession';
import Link from '@/components/navigation/Link';

export interface NavLink {
  label: string;
  href: string;
  /** Leaves the site: a plain anchor in a new tab. */
  external?: boolean;
  /** Employer marketing, hidden from a signed-in employer. */
  forEmployers?: boolean;
}

export interface LanguageSwitchProps {
  label: string;
  ariaLabel: string;
  href: string;
  hrefLang: string;
}

/** A link of the main navigation, in the header's row or in the menu. */
export function NavLinkButton({ link, sx, onClick }: { link: NavLink; sx: SxProps<Theme>; onClick?: () => void }) {
  return link.external ? (
    <Button component="a" href={link.href} target="_blank" rel="noopener" color="inherit" onClick={onClick} sx={sx}>
      {link.label}
    </Button>
  ) : (
    <Button component={Link} href={link.href} color="inherit" onClick={onClick} sx={sx}>
      {link.label}
    </Button>
  );
}

/**
 * The same page in the other language. A full page load: client navigation would keep the shared
 * layout (header, footer, <html lang>) in the old language.
 */
export function LanguageSwitch({ label, ariaLabel, href, hrefLang, sx }: LanguageSwitchProps & { sx?: SxProps<Theme> }) {
  return (
    <Button component="a" href={href} hrefLang={hrefLang} lang={hrefLang} aria-label={ariaLabel} variant="outlined" color="secondary" size="small" sx={sx}>
      {label}
    </Button>
  );
}

export interface SiteMenuProps {
  id: string;
  links: NavLink[];
  account: AccountLinksProps;
  otherLanguage: LanguageSwitchProps;
  texts: { open: string; close: string; label: string };
}

/**
 * The narrow screens' navigation: a menu button that opens a panel with the site's links, the
 * account links and the language switch. The panel is a modal drawer: focus moves into it and
 * stays there, Escape or the close button closes it and focus returns to the button.
 */
export function SiteMenu({ id, links, account, otherLanguage, texts }: SiteMenuProps) {
  const [open, setOpen] = useState(false);
  const employer = useSession()?.accountType === 'employer';
  const close = () => setOpen(false);

  return (
    <>
      <IconButton aria-label={texts.open} aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)} edge="end" color="inherit">
        <SvgIcon aria-hidden>
          <path d="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" />
        </SvgIcon>
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        // Mounted while closed too, so the button's aria-controls always names an element.
        keepMounted
        slotProps={{ paper: { id, 'aria-labelledby': `${id}-title`, sx: { width: 300, maxWidth: '85vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, py: 1 }}>
          <Typography id={`${id}-title`} component="h2" sx={{ fontWeight: 700 }}>
            {texts.label}
          </Typography>
          <IconButton aria-label={texts.close} onClick={close}>
            <SvgIcon aria-hidden>
              <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
            </SvgIcon>
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label={texts.label} sx={{ display: 'flex', flexDirection: 'column', py: 1 }}>
          {links
            .filter((link) => !(employer && link.forEmployers))
            .map((link) => (
              <NavLinkButton key={link.href} link={link} onClick={close} sx={MENU_ITEM_SX} />
            ))}
        </Box>
        <Divider />
        <Box sx={{ py: 1 }} onClick={close}>
          <AccountLinks {...account} layout="column" />
        </Box>
        <Divider />
        <Box sx={{ p: 2 }}>
          <LanguageSwitch {...otherLanguage} />
        </Box>
      </Drawer>
    </>
  );
}
