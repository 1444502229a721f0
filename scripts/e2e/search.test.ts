import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';

interface SearchDocument {
  data: { attributes: { title?: string; name?: string; featured?: boolean; salary_min?: number | null; salary_max?: number | null } }[];
  meta: { total: number; total_pages: number; facets: Record<string, Record<string, number>> };
}

/** What the API answers for a search (the same query the page's URL holds). */
async function apiSearch(path: string): Promise<SearchDocument> {
  const response = await fetch(`${BASE_URL}/api/v1${path}`);
  expect(response.status, path).to.equal(200);
  return (await response.json()) as SearchDocument;
}

/** The number in the result count the page shows ("1,234 jobs", "42社"). */
async function shownCount(page: Page): Promise<number> {
  const text = await page.getByText(/^[\d,]+ (jobs?|compan(y|ies))$|^[\d,]+(件の求人|社)$/).innerText();
  return Number(text.replace(/\D/g, ''));
}

/**
 * The page shows `expected` results, once it has caught up: after Back the URL changes before the
 * router has rendered the search it names, so the count is read until it settles (or 10 s pass).
 */
async function expectShownCount(page: Page, expected: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  let shown = await shownCount(page);
  while (shown !== expected && Date.now() < deadline) {
    await page.waitForTimeout(100);
    shown = await shownCount(page);
  }
  expect(shown).to.equal(expected);
}

/** The page's URL parameters (brackets and commas read the same encoded or not). */
function urlParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** A filter's checkbox in the panel, by its group (legend) and the start of its label. */
function option(page: Page, group: string, label: string): Locator {
  return page.getByRole('group', { name: group, exact: true }).getByRole('checkbox', { name: new RegExp(`^${label}( [\\d,]+)?$`) });
}

/** The count a panel option shows after its label ("Business-level Japanese 104" → 104). */
async function optionCount(checkbox: Locator): Promise<number | null> {
  const text = await checkbox.locator('xpath=ancestor::label').innerText();
  const match = /([\d,]+)\s*$/.exec(text);
  return match ? Number(match[1].replace(/,/g, '')) : null;
}

/** Waits until the URL's filters and words are exactly these (the results have then been rendered for them). */
async function waitForSearch(page: Page, expected: Record<string, string>) {
  await page.waitForFunction((wanted) => {
    const params = new URL(window.location.href).searchParams;
    const known = [...params.keys()].filter((name) => name !== 'lang');
    return known.length === Object.keys(wanted).length && Object.entries(wanted).every(([name, value]) => params.get(name) === value);
  }, expected);
  await page.locator('form[aria-busy="false"]').waitFor();
}

/** Opens a list page and waits for its scripts (a box ticked before them is applied once they run, but tests go step by step). */
async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await page.locator('form[data-enhanced]').waitFor();
}

