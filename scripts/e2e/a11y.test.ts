import AxeBuilder from '@axe-core/playwright';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, screenshot } from './browser.js';
import { signInToConsole } from './console-session.js';
import { seededRoutes, type SeededRoutes } from './public-routes.js';

/** axe-core's serious and critical findings on the page (WCAG 2.1 A and AA), as "rule: target" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Heading levels that skip one (an h2 followed by an h4). */
async function skippedHeadings(page: Page): Promise<string[]> {
  const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
    headings.filter((heading) => (heading as HTMLElement).offsetParent !== null || heading.getClientRects().length).map((heading) => Number(heading.tagName[1])),
  );
  return levels.flatMap((level, index) => (index > 0 && level > levels[index - 1] + 1 ? [`h${levels[index - 1]} → h${level}`] : []));
}

describe('accessibility (axe-core) of the main pages and the console', function () {
  this.timeout(300_000);
  let seeded: SeededRoutes;
  before(async () => {
    seeded = await seededRoutes();
  });
  after(closeBrowser);

  const pages = () => [
    ['home', '/'],
    ['jobs', '/jobs'],
    ['job', seeded.job],
    ['company', seeded.company],
    ['blog', '/blog'],
    ['post', seeded.post],
    ['home-ja', '/jp'],
    ['hire', '/hire'],
  ];

  it('the main pages have no serious or critical violation and skip no heading level, on a desktop and a phone', async () => {
    const found: string[] = [];
    for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 812 }]) {
      const page = await openPage({ viewport });
      for (const [name, path] of pages()) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        found.push(...(await seriousViolations(page)).map((line) => `${path} @${viewport.width}: ${line}`));
        found.push(...(await skippedHeadings(page)).map((line) => `${path} @${viewport.width}: heading ${line}`));
        await screenshot(page, `a11y-${name}-${viewport.width}`);
      }
    }
    expect(found).to.deep.equal([]);
  });

  it('the language switch and the logo are named by what they show', async () => {
    const page = await openPage();
    await page.goto('/');
    const toggle = page.locator('header a[hreflang="ja"]').first();
    const name = await toggle.getAttribute('aria-label');
    expect(name).to.include((await toggle.innerText()).trim());
    const logo = page.locator('header a').first();
    expect((await logo.innerText()).replace(/\s+/g, ' ')).to.include('Shigoto');
    expect(await logo.getAttribute('aria-label')).to.equal(null);
    await page.goto('/jp');
    const english = page.locator('header a[hreflang="en"]').first();
    expect(await english.getAttribute('aria-label')).to.include((await english.innerText()).trim());
  });

  it('the console’s login and a list have their landmarks and no serious or critical violation', async () => {
    const page = await openPage();
    await page.goto('/admin');
    await page.locator('input[name="username"]').waitFor();
    expect(await page.locator('main').count()).to.equal(1);
    const login = await seriousViolations(page);
    await screenshot(page, 'a11y-console-login');
    await signInToConsole(page, 'admin@shigoto.example', 'shigoto-admin');
    await page.getByRole('menuitem', { name: /jobs/i }).first().click();
    await page.waitForURL(/\/jobs/);
    await page.locator('table tbody tr').first().waitFor();
    expect(await page.locator('header').count()).to.be.at.least(1);
    expect(await page.locator('nav').count()).to.be.at.least(1);
    expect(await page.locator('main').count()).to.equal(1);
    const list = await seriousViolations(page);
    await screenshot(page, 'a11y-console-jobs');
    expect([...login.map((line) => `login: ${line}`), ...list.map((line) => `jobs: ${line}`)]).to.deep.equal([]);
  });
});
