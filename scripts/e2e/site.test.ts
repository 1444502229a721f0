import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';

/** How many results the API has for a list call (its `meta.total`). */
async function listTotal(path: string): Promise<number> {
  return ((await (await fetch(`${BASE_URL}/api/v1${path}`)).json()) as { meta: { total: number } }).meta.total;
}

/** The number in the result count a list page shows ("1,234 jobs", "42社"). */
async function shownCount(page: Page, text: RegExp): Promise<number> {
  return Number((await page.getByText(text).innerText()).replace(/\D/g, ''));
}

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
    const apiTotal = (query: string) => listTotal(`/jobs?page[size]=1&${query}`);
    const shownTotal = (page: Page) => shownCount(page, /^[\d,]+ jobs?$|^[\d,]+件の求人$/);

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

  it('lists companies, searches and filters them, and opens a company with its open jobs', async () => {
    const apiTotal = listTotal;
    const shownTotal = (page: Page) => shownCount(page, /^[\d,]+ compan(y|ies)$|^[\d,]+社$/);

    const page = await openPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Companies' }).click();
    await page.waitForURL(/\/companies$/);
    expect(await shownTotal(page)).to.equal(await apiTotal('/companies?page[size]=1'));
    expect(await page.locator('[data-testid="company-card"]').count()).to.equal(20);

    await page.getByRole('searchbox', { name: 'Search companies by keyword' }).fill('fintech');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/companies\?q=fintech$/);
    const fintech = await apiTotal('/companies?page[size]=1&q=fintech');
    expect(fintech).to.be.greaterThan(0);
    expect(await shownTotal(page)).to.equal(fintech);
    await page.getByRole('link', { name: 'Hiring now' }).click();
    await page.waitForURL(/filter%5Bflags%5D=has_active_jobs&q=fintech|filter\[flags\]=has_active_jobs&q=fintech/);
    expect(await shownTotal(page)).to.equal(await apiTotal('/companies?page[size]=1&q=fintech&filter[flags]=has_active_jobs'));
    await screenshot(page, 'companies');

    const card = page.locator('[data-testid="company-card"]').first();
    const name = (await card.locator('h3').innerText()).trim();
    await card.locator('h3 a').click();
    await page.waitForURL(/\/companies\/[\w-]+$/);
    expect((await page.locator('h1').innerText()).trim()).to.equal(name);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const openJobs = await apiTotal(`/jobs?page[size]=1&filter[company]=${slug}`);
    expect(openJobs).to.be.greaterThan(0);
    expect(await page.locator('[data-testid="job-card"]').count()).to.equal(Math.min(openJobs, 50));
    await screenshot(page, 'company');

    await page.goto(`/jp/companies/${slug}`);
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
    await page.getByRole('heading', { name: /の募集中の求人$/ }).waitFor();
    expect((await page.goto('/companies/no-such-company'))?.status()).to.equal(404);
  });

  it('reads the blog: a list of articles, an article with its headings and related articles, a tag page, in Japanese too', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(/\/blog$/);
    const seekerPosts = await listTotal('/blog_posts?page[size]=1&filter[audience]=seeker');
    expect(seekerPosts).to.be.greaterThan(0);
    expect(await shownCount(page, /^[\d,]+ articles?$/)).to.equal(seekerPosts);

    const card = page.locator('[data-testid="blog-post-card"]').first();
    const title = (await card.locator('h3').innerText()).trim();
    await card.locator('h3 a').click();
    await page.waitForURL(/\/blog\/[\w-]+$/);
    expect((await page.locator('h1').innerText()).trim()).to.equal(title);
    // The article's structure comes through as headings and a list, its markup never as text.
    const article = page.getByTestId('blog-post');
    expect(await article.locator('h2').count()).to.be.greaterThan(0);
    expect(await article.locator('ul:not([aria-label]) > li').count()).to.be.greaterThan(0);
    expect(await article.innerText()).not.to.match(/<\/?(p|h2|ul|li)>/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const related = await listTotal(`/related_blog_posts?slug=${slug}`);
    expect(await page.locator('section [data-testid="blog-post-card"]').count()).to.equal(related);
    await screenshot(page, 'blog-post');

    await article.getByRole('link').first().click();
    await page.waitForURL(/\/blog\/tags\/[\w/]+$/);
    const tag = new URL(page.url()).pathname.split('/').pop()!;
    expect(await shownCount(page, /^[\d,]+ articles?$/)).to.equal(await listTotal(`/blog_tags/${tag}/blog_posts?page[size]=1`));

    await page.goto('/jp/blog');
    await page.getByRole('heading', { name: '日本のテック業界で働く' }).waitFor();
    expect(await page.locator('[data-testid="blog-post-card"]').count()).to.be.greaterThan(0);
    expect((await page.goto('/blog/no-such-article'))?.status()).to.equal(404);
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