describe('search filters (Chromium)', () => {
  after(closeBrowser);

  it('combines two facets and words on /jobs: the count is the API’s, the URL holds them, Back restores each step, without reloading', async () => {
    const page = await openPage();
    await openSearch(page, '/jobs');
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await option(page, 'Japanese level', 'Business-level Japanese').check();
    await waitForSearch(page, { 'filter[japanese_level]': 'business_level' });
    await option(page, 'Remote work', 'Partial remote').check();
    await waitForSearch(page, { 'filter[japanese_level]': 'business_level', 'filter[remote_level]': 'partial' });
    await page.getByRole('searchbox', { name: 'Search jobs by keyword' }).fill('engineer');
    await page.getByRole('searchbox', { name: 'Search jobs by keyword' }).press('Enter');
    const all = { 'filter[japanese_level]': 'business_level', 'filter[remote_level]': 'partial', q: 'engineer' };
    await waitForSearch(page, all);

    const answer = await apiSearch('/searches/jobs?page[size]=1&filter[japanese_level]=business_level&filter[remote_level]=partial&q=engineer');
    expect(answer.meta.total).to.be.greaterThan(0);
    await expectShownCount(page, answer.meta.total);
    // Every count the panel shows is the API's facet count for the same search.
    for (const [label, value] of [['No Japanese required', 'not_required'], ['Business-level Japanese', 'business_level'], ['Native Japanese', 'native']]) {
      expect(await optionCount(option(page, 'Japanese level', label)), label).to.equal(answer.meta.facets.japanese_level[value] ?? 0);
    }
    for (const [label, value] of [['On-site', 'none'], ['Partial remote', 'partial']]) {
      expect(await optionCount(option(page, 'Remote work', label)), label).to.equal(answer.meta.facets.remote_level[value] ?? 0);
    }
    expect(await optionCount(option(page, 'Visa', 'Visa sponsorship'))).to.equal(answer.meta.facets.sponsors_visas.yes ?? 0);
    // The active filters are chips, each removable.
    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('link');
    expect(await chips.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).to.deep.equal([
      'Remove filter: Business-level Japanese',
      'Remove filter: Partial remote',
      'Remove filter: “engineer”',
    ]);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).to.equal(true);
    await screenshot(page, 'search-jobs-1280');

    await page.goBack();
    await waitForSearch(page, { 'filter[japanese_level]': 'business_level', 'filter[remote_level]': 'partial' });
    await expectShownCount(page, (await apiSearch('/searches/jobs?page[size]=1&filter[japanese_level]=business_level&filter[remote_level]=partial')).meta.total);
    expect(await page.getByRole('searchbox', { name: 'Search jobs by keyword' }).inputValue()).to.equal('');
    await page.goBack();
    await waitForSearch(page, { 'filter[japanese_level]': 'business_level' });
    await expectShownCount(page, (await apiSearch('/searches/jobs?page[size]=1&filter[japanese_level]=business_level')).meta.total);
    expect(await option(page, 'Remote work', 'Partial remote').isChecked()).to.equal(false);
    expect(await option(page, 'Japanese level', 'Business-level Japanese').isChecked()).to.equal(true);

    // A removed chip and "Clear all".
    await option(page, 'Japanese level', 'Fluent Japanese').check();
    await waitForSearch(page, { 'filter[japanese_level]': 'business_level,fluent' });
    await expectShownCount(page, (await apiSearch('/searches/jobs?page[size]=1&filter[japanese_level]=business_level,fluent')).meta.total);
    await page.getByRole('link', { name: 'Remove filter: Business-level Japanese' }).click();
    await waitForSearch(page, { 'filter[japanese_level]': 'fluent' });
    expect(await option(page, 'Japanese level', 'Business-level Japanese').isChecked()).to.equal(false);
    await page.getByRole('link', { name: 'Clear all' }).click();
    await waitForSearch(page, {});
    await expectShownCount(page, (await apiSearch('/searches/jobs?page[size]=1')).meta.total);
    expect(await option(page, 'Japanese level', 'Fluent Japanese').isChecked()).to.equal(false);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).to.equal(true);
  });

  it('prefetches a result when the visitor points at it, not every link on sight; the click then shows that job', async () => {
    const page = await openPage();
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.push(decodeURIComponent(url.pathname + url.search));
    });
    await openSearch(page, '/jobs');
    await page.waitForLoadState('networkidle');
    expect(prefetched, 'pages fetched in the background on load').to.deep.equal([]);

    const firstTitle = page.getByTestId('job-card').first().getByRole('heading').getByRole('link');
    const jobPath = new URL((await firstTitle.getAttribute('href'))!, BASE_URL).pathname;
    await firstTitle.hover();
    const deadline = Date.now() + 5_000;
    while (!prefetched.some((url) => url.startsWith(`${jobPath}?`)) && Date.now() < deadline) await page.waitForTimeout(50);
    expect(prefetched.filter((url) => url.startsWith('/jobs')).map((url) => url.split('?')[0]), 'fetched after pointing at the first job').to.include(jobPath);
    expect(prefetched.some((url) => url.startsWith('/jobs?')), 'a quick filter’s list').to.equal(false);

    const title = await firstTitle.innerText();
    await firstTitle.click();
    await page.waitForURL((url) => url.pathname === jobPath);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('filters with JavaScript off: a plain GET form whose submit leads to the same shareable URL and count', async () => {
    const page = await openPage();
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false, baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
    const plain = await context.newPage();
    await plain.goto('/jobs');
    await option(plain, 'Japanese level', 'Business-level Japanese').check();
    await option(plain, 'Japanese level', 'Fluent Japanese').check();
    await option(plain, 'Remote work', 'Partial remote').check();
    await plain.getByRole('searchbox', { name: 'Search jobs by keyword' }).fill('engineer');
    await plain.getByRole('button', { name: 'Apply filters' }).click();
    await plain.waitForURL(/q=engineer/);
    // Two values of one filter are one comma list, as the API takes them; empty fields are dropped.
    expect(Object.fromEntries(urlParams(plain))).to.deep.equal({ 'filter[japanese_level]': 'business_level,fluent', 'filter[remote_level]': 'partial', q: 'engineer' });
    const total = (await apiSearch('/searches/jobs?page[size]=1&filter[japanese_level]=business_level,fluent&filter[remote_level]=partial&q=engineer')).meta.total;
    expect(await shownCount(plain)).to.equal(total);
    expect(await option(plain, 'Japanese level', 'Fluent Japanese').isChecked()).to.equal(true);

    await plain.getByRole('combobox', { name: 'Sort by' }).selectOption('salary');
    await plain.getByRole('button', { name: 'Apply filters' }).click();
    await plain.waitForURL(/sort=salary/);
    expect(await shownCount(plain)).to.equal(total);
    await plain.getByRole('link', { name: 'Clear all' }).click();
    await plain.waitForURL(/\/jobs$/);
    expect(await shownCount(plain)).to.equal((await apiSearch('/searches/jobs?page[size]=1')).meta.total);
    await context.close();
  });

  it('sorts by salary, best paid first; newest first lists the featured jobs first, marked', async () => {
    const page = await openPage();
    await openSearch(page, '/jobs');
    const newest = await apiSearch('/jobs?page[size]=20&sort=-published_at');
    const featured = newest.data.filter((job) => job.attributes.featured).length;
    expect(featured, 'featured jobs in the seed').to.be.greaterThan(0);
    const cards = page.locator('[data-testid="job-card"]');
    expect(await cards.locator('h2').allInnerTexts()).to.deep.equal(newest.data.map((job) => job.attributes.title));
    const badges = await cards.evaluateAll((all) => all.map((card) => Boolean(card.querySelector('[data-badge="Featured"]'))));
    expect(badges).to.deep.equal(newest.data.map((job) => Boolean(job.attributes.featured)));
    expect(badges.slice(0, featured).every(Boolean)).to.equal(true);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('salary');
    await waitForSearch(page, { sort: 'salary' });
    // The cards read best paid first, as the API orders them: each card's top figure (the
    // maximum, or the minimum when only that is stated) is the API's salary key, in millions.
    const bySalary = await apiSearch('/jobs?page[size]=20&sort=-salary');
    const keys = bySalary.data.map(({ attributes: job }) => Math.floor((job.salary_max ?? job.salary_min ?? 0) / 10_000) / 100);
    const tops = (await cards.allInnerTexts()).map((text) => Math.max(...Array.from(text.matchAll(/¥([\d.]+)M/g), (m) => Number(m[1])), 0));
    expect(tops).to.deep.equal(keys);
    expect(tops.every((top, i) => i === 0 || top <= tops[i - 1]), tops.join(' ')).to.equal(true);
    expect(tops[0]).to.be.greaterThan(tops[tops.length - 1]);
  });

  it('never shows a page past the end: it goes to the last page with the filters kept, or says there are no results', async () => {
    const page = await openPage();
    const last = (await apiSearch('/jobs?page[size]=20')).meta.total_pages;
    await page.goto('/jobs?page=99');
    expect(Object.fromEntries(urlParams(page))).to.deep.equal({ page: String(last) });
    await page.getByText(`Page ${last} of ${last}`).waitFor();
    expect(await page.locator('body').innerText()).not.to.contain('Page 99 of');

    const partial = (await apiSearch('/jobs?page[size]=20&filter[remote_level]=partial')).meta.total_pages;
    await page.goto('/jobs?filter[remote_level]=partial&page=99');
    expect(Object.fromEntries(urlParams(page))).to.deep.equal({ 'filter[remote_level]': 'partial', ...(partial > 1 ? { page: String(partial) } : {}) });
    expect(await page.locator('[data-testid="job-card"]').count()).to.be.greaterThan(0);

    await page.goto('/jobs?q=qqxqqzz&page=99');
    await page.getByText('No jobs match these filters yet. Try removing a filter.').waitFor();
    expect(await page.locator('body').innerText()).not.to.match(/Page \d+ of/);
  });

  it('offers a type-ahead over every skill, with the facet’s counts', async () => {
    const page = await openPage();
    await openSearch(page, '/jobs');
    const picker = page.getByRole('combobox', { name: 'Find a skill' });
    await picker.fill('TypeS');
    const typescript = page.getByRole('option', { name: /^TypeScript/ });
    const count = (await apiSearch('/searches/jobs?page[size]=1&facets=skills')).meta.facets.skills.typescript;
    expect((await typescript.innerText()).replace(/\s+/g, ' ')).to.equal(`TypeScript ${count}`);
    await picker.press('Enter');
    await waitForSearch(page, { 'filter[skills]': 'typescript' });
    await expectShownCount(page, (await apiSearch('/searches/jobs?page[size]=1&filter[skills]=typescript')).meta.total);
    expect(await option(page, 'Skills', 'TypeScript').isChecked()).to.equal(true);
  });

  it('says why the skill type-ahead has nothing to offer when the API does not answer, in the page’s language', async () => {
    const page = await openPage();
    const skillSearches = (url: URL) => url.pathname === '/api/v1/skills';
    await page.route(skillSearches, (route) => route.abort('failed'));
    await openSearch(page, '/jobs');
    const picker = page.getByRole('combobox', { name: 'Find a skill' });
    await picker.fill('Typ');
    await page.getByText('Skills could not be loaded (Network request failed). Check your connection and try again.').waitFor();
    // An API that never answers: the box gives up after its time limit instead of waiting forever.
    await page.unroute(skillSearches);
    await page.route(skillSearches, () => {});
    await picker.fill('Rus');
    await page.getByText('Skills could not be loaded (Connection timeout). Check your connection and try again.').waitFor({ timeout: 15_000 });
    await page.unroute(skillSearches);
    await page.route(skillSearches, (route) => route.abort('failed'));
    await openSearch(page, '/jp/jobs');
    await page.getByRole('combobox', { name: 'スキルを探す' }).fill('Typ');
    await page.getByText('スキルを読み込めませんでした（ネットワークに接続できませんでした）。').waitFor();
  });

  it('keeps a landing page’s own filter fixed and not removable', async () => {
    const page = await openPage();
    await openSearch(page, '/python-jobs-in-japan');
    expect(await page.getByRole('list', { name: 'Filters of this page' }).innerText()).to.equal('Python');
    expect(await page.getByRole('group', { name: 'Skills', exact: true }).count()).to.equal(0);
    await option(page, 'Remote work', 'Partial remote').check();
    await waitForSearch(page, { 'filter[remote_level]': 'partial' });
    expect(new URL(page.url()).pathname).to.equal('/python-jobs-in-japan');
    await expectShownCount(page, (await apiSearch('/searches/jobs?page[size]=1&filter[skills]=python&filter[remote_level]=partial')).meta.total);
    expect(await page.getByRole('list', { name: 'Active filters' }).getByRole('link').count()).to.equal(1);
  });

  it('puts the filters in a drawer on a 375 px screen, opened by "Filters (n)"', async () => {
    const page = await openPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await openSearch(page, '/jobs?filter[remote_level]=partial');
    expect(await option(page, 'Japanese level', 'Native Japanese').isVisible()).to.equal(false);
    await screenshot(page, 'search-jobs-375');
    await page.getByRole('link', { name: 'Filters (1)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await option(page, 'Japanese level', 'Native Japanese').check();
    await waitForSearch(page, { 'filter[japanese_level]': 'native', 'filter[remote_level]': 'partial' });
    const total = (await apiSearch('/searches/jobs?page[size]=1&filter[japanese_level]=native&filter[remote_level]=partial')).meta.total;
    await drawer.getByRole('button', { name: `Show ${total} job${total === 1 ? '' : 's'}` }).waitFor();
    await screenshot(page, 'search-drawer-375');
    await drawer.getByRole('button', { name: /^Show / }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Filters (2)' }).waitFor();
    await expectShownCount(page, total);
  });

  it('filters /companies by a size band and a flag, with the API’s counts', async () => {
    const page = await openPage();
    await openSearch(page, '/companies');
    const before = await apiSearch('/searches/companies?page[size]=1');
    expect(await optionCount(option(page, 'Company', 'Startup'))).to.equal(before.meta.facets.is_startup.true);
    expect(await optionCount(option(page, 'Size', '11–50 employees'))).to.equal(before.meta.facets.size['11-50']);
    await option(page, 'Size', '11–50 employees').check();
    await waitForSearch(page, { 'filter[size]': '11-50' });
    await option(page, 'Company', 'Startup').check();
    await waitForSearch(page, { 'filter[flags]': 'is_startup', 'filter[size]': '11-50' });
    const answer = await apiSearch('/searches/companies?page[size]=1&filter[size]=11-50&filter[flags]=is_startup');
    expect(answer.meta.total).to.be.greaterThan(0);
    await expectShownCount(page, answer.meta.total);
    expect(await optionCount(option(page, 'Company', 'Hiring now'))).to.equal(answer.meta.facets.has_active_jobs.true ?? 0);
    await screenshot(page, 'search-companies-1280');
  });

  it('speaks Japanese on /jp/jobs: the panel, the sort and the drawer', async () => {
    const page = await openPage();
    await openSearch(page, '/jp/jobs');
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
    await option(page, '日本語レベル', '日本語不要').check();
    await waitForSearch(page, { 'filter[japanese_level]': 'not_required' });
    expect(urlParams(page).get('lang')).to.equal('jp');
    await expectShownCount(page, (await apiSearch('/searches/jobs?page[size]=1&filter[japanese_level]=not_required')).meta.total);
    await page.getByRole('link', { name: '条件を外す: 日本語不要' }).waitFor();
    expect(await page.getByRole('combobox', { name: '並び順' }).locator('option:checked').innerText()).to.equal('新着順');
    await page.getByRole('group', { name: '年収', exact: true }).getByRole('radio', { name: /^¥8M以上/ }).check();
    await waitForSearch(page, { 'filter[japanese_level]': 'not_required', 'filter[salary_over]': '8000000' });
    await screenshot(page, 'search-jobs-ja-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('link', { name: '絞り込み（2）' }).click();
    await page.getByRole('dialog', { name: '絞り込み' }).waitFor();
    await screenshot(page, 'search-drawer-ja-375');
  });
});
