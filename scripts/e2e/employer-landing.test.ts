import { expect } from 'chai';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BASE_URL, SHOTS_DIR, closeBrowser, openPage, screenshot } from './browser.js';
import { flashText, reloadUntil } from './site-actions.js';

const PHONE = { width: 375, height: 812 };
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]{4,}/;
const UNREACHABLE_URL = 'http://127.0.0.1:9/careers/backend-engineer';

interface Counts {
  jobs: number;
  companies: number;
}

async function apiCounts(): Promise<Counts> {
  return ((await (await fetch(`${BASE_URL}/api/v1/counts`)).json()) as { data: { attributes: Counts } }).data.attributes;
}

/** The whole page, to look at the layout below the fold too. */
async function fullShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

describe('employer landing pages (Chromium)', () => {
  after(closeBrowser);

  it('the header\'s "For employers" opens /hire with the claims, a live count equal to the API\'s, the FAQ and the calls to action', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'For employers' }).first().click();
    await page.waitForURL(/\/hire$/);
    // The public employer layout: its own navigation, also after a client-side navigation from the seekers' site.
    const employerNav = page.getByRole('navigation', { name: 'Employer navigation' });
    expect(await employerNav.getByRole('link', { name: 'Pricing' }).getAttribute('href')).to.equal('/PricingPage');
    expect(await page.getByRole('link', { name: 'Employer login' }).first().getAttribute('href')).to.equal('/employer/login');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).to.equal(0);
    for (const claim of ['about 100,000 monthly users', '42,000+ newsletter subscribers', '60-68% of our users are already in Japan', '3+ years of experience', 'About 90% of companies that ask to post are rejected', '10-20 applicants per month', 'About half of listed companies hire', '15% more applications', 'replies within a day', 'Free posting and a flat fee per hire']) {
      expect(await page.getByText(claim, { exact: false }).count(), claim).to.be.at.least(1);
    }
    // Other tests publish and close jobs: the page agrees with the API once it has heard of the last change.
    const shown = async (what: string) => Number((await page.locator(`[data-live-count="${what}"] [data-count-value]`).innerText()).replace(/\D/g, ''));
    let counts = await apiCounts();
    await reloadUntil(page, async () => (await shown('jobs')) === (counts = await apiCounts()).jobs, 'the API’s job count');
    expect(await shown('companies')).to.equal(counts.companies);
    expect(await page.getByRole('main').getByRole('link', { name: 'Post a job' }).first().getAttribute('href')).to.equal('/employer/signup');
    // The header's: a signed-in employer goes straight on to the job form.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Post a job' }).getAttribute('href')).to.equal('/employer/signup?next=%2Femployer%2Fnew-job');
    // An employer who already has an account signs in from there and still lands on the job form.
    const signUp = await openPage();
    await signUp.goto('/employer/signup?next=%2Femployer%2Fnew-job');
    expect(await signUp.getByRole('main').getByRole('link', { name: 'Sign in' }).getAttribute('href')).to.equal('/employer/login?next=%2Femployer%2Fnew-job');
    await signUp.close();
    expect(await page.getByRole('link', { name: 'See pricing' }).first().getAttribute('href')).to.equal('/PricingPage');

    await page.getByRole('button', { name: 'Is posting really free?' }).click();
    await page.getByText('Posting is free; you pay a flat fee per hire.').waitFor();
    const html = await (await fetch(`${BASE_URL}/hire`)).text();
    expect(html).to.match(/<link rel="canonical" href="[^"]*\/hire"/);
    expect(html).to.match(/<link rel="alternate" hrefLang="ja" href="[^"]*\/hire\?lang=jp"/);
    await fullShot(page, 'hire-1280');

    const phone = await openPage({ viewport: PHONE });
    await phone.goto('/hire/tokyo');
    await phone.getByRole('heading', { level: 1 }).waitFor();
    await fullShot(phone, 'hire-375');
    expect((await phone.goto('/hire/nowhere-at-all'))?.status()).to.equal(200);
  });

  it('the start-hiring modal keeps the values and flashes the reason on a bad e-mail, then sends the lead and opens /PostCompanyRequest', async () => {
    const page = await openPage();
    await page.goto('/hire');
    await page.getByRole('button', { name: 'Start hiring' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Start hiring with Shigoto' });
    await dialog.getByLabel('Your name').fill('Aiko Tanaka');
    await dialog.getByLabel('Company name').fill('Kumo Robotics');
    await dialog.getByLabel('Your job title').fill('CTO');
    await dialog.getByLabel('Work e-mail').fill('aiko-at-kumo');
    await dialog.getByLabel('Link to an example job posting').fill('https://kumo-robotics.example/jobs/1');
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect(await flashText(page, 'failure')).to.match(/^Failed to send data: .+/);
    expect(await dialog.getByLabel('Your name').inputValue()).to.equal('Aiko Tanaka');
    expect(await dialog.getByLabel('Company name').inputValue()).to.equal('Kumo Robotics');
    expect(await dialog.getByLabel('Work e-mail').inputValue()).to.equal('aiko-at-kumo');
    await screenshot(page, 'hire-lead-failed');

    await dialog.getByLabel('Work e-mail').fill('aiko@kumo-robotics.example');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/company_leads') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const response = await answer;
    // The staff API has no company-lead resource: the API's answer is the proof the lead is stored.
    expect(response.status()).to.equal(201);
    expect(((await response.json()) as { data: { type: string } }).data.type).to.equal('company_lead');
    await page.waitForURL(/\/PostCompanyRequest$/);
    expect(await flashText(page, 'success')).to.contain("Thanks! We'll be in touch shortly.");
    await page.getByRole('heading', { name: 'Thanks! We received your request' }).waitFor();
    expect(await page.getByRole('link', { name: 'See pricing' }).getAttribute('href')).to.equal('/PricingPage');
    await screenshot(page, 'post-company-request');
  });

  it('the company form shows a missing field\'s message and keeps values, then thanks the company', async () => {
    const page = await openPage({ viewport: PHONE });
    await page.goto('/hire/company-form');
    await page.getByLabel('Your name').fill('Ken Mori');
    await page.getByLabel('Your company e-mail').fill('ken@mori-systems.example');
    // Typed without https://, which leaving the field puts before it.
    await page.getByLabel('Homepage URL').fill('mori-systems.example');
    await page.getByLabel('Maximum yearly salary (yen)').fill('9000000');
    expect(await page.getByLabel('Homepage URL').inputValue()).to.equal('https://mori-systems.example');
    await page.getByRole('button', { name: 'Submit' }).click();
    const companyName = page.getByLabel('Company name');
    await page.locator('.MuiFormHelperText-root.Mui-error').first().waitFor();
    expect(await companyName.getAttribute('aria-invalid')).to.equal('true');
    expect(await page.locator('.MuiFormHelperText-root.Mui-error').first().innerText()).to.equal('is required');
    expect(await page.getByLabel('Your name').inputValue()).to.equal('Ken Mori');
    await fullShot(page, 'company-form-375');

    await companyName.fill('Mori Systems');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText("Thanks! We'll get back to you via email ASAP.").waitFor();
  });

  it('/import-job shows the API\'s reason for an unreachable URL', async () => {
    const direct = await fetch(`${BASE_URL}/api/v1/job_imports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ job_import: { url: UNREACHABLE_URL } }),
    });
    expect(direct.status).to.equal(422);
    const reason = ((await direct.json()) as { errors: { detail: string; meta: { field: string } }[] }).errors.find((error) => error.meta.field === 'url')!.detail;

    const page = await openPage();
    await page.goto('/import-job');
    await page.getByLabel('Job posting URL').fill(UNREACHABLE_URL);
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('alert').filter({ hasText: reason }).waitFor();
    expect(await page.getByLabel('Job posting URL').inputValue()).to.equal(UNREACHABLE_URL);
    await screenshot(page, 'import-job-failed');
  });

  it('speaks Japanese with ?fLang=jp and /jp/hire, and /EmployerLandingPage renders', async () => {
    const page = await openPage({ viewport: PHONE });
    await page.goto('/hire?fLang=jp');
    expect(await page.locator('html').getAttribute('lang')).to.equal('ja');
    await page.getByText('毎月12万人以上', { exact: false }).first().waitFor();
    await fullShot(page, 'hire-ja-375');

    const desktop = await openPage();
    await desktop.goto('/jp/hire');
    expect(await desktop.locator('html').getAttribute('lang')).to.equal('ja');
    expect(JAPANESE.test(await desktop.getByRole('heading', { level: 1 }).innerText())).to.equal(true);
    expect(await desktop.getByRole('link', { name: '求人を掲載する' }).first().getAttribute('href')).to.equal('/employer/signup?lang=jp');
    await fullShot(desktop, 'hire-ja-1280');

    await desktop.goto('/jp/hire/company-form');
    await fullShot(desktop, 'company-form-ja-1280');

    const short = await desktop.goto('/EmployerLandingPage');
    expect(short?.status()).to.equal(200);
    await desktop.getByText('42,000+ newsletter subscribers', { exact: false }).waitFor();
    await desktop.getByRole('button', { name: 'Start hiring' }).first().waitFor();
    await fullShot(desktop, 'employer-landing-page-1280');
    await page.goto('/EmployerLandingPage');
    await fullShot(page, 'employer-landing-page-375');
  });
});
