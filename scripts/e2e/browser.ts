import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../lib/chromium.mjs';

/** The site under test (scripts/test.mjs starts it on its own ports and database). */
export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? path.join(tmpdir(), 'shigoto-e2e-shots');

let browser: Browser | null = null;

/** What each page's scripts reported as errors (console errors and uncaught exceptions), for a failed test's report. */
const pageErrors = new WeakMap<Page, string[]>();

/**
 * A page in a new browser context (its own storage) of Debian's Chromium, headless, with the flags
 * that keep it off the (closed) network. `options` change the context (e.g. its user agent).
 */
export async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  pageErrors.set(page, errors);
  return page;
}

/** Transitions are finished first, so a dialog or notification that just opened is shown as it settles. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: false, animations: 'disabled' });
}

/**
 * For a failed test: a screenshot of the pages opened last (`FAILED-…` in the shots folder), their
 * addresses, first words and last script errors. Pages stay open until their describe block
 * closes the browser, so the last few are the failed test's.
 */
export async function reportOpenPages(testTitle: string): Promise<void> {
  const pages = (browser?.contexts().flatMap((context) => context.pages()) ?? []).slice(-3);
  const name = `FAILED-${testTitle.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}`;
  for (const [index, page] of pages.entries()) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch((error: Error) => `(no text: ${error.message.split('\n')[0]})`);
    await screenshot(page, `${name}-${index}`).catch(() => undefined);
    console.error(`    open page ${index}: ${page.url()}\n      ${text.replace(/\s+/g, ' ').slice(0, 600)}`);
    for (const error of (pageErrors.get(page) ?? []).slice(-5)) console.error(`      script error: ${error.slice(0, 300)}`);
  }
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/**
 * The page's robots directives. Right after a client-side navigation Next may briefly keep the
 * previous page's tag next to the new one, so every tag is read (a page is noindex when all are).
 */
export async function robotsDirectives(page: Page): Promise<string[]> {
  const tags = page.locator('meta[name="robots"]');
  await tags.first().waitFor({ state: 'attached' });
  return tags.evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
}

/**
 * Holds back the site's scripts, as a slow connection does, until the returned function is
 * called: the page shows its server-rendered HTML and a visitor can type into it first.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has taken over the element `selector` names (its props sit on the element then). */
export async function untilHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}
