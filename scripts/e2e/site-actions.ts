import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { BASE_URL, screenshot } from './browser.js';

// What the browser tests do on the site again and again: call the API, read a flash, pick from a
// select, fill the job form's conditions, confirm a job action, look at a page at two widths.

/** Calls the API through the site's origin as JSON; anything but 2xx throws with the answer. */
export async function apiJson<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A complete job for the job APIs but for its title, category and location (from the seeded lists). */
export const API_JOB_FORM = {
  employment_type: 'full_time',
  salary_min: 6_000_000,
  english_level: 'business_level',
  japanese_level: 'not_required',
  remote_level: 'partial',
  candidate_location: 'anywhere',
  sponsors_visas: 'yes',
  raw_content: '<p>Keep the ledger running.</p>',
  application_url: 'https://ledger.example/careers/apply',
};

/** A sign-in's answer, as the site keeps it in the tab. */
/** A sign-in's answer: the account, and the session's tokens in `meta`. */
export interface SignInAnswer {
  data: { id: string; type: string; attributes: Record<string, unknown> };
  meta: { csrf: string; access: string; refresh: string };
}

/** The tab's session storage after a sign-in, as the site's own sign-in writes it. */
export function sessionEntries({ data, meta }: SignInAnswer): [string, string][] {
  return [
    ['csrf', meta.csrf],
    ['access', meta.access],
    ['refresh', meta.refresh],
    ['accountType', data.type],
    ['user', JSON.stringify({ ...data.attributes, id: Number(data.id) })],
    ['signedIn', 'true'],
  ];
}

/** Keeps a sign-in's answer in the open tab the way the site's own sign-in does. */
export async function keepSession(page: Page, answer: SignInAnswer): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
  }, sessionEntries(answer));
}

/**
 * Reloads the page until `shows()` holds. Public pages are served from the site's page cache; a
 * change reaches them through the API's queued news to the site, within seconds.
 */
export async function reloadUntil(page: Page, shows: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await shows())) {
    if (Date.now() > deadline) throw new Error(`${page.url()} does not show ${what}`);
    await page.waitForTimeout(250);
    await page.reload();
  }
}

/** The text of the flash banner of the given kind, once it shows. */
export async function flashText(page: Page, type: 'success' | 'failure'): Promise<string> {
  const flash = page.locator(`[data-flash="${type}"]`);
  await flash.waitFor();
  return (await flash.textContent()) ?? '';
}

/** Picks an option of a select field, by its label (the first option when none is named). */
export async function choose(page: Page, label: RegExp, option?: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

/** The employer job form's required conditions: category, employment, salary, levels, place, remote, who may apply, visas. */
export async function fillJobConditions(page: Page, salaryFrom: number): Promise<void> {
  await choose(page, /^Category/);
  await choose(page, /^Employment type/, 'Full-time');
  await page.getByLabel(/^Salary from/).fill(String(salaryFrom));
  await choose(page, /^English level/);
  await choose(page, /^Japanese level/);
  await choose(page, /^Working location/);
  await choose(page, /^Remote level/);
  await choose(page, /^Who can apply/);
  await choose(page, /^Visa sponsorship/, 'Yes');
}

/** Publishes or closes a job from its card on the employer's list, through the confirmation dialog. */
export async function confirmJobAction(page: Page, card: Locator, button: 'Publish' | 'Close'): Promise<void> {
  await card.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Yes, continue' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Screenshots at a phone's width and a desktop's, named `{name}-375` and `{name}-1280`; at each
 * width the page must fit, without scrolling sideways.
 */
export async function shotsAtTwoWidths(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(200);
    await screenshot(page, `${name}-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${width} px`).to.be.at.most(width);
  }
}

/** The demo employers' password (every seeded company has `hiring@{slug}.example`). */
export const DEMO_EMPLOYER_PASSWORD = 'shigoto-employer';

/** The employer's count of published jobs and its plan's allowance (null: unlimited). */
export interface ActiveJobs {
  count: number;
  limit: number | null;
}

/**
 * Signs in the demo employer of a seeded company with no contract running today (free posting,
 * Starter allowance): the first whose active jobs `suits` (the first of them all when none does).
 */
export async function signInFreePlanEmployer(suits: (active: ActiveJobs) => boolean = () => true): Promise<{ session: SignInAnswer; active: ActiveJobs }> {
  const companies = (await apiJson<{ data: { attributes: { slug: string } }[] }>('/api/v1/companies?page[size]=100')).data;
  let first: { session: SignInAnswer; active: ActiveJobs } | null = null;
  for (const company of companies) {
    const user = { email: `hiring@${company.attributes.slug}.example`, password: DEMO_EMPLOYER_PASSWORD };
    const session = await apiJson<SignInAnswer>('/api/v1/employer_sessions', { body: { user } }).catch(() => null);
    if (!session) continue;
    const contracts = await apiJson<{ meta: { current_contract_id: number | null } }>('/api/v1/employers/company_contracts', { token: session.meta.access }).catch(() => null);
    if (contracts?.meta.current_contract_id !== null) continue;
    const active = (await apiJson<{ meta: { active_jobs: ActiveJobs } }>('/api/v1/employers/jobs?page[size]=1', { token: session.meta.access })).meta.active_jobs;
    if (suits(active)) return { session, active };
    first ??= { session, active };
  }
  if (!first) throw new Error('no seeded company without a current contract');
  return first;
}
