import { jaJP } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { BORDER_RADIUS, PALETTE, SYSTEM_FONT_STACK } from './tokens';

// The page-wide rules (body, headings) are the site's own stylesheet, app/base.css: pages without
// MUI components get them too. The theme only shapes MUI's components and its CSS variables.
const options: ThemeOptions = {
  cssVariables: true,
  palette: PALETTE,
  shape: { borderRadius: BORDER_RADIUS },
  typography: {
    fontFamily: SYSTEM_FONT_STACK,
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
};

export const theme = createTheme(options);
/** The same, with MUI's own texts (an autocomplete's "Open", "Clear", "No options"…) in Japanese. */
export const japaneseTheme = createTheme(options, jaJP);
