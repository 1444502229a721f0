import type { CSSProperties } from 'react';
import type {} from '@mui/material/themeCssVarsAugmentation';
import { theme } from './theme';

/**
 * The theme's CSS variables (`--mui-palette-…`, `--mui-font-…`, `--mui-spacing`…), made on the
 * server from the same theme MUI's components use, as the style of the page's root element: the
 * site's own stylesheets then style pages that load no MUI code at all, and where MUI's
 * ThemeProvider runs too it sets the very same values. A style attribute rather than a style
 * element: the Content-Security-Policy allows attributes, and a page React renders in the
 * browser (a 404 found while resolving metadata) still gets them.
 */
export const THEME_VARIABLES = Object.assign(
  {},
  ...theme.generateStyleSheets().flatMap((sheet) => Object.values(sheet as Record<string, Record<string, string | number>>)),
) as CSSProperties;
