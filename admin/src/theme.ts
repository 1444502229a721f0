import { defaultTheme, type RaThemeOptions } from 'react-admin';

const PHONE = '@media (max-width: 599.95px)';

/** The public site's colours (public-site/src/components/theme/theme.ts), so staff know where they are. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#C2391F', dark: '#9C2C16', light: '#E0664E', contrastText: '#FFFFFF' },
    secondary: { main: '#1E3A5F', contrastText: '#FFFFFF' },
    success: { main: '#1F7A4D' },
  },
  components: {
    ...defaultTheme.components,
    // On a phone the page's title gets the bar's room: it wraps onto a second line in a smaller
    // size instead of being cut after a word, and the language menu shows its icon only (the
    // language's name stays the button's text for screen readers).
    RaAppBar: {
      styleOverrides: {
        root: {
          [PHONE]: {
            '& .RaAppBar-title': { fontSize: '1rem', lineHeight: 1.25, whiteSpace: 'normal', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' },
            '& button[aria-controls="simple-menu"]': { minWidth: 0, fontSize: 0, '& .MuiButton-startIcon': { margin: 0 }, '& .MuiButton-endIcon': { display: 'none' } },
          },
        },
      },
    },
  },
};
