import { expect } from 'chai';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { BASE_URL, closeBrowser, openPage, screenshot } from './browser.js';
import { readAdminApi, signInToConsole as signInAs, until } from './console-session.js';
import { apiJson, DEMO_EMPLOYER_PASSWORD, keepSession, type SignInAnswer } from './site-actions.js';

async function signIn(page: Page) {
  await signInAs(page, 'admin@shigoto.example', 'shigoto-admin');
  await page.getByRole('menuitem', { name: /companies/i }).first().waitFor();
}

const listQuery = (filter: object, range = [0, 99]) => `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;

interface AdminCompany {
  id: number;
  name: string;
  slug: string;
  location: string | null;
  hiring_now: boolean;
  is_b2b: boolean;
  description: string | null;
  tags: string[];
  logo_url: string | null;
  logo_variants: { format: string; width: number; url: string }[];
  membership_link: string | null;
}

/**
 * A published company nobody else's test uses (not the demo employer's, the first seeded), without a
 * current contract, whose seeded employer can sign in.
 */
async function pickCompany(page: Page): Promise<AdminCompany> {
  const companies = await readAdminApi<AdminCompany[]>(page, `/companies?${listQuery({ published: true })}&sort=${encodeURIComponent(JSON.stringify(['name', 'DESC']))}`);
  for (const company of companies) {
    if (company.slug === 'komorebi-ledger') continue;
    const current = await readAdminApi<unknown[]>(page, `/company_contracts?${listQuery({ company_id: company.id, current: true })}`);
    if (current.length === 0) return readAdminApi<AdminCompany>(page, `/companies/${company.id}`);
  }
  throw new Error('no published company without a current contract');
}

/** The demo employer's sign-in, as the site's sign-in form would get it. */
const employerSession = (email: string) => apiJson<SignInAnswer>('/api/v1/employer_sessions', { body: { user: { email, password: DEMO_EMPLOYER_PASSWORD } } });

async function activeJobLimit(access: string): Promise<number | null> {
  const response = await fetch(`${BASE_URL}/api/v1/employers/company_contracts`, { headers: { accept: 'application/json', authorization: `Bearer ${access}` } });
  return ((await response.json()) as { meta: { active_jobs: { limit: number | null } } }).meta.active_jobs.limit;
}

describe('console companies (Chromium)', () => {
  after(closeBrowser);

  it('an admin edits a company and uploads its logo; the public page serves the WebP copies (desktop and 375 px)', async () => {
    const page = await openPage();
    await signIn(page);
    const company = await pickCompany(page);
    await page.goto(`/admin#/companies/${company.id}/show`);
    await page.getByRole('heading', { name: company.name, exact: true }).waitFor();
    await page.getByText('Colleague sign-up link').waitFor();
    expect(await page.getByTestId('membership-link').innerText()).to.equal(company.membership_link);
    expect(company.membership_link).to.match(/\/employer\/signup\?code=/);
    await screenshot(page, 'console-company-show');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/companies\/\d+$/);
    const location = `Shibuya, Tokyo (e2e ${Date.now()})`;
    await page.locator('input[name="location"]').fill(location);
    await page.locator('textarea[name="description"]').fill('<p>We make <strong>ledgers</strong>.</p><script>alert(1)</script>');
    const b2b = page.locator('input[name="is_b2b"]');
    const wasB2b = await b2b.isChecked();
    await b2b.click();
    await page.locator('input[name="homepage_url"]').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('must be an http(s) link').waitFor();
    await screenshot(page, 'console-company-edit-error');
    await page.locator('input[name="homepage_url"]').fill('https://ledger.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/companies\/\d+\/show/);
    await page.getByText(location).waitFor();
    const saved = await readAdminApi<AdminCompany>(page, `/companies/${company.id}`);
    expect(saved).to.include({ location, is_b2b: !wasB2b, description: '<p>We make <strong>ledgers</strong>.</p>' });

    const png = await sharp({ create: { width: 400, height: 400, channels: 4, background: '#2f7d5b' } }).png().toBuffer();
    await page.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Logo uploaded').waitFor();
    const withLogo = await until(() => readAdminApi<AdminCompany>(page, `/companies/${company.id}`), (c) => c.logo_variants.length > 0, 'the logo copies');
    expect(withLogo.logo_variants.map((v) => `${v.format}:${v.width}`)).to.deep.equal(['webp:64', 'png:64', 'webp:128', 'png:128', 'webp:256', 'png:256']);
    await screenshot(page, 'console-company-logo');

    // A text file named .png is refused by its content.
    await page.getByTestId('logo-file').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await page.getByText('Logo refused').waitFor();

    const site = await openPage();
    await site.goto(`/companies/${company.slug}`);
    const source = site.locator('header picture source[type="image/webp"]');
    await source.waitFor({ state: 'attached' });
    const srcset = (await source.getAttribute('srcset')) ?? '';
    expect(srcset).to.contain(`${withLogo.logo_variants[0].url} 64w`);
    expect(srcset).to.contain('-128.webp 128w');
    expect(await source.getAttribute('sizes')).to.equal('72px');
    const shown = site.locator('header picture img');
    await expect(await shown.evaluate((img: HTMLImageElement) => img.decode().then(() => img.currentSrc))).to.match(/-(128|256)\.webp$/);
    await screenshot(site, 'site-company-logo');
    await site.setViewportSize({ width: 375, height: 812 });
    await screenshot(site, 'site-company-logo-375');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/admin#/companies/${company.id}/show`);
    await page.getByText('Colleague sign-up link').waitFor();
    await screenshot(page, 'console-company-show-375');
  });

  it('a contract created in the console changes the employer’s plan limit', async () => {
    const page = await openPage();
    await signIn(page);
    const company = await pickCompany(page);
    const [employer] = await readAdminApi<{ email: string }[]>(page, `/employers?${listQuery({ company_id: company.id })}`);
    const session = await employerSession(employer.email);
    expect(await activeJobLimit(session.meta.access)).to.equal(2);

    await page.goto('/admin#/company_contracts/create');
    await page.getByRole('combobox', { name: 'Company' }).fill(company.name.slice(0, 12));
    await page.getByRole('option', { name: company.name }).click();
    await page.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: 'Plus', exact: true }).click();
    await page.getByRole('combobox', { name: 'Term' }).click();
    await page.getByRole('option', { name: '6 months', exact: true }).click();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.locator('input[name="starts_on"]').fill(day(5));
    await page.locator('input[name="ends_on"]').fill(day(1));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be after the start date').waitFor();
    await screenshot(page, 'console-contract-dates');
    await page.locator('input[name="starts_on"]').fill(day(-1));
    await page.locator('input[name="ends_on"]').fill(day(180));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/company_contracts(\?|$)/);
    await page.locator('table tbody tr', { hasText: company.name }).first().waitFor();
    await screenshot(page, 'console-contracts');

    expect(await activeJobLimit(session.meta.access)).to.equal(4);
    const employerPage = await openPage();
    await employerPage.goto('/');
    await keepSession(employerPage, session);
    await employerPage.goto('/employer/jobs');
    await employerPage.getByText(/of 4 active jobs/).first().waitFor();
    await screenshot(employerPage, 'employer-jobs-plus-allowance');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await page.getByText(company.name).first().waitFor();
    await screenshot(page, 'console-contracts-375');
  });

  it('an admin turns a contract request into a contract and the request is handled', async () => {
    const page = await openPage();
    await signIn(page);
    await page.getByRole('menuitem', { name: /contract requests/i }).click();
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor();
    await screenshot(page, 'console-contract-requests');
    await rows.first().click();
    await page.waitForURL(/\/contract_requests\/\d+\/show/);
    const requestId = Number(/\/contract_requests\/(\d+)\/show/.exec(page.url())![1]);
    await page.getByRole('button', { name: 'Create the contract' }).click();
    const dialog = page.getByRole('dialog');
    // Far in the future: the seeded company's allowance today stays as other tests expect it.
    const startsOn = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    await dialog.locator('input[name="starts_on"]').fill(startsOn);
    await screenshot(page, 'console-contract-from-request');
    await dialog.getByRole('button', { name: 'Create contract' }).click();
    await page.getByText('Contract created; the request is handled.').waitFor();
    const request = await until(
      () => readAdminApi<{ handled_at: string | null; company_contract_id: number | null; plan: string; term: string }>(page, `/contract_requests/${requestId}`),
      (r) => r.company_contract_id !== null,
      'the request to be handled',
    );
    expect(request.handled_at).to.be.a('string');
    const contract = await readAdminApi<{ plan: string; term: string; starts_on: string }>(page, `/company_contracts/${request.company_contract_id}`);
    expect(contract).to.include({ plan: request.plan, term: request.term, starts_on: startsOn });
    // On a phone (a fresh tab: resized from desktop width, react-admin's menu drawer can stay open
    // over the page), the handled request offers to reopen it, reachable by role: nothing is left
    // hidden from screen readers.
    const phone = await openPage({ viewport: { width: 375, height: 812 } });
    await signInAs(phone, 'admin@shigoto.example', 'shigoto-admin');
    await phone.getByRole('button', { name: 'Open menu' }).waitFor();
    await phone.goto(page.url());
    await phone.getByRole('button', { name: 'Reopen' }).waitFor();
    expect(await phone.locator('#root').getAttribute('aria-hidden')).to.equal(null);
    await screenshot(phone, 'console-contract-request-375');
  });
});
