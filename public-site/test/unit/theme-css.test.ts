import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { GENERATED_FILE, themeCss, themeCssCurrent } from '../../scripts/theme-css.mjs';

// The site's stylesheets read the theme's variables from a written file; this keeps it from
// falling behind the MUI theme the site's MUI parts use.
describe('the theme stylesheet', () => {
  it('is written from the current MUI theme', () => {
    expect(themeCssCurrent(), 'src/app/theme-variables.generated.css is out of date: run npm run theme-css -w public-site').to.equal(true);
  });

  it('sets the variables the site’s stylesheets use on the root element, as CSS writes properties', () => {
    const css = themeCss();
    expect(css).to.match(/^:root \{$/m);
    expect(css).to.match(/^ {2}--mui-palette-primary-main: #[0-9a-f]{3,6};$/im);
    expect(css).to.match(/^ {2}--mui-spacing: 8px;$/m);
    expect(css).to.include('  color-scheme: light;');
    expect(css).not.to.match(/^ {2}(?!--)[a-z-]*[A-Z]/m, 'properties other than variables in CSS case');
    expect(readFileSync(GENERATED_FILE, 'utf8')).to.equal(css);
  });
});
