// The theme's CSS variables (`--mui-palette-…`, `--mui-font-…`, `--mui-spacing`…) as a stylesheet,
// made from the same theme MUI's components use (src/components/theme/theme.ts). The root layout
// imports it, so the site's own stylesheets style pages that load no MUI code at all; where MUI's
// ThemeProvider runs too it sets the very same values. A file rather than the root element's
// style attribute: that attribute travelled twice in every page, in its HTML and again in the
// React payload (14 KB each). A unit test checks that the written file is current. Write it again
// after changing the theme: npm run theme-css -w public-site
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type {} from '@mui/material/themeCssVarsAugmentation';
import { theme } from '../src/components/theme/theme.js';

export const GENERATED_FILE = fileURLToPath(new URL('../src/app/theme-variables.generated.css', import.meta.url));

const HEADER = '/* Written by `npm run theme-css -w public-site` from the MUI theme. Do not edit. */\n';

/** The file's text as the theme makes it now. */
export function themeCss(): string {
  const variables = Object.assign({}, ...theme.generateStyleSheets().flatMap((sheet) => Object.values(sheet as Record<string, Record<string, string | number>>))) as Record<string, string | number>;
  // Besides the variables the theme sets `colorScheme`, written here as CSS writes it.
  const property = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
  const declarations = Object.entries(variables).map(([name, value]) => `  ${property(name)}: ${value};`);
  return `${HEADER}:root {\n${declarations.join('\n')}\n}\n`;
}

/** Whether the written file matches the theme. */
export function themeCssCurrent(): boolean {
  return readFileSync(GENERATED_FILE, 'utf8') === themeCss();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(GENERATED_FILE, themeCss());
  console.log(`Wrote ${GENERATED_FILE}`);
}
