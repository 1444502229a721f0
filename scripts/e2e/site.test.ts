import { expect } from 'chai';
import { networkInterfaces } from 'node:os';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';
import { apiJson, DEMO_EMPLOYER_PASSWORD, keepSession, type SignInAnswer } from './site-actions.js';

/** How many results the API has for a list call (its `meta.total`). */
async function listTotal(path: string): Promise<number> {
  return ((await (await fetch(`${BASE_URL}/api/v1${path}`)).json()) as { meta: { total: number } }).meta.total;
}

/** A blog post's view count as the API has it (reading the post counts nothing). */
async function viewCount(slug: string): Promise<number> {
  return ((await (await fetch(`${BASE_URL}/api/v1/blog_posts/${slug}`)).json()) as { data: { attributes: { view_count: number } } }).data.attributes.view_count;
}

/** Resolves with the status of the page's next report of a view of the post. */
const viewReported = (page: Page, slug: string) =>
  page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.url().endsWith(`/api/v1/blog_posts/${slug}/views`)).then((answer) => answer.status());

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

  it('switches the page shown now to the other language, after moving to it within the site', async () => {
    const page = await openPage();
    await page.goto('/');
    const link = page.locator('[data-testid="job-card"] a[href^="/jobs/"]').first();
    const jobPath = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(`**${jobPath}`);
    await page.locator('header a[hreflang="ja"]').first().click();
    await page.waitForURL((url) => url.pathname === jobPath && url.searchParams.get('lang') === 'jp');
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
    // And back, after a filter picked on a Japanese list: the filter stays.
    await page.goto('/jobs?lang=jp');
    await page.locator('[data-testid="job-card"]').first().waitFor();
    await page.getByRole('group', { name: '日本語レベル', exact: true }).getByRole('checkbox', { name: /^日本語不要( [\d,]+)?$/ }).check();
    await page.waitForURL((url) => url.searchParams.get('filter[japanese_level]') === 'not_required');
    const filtered = new URL(page.url());
    await page.locator('header a[hreflang="en"]').first().click();
    await page.waitForURL((url) => url.pathname === filtered.pathname && !url.searchParams.has('lang') && url.searchParams.get('filter[japanese_level]') === 'not_required');
    expect(await page.locator('html').getAttribute('lang')).to.equal('en');
  });

  it('signs a seeker in from the page shown now, after moving to it within the site', async () => {
    const page = await openPage();
    await page.goto('/?lang=jp');
    const link = page.locator('[data-testid="job-card"] a[href^="/jobs/"]').first();
    const jobPath = new URL((await link.getAttribute('href'))!, 'http://site.invalid').pathname;
    await link.click();
    await page.waitForURL((url) => url.pathname === jobPath);
    await page.locator('header [data-account="anonymous"] a').first().click();
    await page.waitForURL((url) => url.pathname === '/user/login');
    const signIn = new URL(page.url());
    expect(signIn.searchParams.get('next')).to.equal(`${jobPath}?lang=jp`);
    expect(signIn.searchParams.get('lang')).to.equal('jp');
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
    const name = (await card.locator('h2').innerText()).trim();
    await card.locator('h2 a').click();
    await page.waitForURL(/\/companies\/[\w-]+$/);
    expect((await page.locator('h1').innerText()).trim()).to.equal(name);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const openJobs = await apiTotal(`/jobs?page[size]=1&filter[company]=${slug}`);
    expect(openJobs).to.be.greaterThan(0);
    expect(await page.locator('[data-testid="job-card"]').count()).to.equal(Math.min(openJobs, 50));
    await screenshot(page, 'company');

    // A company's tag, by its name, leads to the companies that share it.
    const tagLink = page.getByRole('list', { name: 'Tags' }).getByRole('link').first();
    const tagName = (await tagLink.innerText()).trim();
    const tag = (await tagLink.getAttribute('href'))!.split('/').pop()!;
    await tagLink.click();
    await page.waitForURL(new RegExp(`/companies/tags/${tag}$`));
    expect(await shownTotal(page)).to.equal(await apiTotal(`/companies/tags/${tag}?page[size]=1`));
    expect((await page.locator('h1').innerText()).trim()).to.equal(`Companies: ${tagName}`);

    // Japanese pages name tags in Japanese, and a search for that name finds the companies.
    await page.goto('/companies/tags/startup?lang=jp');
    expect((await page.locator('h1').innerText()).trim()).to.equal('企業: スタートアップ');
    const startups = await apiTotal('/companies/tags/startup?page[size]=1');
    expect(startups).to.be.greaterThan(0);
    expect(await apiTotal(`/companies?page[size]=1&q=${encodeURIComponent('スタートアップ')}`)).to.be.at.least(startups);
    await page.locator('[data-testid="company-card"] h2 a').first().click();
    await page.waitForURL(/\/companies\/[\w-]+\?lang=jp$/);
    expect(await page.getByRole('list', { name: 'タグ' }).getByRole('link', { name: 'スタートアップ', exact: true }).count()).to.equal(1);

    // The companies that work with a skill at /skills/{skill}/companies, and the skill's jobs at its keyword page.
    await page.goto('/skills/python/companies');
    expect((await page.locator('h1').innerText()).trim()).to.equal('Companies working with Python');
    expect(await shownTotal(page)).to.equal(await apiTotal('/companies?page[size]=1&filter[skills]=python'));
    const skillJobs = await page.goto('/skills/python/jobs');
    expect(new URL(page.url()).pathname).to.equal('/python-jobs-in-japan');
    expect(skillJobs?.status()).to.equal(200);

    await page.goto(`/jp/companies/${slug}`);
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
    await page.getByRole('heading', { name: /の募集中の求人$/ }).waitFor();
    expect((await page.goto('/companies/no-such-company'))?.status()).to.equal(404);
  });

  it('shows the approved reviews of a company on its page', async () => {
    const companies = ((await (await fetch(`${BASE_URL}/api/v1/companies?page[size]=100`)).json()) as { data: { id: string; attributes: { slug: string; review_count: number } }[] }).data;
    const reviewed = companies.find((c) => c.attributes.review_count > 0);
    expect(reviewed, 'a seeded company with reviews').to.not.equal(undefined);
    const reviews = await listTotal(`/company_reviews?company_id=${reviewed!.id}`);
    const page = await openPage();
    await page.goto(`/companies/${reviewed!.attributes.slug}`);
    expect(await page.getByTestId('company-review').count()).to.equal(Math.min(reviews, 20));
    await page.getByRole('img', { name: /out of 5$/ }).first().waitFor();
    await screenshot(page, 'company-reviews');
  });

  it('reads the blog: a list of articles, an article with its headings and related articles, a tag page, in Japanese too', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(/\/blog$/);
    const seekerPosts = await listTotal('/blog_posts?page[size]=1&filter[audience]=seeker');
    expect(seekerPosts).to.be.greaterThan(0);
    expect(await shownCount(page, /^[\d,]+ articles?$/)).to.equal(seekerPosts);

    // The page's oldest card: the newest may be a post the console's tests just published, with a shorter body.
    const card = page.locator('[data-testid="blog-post-card"]').last();
    // A list page's cards are headings under its h1 (h2); related articles are h3.
    const title = (await card.locator('h2').innerText()).trim();
    const slug = (await card.locator('h2 a').getAttribute('href'))!.split('/').pop()!;
    const views = await viewCount(slug);
    const reported = viewReported(page, slug);
    await card.locator('h2 a').click();
    await page.waitForURL(/\/blog\/[\w-]+$/);
    expect((await page.locator('h1').innerText()).trim()).to.equal(title);
    // The page is cached for everyone: the reader's browser reports the view, counted once per
    // address and post in ten minutes, so reloading adds nothing.
    expect(await reported).to.equal(204);
    expect(await viewCount(slug)).to.equal(views + 1);
    const reportedAgain = viewReported(page, slug);
    await page.reload();
    expect(await reportedAgain).to.equal(204);
    expect(await viewCount(slug)).to.equal(views + 1);
    // The article's structure comes through as headings and a list, its markup never as text.
    const article = page.getByTestId('blog-post');
    expect(await article.locator('h2').count()).to.be.greaterThan(0);
    expect(await article.locator('ul:not([aria-label]) > li').count()).to.be.greaterThan(0);
    expect(await article.innerText()).not.to.match(/<\/?(p|h2|ul|li)>/);
    expect(new URL(page.url()).pathname).to.equal(`/blog/${slug}`);
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

  it('signs a visitor up for the newsletter from the header: welcome page, remembered locally, welcome e-mail in the outbox', async () => {
    const email = `e2e-${Date.now()}@subscriber.example`;
    const page = await openPage();
    await page.goto('/jobs');
    await page.getByRole('link', { name: 'Newsletter' }).first().click();
    await page.waitForURL(/\/newsletter$/);
    // someone@nowhere passes the browser's e-mail check; the API refuses it and the product's failure text ("Failed to submit: …") shows.
    await page.getByLabel('Your e-mail address').fill('someone@nowhere');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // (Next's route announcer is an alert too.)
    expect(await page.getByRole('alert').filter({ hasText: 'Failed' }).innerText()).to.equal('Failed to submit: email is not a valid e-mail address');
    await screenshot(page, 'newsletter');

    await page.getByLabel('Your e-mail address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/welcome$/);
    await page.getByRole('heading', { name: "Great! We'll keep you notified." }).waitFor();
    // The success replaces the earlier failure.
    await page.locator('[data-flash="success"]').getByText('Signed up successfully!').waitFor();
    expect(await page.locator('[data-flash="failure"]').count()).to.equal(0);
    expect(await page.evaluate(() => window.localStorage.getItem('shigoto.newsletter.email'))).to.equal(email);

    const session = await fetch(`${BASE_URL}/admin/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@shigoto.example', password: 'shigoto-admin' }),
    });
    const { access } = (await session.json()) as { access: string };
    const outbox = await fetch(`${BASE_URL}/admin/api/outbound_emails?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`, { headers: { authorization: `Bearer ${access}` } });
    const emails = (await outbox.json()) as { to_address: string; template: string }[];
    expect(emails.map((e) => [e.to_address, e.template])).to.deep.equal([[email, 'lead_welcome']]);

    await page.goto('/jp/newsletter');
    await page.getByRole('heading', { name: '日本の新着テック求人をメールで' }).waitFor();
    await page.locator('input[name="email"]').fill('someone@nowhere');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByRole('alert').filter({ hasText: 'メールアドレスの形式が正しくありません' }).waitFor();
  });

  it('offers the newsletter once when a visitor is about to leave, 15 s after load, not on /newsletter', async () => {
    // The mouse leaving the window: a mouseout with nowhere to go.
    const leave = (page: Page) => page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null })));
    const offer = (page: Page) => page.getByRole('dialog', { name: 'Before you go: new jobs in your inbox?' });

    // The 15 s count from when the page is interactive: wait for it before moving the clock.
    const armed = (page: Page) => page.locator('html[data-exit-intent="armed"]').waitFor({ state: 'attached' });
    const page = await openPage();
    await page.clock.install();
    await page.goto('/jobs');
    await armed(page);
    await leave(page);
    await page.clock.runFor(1_000);
    expect(await offer(page).count(), 'not before 15 s').to.equal(0);
    await page.clock.runFor(15_000);
    await leave(page);
    await offer(page).waitFor();
    await screenshot(page, 'exit-intent');
    await offer(page).getByRole('button', { name: 'Close' }).click();
    await offer(page).waitFor({ state: 'hidden' });

    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(16_000);
    await leave(page);
    await page.clock.runFor(1_000);
    expect(await offer(page).count(), 'shown once per browser').to.equal(0);

    const elsewhere = await openPage();
    await elsewhere.clock.install();
    await elsewhere.goto('/newsletter');
    await elsewhere.waitForLoadState('networkidle');
    await elsewhere.clock.runFor(16_000);
    await leave(elsewhere);
    await elsewhere.clock.runFor(1_000);
    expect(await offer(elsewhere).count(), 'never on /newsletter').to.equal(0);

    // Nor for an employer, who is signed in to hire, not to read job alerts: on the public pages or the dashboard.
    const employer = await openPage();
    await employer.clock.install();
    await employer.goto('/about');
    await keepSession(employer, await apiJson<SignInAnswer>('/api/v1/employer_sessions', { body: { user: { email: 'hiring@komorebi-ledger.example', password: DEMO_EMPLOYER_PASSWORD } } }));
    for (const path of ['/jobs', '/employer/new-job']) {
      await employer.goto(path);
      await employer.waitForLoadState('networkidle');
      await employer.clock.runFor(16_000);
      await leave(employer);
      await employer.clock.runFor(1_000);
      expect(await offer(employer).count(), `never for a signed-in employer, on ${path}`).to.equal(0);
    }
  });

  it('rate-limits a visitor by the address they come from, whatever X-Forwarded-For they send', async function () {
    // Through a non-loopback address of this machine: loopback clients are trusted proxies.
    const address = Object.values(networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (!address) this.skip();
    const url = new URL('/api/v1/leads', BASE_URL);
    url.hostname = address!;
    const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const made = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${i + 1}`;
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': made },
        body: JSON.stringify({ lead: { email: `limit-${run}-${i}@subscriber.example` } }),
      });
      statuses.push(res.status);
    }
    // The lead sign-up allows ten per address in ten minutes.
    expect(statuses).to.include(429);
    expect(statuses.filter((s) => s !== 201 && s !== 429)).to.deep.equal([]);
  });

  it('shows the about and resources pages from the footer, with the API copy, in English and Japanese', async () => {
    const copy = async (path: string) => ((await (await fetch(`${BASE_URL}/api/v1${path}`)).json()) as { data: { attributes: Record<string, unknown> } }).data.attributes;
    const about = (await copy('/about')) as { title: string; figures: unknown[] };
    const page = await openPage();
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/about$/);
    expect((await page.locator('h1').innerText()).trim()).to.equal(about.title);
    expect(await page.locator('main li').count()).to.equal(about.figures.length);
    await page.goto('/jp/about');
    expect((await page.locator('h1').innerText()).trim()).to.equal(((await copy('/about?lang=jp')) as { title: string }).title);

    const resources = (await copy('/resources')) as { title: string; sections: { links: unknown[] }[] };
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Resources' }).click();
    await page.waitForURL(/\/Resources$/);
    expect((await page.locator('h1').innerText()).trim()).to.equal(resources.title);
    expect(await page.locator('main li a').count()).to.equal(resources.sections.reduce((sum, section) => sum + section.links.length, 0));
  });

  it('shows the 404 page in the product’s words, naming the address asked for, with a link home', async () => {
    const page = await openPage();
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).to.equal(404);
    // The not-found boundary may stream in after the load event, so wait for it rather than read once.
    await page.getByRole('heading', { name: 'Sorry! The requested page could not be found. Please check the URL.' }).waitFor();
    expect(await page.title()).to.match(/^404 - Page Not Found\b/);
    expect(await page.getByText('Page not found: /no-such-page-here', { exact: true }).count()).to.equal(1);
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(`${BASE_URL}/`);

    expect((await page.goto('/jp/ない-ページ'))?.status()).to.equal(404);
    await page.getByText('ページが見つかりません: /jp/ない-ページ', { exact: true }).waitFor();
    expect(await page.title()).to.match(/^404 - ページが見つかりません/);

    // A long address is named by its start only: a made-up link cannot put a whole message on the page.
    const longPath = `/call-us-now-${'x'.repeat(300)}`;
    expect((await page.goto(longPath))?.status()).to.equal(404);
    const named = page.getByText(/^Page not found: \/call-us-now-x+…$/);
    await named.waitFor();
    expect(Array.from((await named.innerText()).replace('Page not found: ', ''))).to.have.length(120);
  });

  it('serves the API through the site origin', async () => {
    const res = await fetch(`${BASE_URL}/api/v1/jobs?page[size]=5`);
    expect(res.status).to.equal(200);
    const body = (await res.json()) as { data: unknown[]; meta: { total: number } };
    expect(body.data).to.have.length(5);
    expect(body.meta.total).to.be.greaterThan(250);
  });
});
