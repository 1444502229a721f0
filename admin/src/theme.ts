import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The public site's colours (public-site/src/components/theme/theme.ts), so staff know where they are. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#C2391F', dark: '#9C2C16', light: '#E0664E', contrastText: '#FFFFFF' },
    secondary: { main: '#1E3A5F', contrastText: '#FFFFFF' },
    success: { main: '#1F7A4D' },
  },
};
