'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FocusTrap from '@mui/material/Unstable_TrapFocus';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { FILTERS_ID, RESULTS_ID } from './element-ids';

const HEADING_ID = `${FILTERS_ID}-heading`;

interface FilterDrawerProps {
  heading: string;
  /** "Filters (2)": the button that opens the drawer on small screens. */
  openLabel: string;
  closeLabel: string;
  /** "Show 42 jobs": the drawer's last button, which applies the filters and closes it. */
  showResultsLabel: string;
  /** The filter panel. */
  children: ReactNode;
}

/**
 * The filter panel: a column beside the results from the md breakpoint, a drawer below it,
 * opened by a "Filters (n)" button. The panel is rendered once, inside the search form, so its
 * fields are the form's in either shape. Without scripts the button is a link to the panel, which
 * the `:target` rule shows as the same drawer; its "Show results" button submits the form.
 */
export function FilterDrawer({ heading, openLabel, closeLabel, showResultsLabel, children }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const drawer = open && !wide;
  const opener = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!drawer) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [drawer]);

  return (
    <>
      <Button
        ref={opener}
        href={`#${FILTERS_ID}`}
        variant="outlined"
        aria-controls={FILTERS_ID}
        aria-expanded={drawer}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        sx={{ gridArea: 'button', justifySelf: 'start', display: { md: 'none' }, bgcolor: 'background.paper' }}
      >
        {openLabel}
      </Button>
      {drawer && <Box aria-hidden onClick={() => setOpen(false)} sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.drawer - 1, bgcolor: 'rgba(26, 31, 43, 0.45)' }} />}
      <FocusTrap open={drawer}>
        <Box
          id={FILTERS_ID}
          tabIndex={-1}
          role={drawer ? 'dialog' : undefined}
          aria-modal={drawer || undefined}
          aria-labelledby={HEADING_ID}
          sx={(theme) => ({
            gridArea: 'panel',
            outline: 'none',
            [theme.breakpoints.down('md')]: {
              display: drawer ? 'flex' : 'none',
              '&:target': { display: 'flex' },
              flexDirection: 'column',
              position: 'fixed',
              top: 0,
              bottom: 0,
              left: 0,
              width: 'min(360px, 88vw)',
              zIndex: theme.zIndex.drawer,
              bgcolor: 'background.paper',
              boxShadow: theme.shadows[16],
            },
          })}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: { xs: 2, md: 0 }, py: { xs: 1.5, md: 0 }, mb: { md: 1.5 }, borderBottom: { xs: '1px solid var(--mui-palette-divider)', md: 'none' } }}>
            <Typography id={HEADING_ID} component="h2" variant="h3">
              {heading}
            </Typography>
            <Button
              href={`#${RESULTS_ID}`}
              size="small"
              onClick={(event) => {
                event.preventDefault();
                setOpen(false);
                opener.current?.focus();
              }}
              sx={{ display: { md: 'none' } }}
            >
              {closeLabel}
            </Button>
          </Box>
          <Box sx={{ flex: 1, overflowY: { xs: 'auto', md: 'visible' }, px: { xs: 2, md: 0 }, py: { xs: 2, md: 0 } }}>{children}</Box>
          <Box sx={{ display: { md: 'none' }, p: 2, borderTop: '1px solid var(--mui-palette-divider)' }}>
            <Button type="submit" variant="contained" fullWidth onClick={() => setOpen(false)}>
              {showResultsLabel}
            </Button>
          </Box>
        </Box>
      </FocusTrap>
    </>
  );
}
