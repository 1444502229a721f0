import { expect } from 'chai';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';

describe('public site (Chromium)', () => {
  after(closeBrowser);

  it('home page lists the latest seeded jobs, server-rendered', async () => {
    const html = await (await fetch(`${BASE_URL}/`)).text();
    expect(html.match(/data-testid="job-card"/g)?.length ?? 0).to.be.at.least(20);

    const page = await openPage();
    await page.goto('/');
    const cards = page.locator('[data-testid="job-card"]');
    expect(await cards.count()).to.be.at.least(20);
    await screenshot(page, 'home');
  });

  it('opens a job from the home page and shows its detail', async () => {
    const page = await openPage();
    await page.goto('/');
    const link = page.locator('[data-testid="job-card"] a[href^="/jobs/"]').first();
    const href = await link.getAttribute('href');
    const title = (await page.locator('[data-testid="job-card"] h2, [data-testid="job-card"] h3').first().innerText()).trim();
    await page.goto(href!);
    expect(page.url()).to.match(/\/jobs\/[\w-]+\/[\w-]+$/);
    expect((await page.locator('h1').first().innerText()).trim()).to.equal(title);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd!)['@type']).to.equal('JobPosting');
    await screenshot(page, 'job-detail');
  });

  it('speaks Japanese with lang=jp and with a /jp/ path', async () => {
    const page = await openPage();
    await page.goto('/?lang=jp');
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
    await page.waitForFunction(() => /[\u3040-\u30ff\u4e00-\u9fff]{4,}/.test(document.body.innerText));
    await screenshot(page, 'home-ja');
    const jp = await page.goto('/jp');
    expect(jp?.status()).to.equal(200);
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
  });

  it('searches jobs by keyword from the home page, keeps the words when a quick filter is picked, in Japanese too', async () => {
    const apiTotal = async (query: string) =>
      ((await (await fetch(`${BASE_URL}/api/v1/jobs?page[size]=1&${query}`)).json()) as { meta: { total: number } }).meta.total;
    const shownTotal = async (page: Awaited<ReturnType<typeof openPage>>) => Number((await page.getByText(/^[\d,]+ jobs?$|^[\d,]+件の求人$/).innerText()).replace(/\D/g, ''));

    const page = await openPage();
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search jobs by keyword' }).fill('golang');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/jobs\?q=golang$/);
    const golang = await apiTotal('q=golang');
    expect(golang).to.be.greaterThan(0);
    expect(await shownTotal(page)).to.equal(golang);
    expect(await page.getByRole('searchbox').inputValue()).to.equal('golang');

    await page.getByRole('link', { name: 'Visa sponsorship' }).click();
    await page.waitForURL(/filter%5Bsponsors_visas%5D=yes&q=golang|filter\[sponsors_visas\]=yes&q=golang/);
    expect(await shownTotal(page)).to.equal(await apiTotal('q=golang&filter[sponsors_visas]=yes'));
    await screenshot(page, 'search-en');

    await page.goto('/jp/jobs');
    await page.getByRole('searchbox').fill('エンジニア');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await page.waitForURL(/lang=jp&q=/);
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
    const engineers = await apiTotal(`q=${encodeURIComponent('エンジニア')}`);
    expect(engineers).to.be.greaterThan(0);
    expect(await shownTotal(page)).to.equal(engineers);
    await screenshot(page, 'search-ja');
  });

  it('shows the spec 404 page', async () => {
    const page = await openPage();
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).to.equal(404);
    // The not-found boundary may stream in after the load event, so wait for it rather than read once.
    await page.getByRole('heading', { name: 'Sorry! The requested page could not be found. Please check the URL.' }).waitFor();
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(`${BASE_URL}/`);
  });

  it('serves the API through the site origin', async () => {
    const res = await fetch(`${BASE_URL}/api/v1/jobs?page[size]=5`);
    expect(res.status).to.equal(200);
    const body = (await res.json()) as { data: unknown[]; meta: { total: number } };
    expect(body.data).to.have.length(5);
    expect(body.meta.total).to.be.greaterThan(250);
  });
});
