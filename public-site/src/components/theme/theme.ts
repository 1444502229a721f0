'use client';
import { jaJP } from '@mui/material/locale';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

// No web fonts (the site loads nothing from the internet at run time): system UI fonts, with the
// platforms' Japanese faces listed so Japanese pages never fall back to a serif.
const SYSTEM_FONT_STACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  'Meiryo',
  'sans-serif',
].join(', ');

/** Shu-iro (vermilion) accent on sumi ink and washi paper. */
const options: ThemeOptions = {
  cssVariables: true,
  palette: {
    primary: { main: '#C2391F', dark: '#9C2C16', light: '#E0664E', contrastText: '#FFFFFF' },
    secondary: { main: '#1E3A5F', contrastText: '#FFFFFF' },
    success: { main: '#1F7A4D' },
    text: { primary: '#1A1F2B', secondary: '#545B69' },
    background: { default: '#F6F4F0', paper: '#FFFFFF' },
    divider: '#E4DFD6',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: SYSTEM_FONT_STACK,
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Japanese has no spaces: break headings between phrases, not inside words (テッ|ク).
        ':lang(ja) :is(h1, h2, h3)': { wordBreak: 'auto-phrase' },
        ':is(h1, h2)': { textWrap: 'balance' },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
};

export const theme = createTheme(options);
/** The same, with MUI's own texts (an autocomplete's "Open", "Clear", "No options"…) in Japanese. */
export const japaneseTheme = createTheme(options, jaJP);
