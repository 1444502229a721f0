'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from '@/components/navigation/Link';
import { interpolate } from '@/lib/format/template';
import type { Session } from '@/lib/browser/session';
import { useSession } from './useSession';

export interface AccountLinksProps {
  signInHref: string;
  logoutHref: string;
  dashboardHref: string;
  texts: { signIn: string; signOut: string; dashboard: string; signedInAs: string };
}

/** How the header names a signed-in seeker: their name, else their e-mail. */
function displayName(session: Session): string {
  return session.user?.name?.trim() || session.user?.email || '';
}

/** An entry of the narrow screens' menu: the site's links and the account links look alike. */
export const MENU_ITEM_SX = { justifyContent: 'flex-start', px: 2, py: 1.25, fontSize: '1rem' } as const;

// Pixel strings: MUI reads a bare 1 as 100%.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The header's personal links, which differ per visitor: anonymous → sign in; a seeker → who is
 * signed in and sign out; an employer → the dashboard and sign out. The anonymous set is what the
 * server renders (pages are shared by every visitor); the signed-in sets replace it in the browser.
 * `layout` is a row of buttons (the wide header) or a column (the menu).
 */
export function AccountLinks({ signInHref, logoutHref, dashboardHref, texts, layout }: AccountLinksProps & { layout: 'row' | 'column' }) {
  const session = useSession();
  const column = layout === 'column';
  const buttonSx = column ? MENU_ITEM_SX : { minWidth: 0, px: 1.25, flexShrink: 0 };
  const signOut = (
    <Button component={Link} href={logoutHref} prefetch={false} color="inherit" sx={buttonSx}>
      {texts.signOut}
    </Button>
  );

  let links;
  if (!session) {
    links = (
      <Button component={Link} href={signInHref} color="inherit" sx={buttonSx}>
        {texts.signIn}
      </Button>
    );
  } else if (session.accountType === 'employer') {
    links = (
      <>
        <Button component={Link} href={dashboardHref} color="inherit" sx={buttonSx}>
          {texts.dashboard}
        </Button>
        {signOut}
      </>
    );
  } else {
    const name = displayName(session);
    const sentence = interpolate(texts.signedInAs, { name });
    links = (
      <>
        <Typography
          component="span"
          data-testid="signed-in-as"
          title={sentence}
          noWrap
          // In the header's row only where there is room beside the links (the menu always has it).
          sx={column ? { fontWeight: 600, px: 2, py: 1 } : { fontWeight: 600, fontSize: '0.875rem', maxWidth: 180, px: 0.5, display: { xs: 'none', lg: 'block' } }}
        >
          {/* Read out as the whole sentence ("Signed in as …"), shown as the name alone. */}
          <Box component="span" sx={visuallyHidden}>
            {sentence}
          </Box>
          <span aria-hidden>{name}</span>
        </Typography>
        {signOut}
      </>
    );
  }
  return (
    <Box data-account={session?.accountType ?? 'anonymous'} sx={{ display: 'flex', flexDirection: column ? 'column' : 'row', alignItems: column ? 'stretch' : 'center', gap: column ? 0.5 : 0.25 }}>
      {links}
    </Box>
  );
}
