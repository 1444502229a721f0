// The site's look in plain values: the MUI theme is built from them, and the pages that render
// before any MUI code (the error page of the root layout) read them directly.

/**
 * No web fonts (the site loads nothing from the internet at run time): system UI fonts, with the
 * platforms' Japanese faces listed so Japanese pages never fall back to a serif.
 */
export const SYSTEM_FONT_STACK = [
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
export const PALETTE = {
  primary: { main: '#C2391F', dark: '#9C2C16', light: '#E0664E', contrastText: '#FFFFFF' },
  secondary: { main: '#1E3A5F', contrastText: '#FFFFFF' },
  success: { main: '#1F7A4D' },
  text: { primary: '#1A1F2B', secondary: '#545B69' },
  background: { default: '#F6F4F0', paper: '#FFFFFF' },
  divider: '#E4DFD6',
} as const;

export const BORDER_RADIUS = 10;
